// Every answer from a provider that fails a check is refused with the sign-in failed page (with a
// way to retry) and no session: a wrong state, a wrong nonce, an ID token for another audience, from
// another issuer, or signed with a key the provider never published. The same provider with no
// fault signs in, so each refusal is the check's doing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../proxy/spawn';
import { CookieJar, hop, type Hop } from './browser-like';
import { startAuthHarness, type AuthHarness } from './harness';
import { startHostileProvider, type HostileProvider } from './hostile-provider';

let h: AuthHarness;
let provider: HostileProvider;

beforeEach(async () => {
  provider = await startHostileProvider();
  const port = await freePort();
  h = await startAuthHarness(
    {
      CONSOLE_AUTH: 'oidc',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      CONSOLE_PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'oidc-faults-test-session-secret-0123456789',
      CONSOLE_ADMINS: 'ada@demo.example',
    },
    { demoTenant: false, port },
  );
});
afterEach(async () => {
  await h.close();
  await provider.close();
});

/** Starts a sign-in at the console, then comes back to its callback as the provider would. */
async function signInWith(callbackQuery: (state: string) => string): Promise<{ jar: CookieJar; callback: Hop }> {
  const jar = new CookieJar();
  const login = await hop(jar, new URL('/console/auth/login?returnTo=%2Fapps', h.url));
  expect(login.response.status).toBe(302);
  const authorize = new URL(login.response.headers.get('location') ?? '');
  provider.nonce = authorize.searchParams.get('nonce') ?? '';
  const state = authorize.searchParams.get('state') ?? '';
  const callback = await hop(jar, new URL(`/console/auth/callback?${callbackQuery(state)}`, h.url));
  return { jar, callback };
}

function expectRefused(callback: Hop, jar: CookieJar): void {
  expect(callback.response.status).toBe(400);
  expect(callback.body).toContain('<h1>Sign-in failed</h1>');
  expect(callback.body).toContain('href="/console/auth/login?returnTo=%2Fapps">Try signing in again</a>');
  expect(callback.response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(jar.get(h.url, 'console_session')).toBeUndefined();
}

describe('the callback', () => {
  it('opens a session when nothing is wrong (the control case)', async () => {
    const { jar, callback } = await signInWith((state) => `code=c1&state=${state}`);
    expect(callback.response.status).toBe(302);
    expect(callback.response.headers.get('location')).toBe('/apps');
    const me = await hop(jar, new URL('/console/me', h.url));
    expect(JSON.parse(me.body)).toMatchObject({ sub: 'ada', role: 'admin', mode: 'oidc' });
  });

  it('refuses a wrong state', async () => {
    const { jar, callback } = await signInWith(() => 'code=c1&state=forged-state');
    expectRefused(callback, jar);
  });

  it('refuses a wrong nonce', async () => {
    provider.faults = { nonce: 'another-sign-in' };
    const { jar, callback } = await signInWith((state) => `code=c1&state=${state}`);
    expectRefused(callback, jar);
  });

  it('refuses an ID token for another audience', async () => {
    provider.faults = { aud: 'some-other-client' };
    const { jar, callback } = await signInWith((state) => `code=c1&state=${state}`);
    expectRefused(callback, jar);
  });

  it('refuses an ID token from another issuer', async () => {
    provider.faults = { iss: 'https://impostor.example' };
    const { jar, callback } = await signInWith((state) => `code=c1&state=${state}`);
    expectRefused(callback, jar);
  });

  it('refuses an ID token signed with a key the provider never published', async () => {
    provider.faults = { unknownKey: true };
    const { jar, callback } = await signInWith((state) => `code=c1&state=${state}`);
    expectRefused(callback, jar);
  });

  it('refuses the provider\'s error answer, escaping what it says', async () => {
    const { jar, callback } = await signInWith((state) => `error=${encodeURIComponent('<script>alert(1)</script>')}&state=${state}`);
    expectRefused(callback, jar);
    expect(callback.body).not.toContain('<script>');
    expect(callback.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows the provider\'s error without its bidi controls and isolated, so it cannot reverse the sentence around it', async () => {
    const { jar, callback } = await signInWith((state) => `error=${encodeURIComponent('x\u202eevil\u2066<i>y</i>\u200f')}&state=${state}`);
    expectRefused(callback, jar);
    expect(callback.body).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/);
    expect(callback.body).toContain('the provider answered “<bdi>x evil &lt;i&gt;y&lt;/i&gt; </bdi>”. Nothing was changed');
  });

  it('says a cancelled sign-in in plain words, with what the provider said, escaped', async () => {
    const description = 'User cancelled <b>the</b> \u202esign-in';
    const { jar, callback } = await signInWith((state) => `error=access_denied&error_description=${encodeURIComponent(description)}&state=${state}`);
    expectRefused(callback, jar);
    expect(callback.body).toContain(
      'could not sign you in: the sign-in was cancelled, or refused by the provider (the provider said: “<bdi>User cancelled &lt;b&gt;the&lt;/b&gt;  sign-in</bdi>”). Nothing was changed',
    );
    expect(callback.body).not.toContain('access_denied');
  });

  it('refuses a callback without the sign-in cookie (a sign-in started elsewhere)', async () => {
    const { callback: first } = await signInWith((state) => `code=c1&state=${state}`);
    expect(first.response.status).toBe(302);
    const stranger = new CookieJar();
    const callback = await hop(stranger, new URL(`/console/auth/callback${first.url.search}`, h.url));
    expect(callback.response.status).toBe(400);
    expect(callback.body).toContain('<h1>Sign-in failed</h1>');
    expect(stranger.get(h.url, 'console_session')).toBeUndefined();
  });

  it('logs why, and never the code or a token', async () => {
    provider.faults = { aud: 'some-other-client' };
    await signInWith((state) => `code=secret-code-9f1c&state=${state}`);
    expect(h.logText()).toContain('sign-in failed');
    expect(h.logText()).not.toContain('secret-code-9f1c');
  });
});

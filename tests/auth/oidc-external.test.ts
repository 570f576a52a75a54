// oidc mode against the embedded demo provider on its own port, configured like any external one
// (discovery over HTTP, the full code flow through its sign-in form): started after the console,
// so the console first meets a provider that is down, answers 503, and signs people in once it is up.
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoProvider, type DemoProvider } from '../../server/auth/demo-provider';
import { freePort } from '../proxy/spawn';
import { CookieJar, follow, hop, signInAs } from './browser-like';
import { startAuthHarness, type AuthHarness } from './harness';

let h: AuthHarness | undefined;
let provider: DemoProvider | undefined;
afterEach(async () => {
  await h?.close();
  await provider?.close();
  h = provider = undefined;
});

async function consoleFor(providerPort: number, env: Record<string, string> = {}) {
  const port = await freePort();
  return startAuthHarness(
    {
      CONSOLE_AUTH: 'oidc',
      OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
      OIDC_CLIENT_ID: 'tenant-admin-console',
      CONSOLE_PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'oidc-external-test-session-secret-0123456789',
      CONSOLE_ADMINS: 'group:console-admins, ada@demo.example',
      CONSOLE_VIEWERS: 'grace@demo.example',
      ...env,
    },
    { demoTenant: false, port },
  );
}

describe('oidc mode against a provider on another port', () => {
  it('answers 503 while the provider is down, then signs in once it is up (discovery retried)', async () => {
    const providerPort = await freePort();
    h = await consoleFor(providerPort);
    const jar = new CookieJar();
    const down = await hop(jar, new URL('/console/me', h.url));
    expect(down.response.status).toBe(503);
    expect(JSON.parse(down.body)).toEqual({ code: 14, message: 'the sign-in provider cannot be reached; try again in a moment' });
    const login = await hop(jar, new URL('/console/auth/login?returnTo=%2F', h.url));
    expect(login.response.status).toBe(503);
    expect(login.body).toContain('<h1>Sign-in is unavailable for now</h1>');

    provider = await startDemoProvider({ port: providerPort });
    expect((await hop(jar, new URL('/console/me', h.url))).response.status).toBe(401);
    const { jar: signedIn, hops } = await signInAs(h.url, 'Sign in as Grace Hopper (viewer)', '/settings');
    expect(hops.some((candidate) => candidate.url.port === String(providerPort) && candidate.url.pathname.startsWith('/interaction/'))).toBe(true);
    const me = await hop(signedIn, new URL('/console/me', h.url));
    expect(JSON.parse(me.body)).toEqual({ sub: 'grace', email: 'grace@demo.example', name: 'Grace Hopper', role: 'viewer', mode: 'oidc' });
  });

  it('refuses someone who is neither admin nor viewer with a 403 page naming them, and no session', async () => {
    provider = await startDemoProvider();
    h = await consoleFor(provider.port, { CONSOLE_ADMINS: 'someone@else.example', CONSOLE_VIEWERS: 'group:auditors' });
    const { jar, last } = await signInAs(h.url, 'Sign in as Ada Lovelace (admin)');
    expect(last.response.status).toBe(403);
    expect(last.body).toContain('<h1>You are not allowed to use this console</h1>');
    expect(last.body).toContain('<strong><bdi>ada@demo.example</bdi></strong>');
    expect(last.body).toContain('add your e-mail address');
    expect(last.body).toContain('CONSOLE_ADMINS');
    expect(last.body).toMatch(/<html lang="en">[\s\S]*<title>Not allowed/);
    expect(jar.get(h.url, 'console_session')).toBeUndefined();
    expect((await hop(jar, new URL('/console/me', h.url))).response.status).toBe(401);
  });

  it('a sign-out where the person stays signed in at the provider ends on the Signed out page, which says so, instead of signing them straight back in', async () => {
    provider = await startDemoProvider();
    h = await consoleFor(provider.port);
    const { jar } = await signInAs(h.url, 'Sign in as Ada Lovelace (admin)');
    const out = await hop(jar, new URL('/console/auth/logout', h.url), { method: 'POST', headers: { 'x-console-request': '1' } });
    const [asked] = await follow(jar, new URL((JSON.parse(out.body) as { logoutUrl: string }).logoutUrl));
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(asked?.body ?? '')?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(asked?.body ?? '')?.[1] ?? '';
    // "Stay signed in here": the form without logout=yes.
    const hops = await follow(jar, new URL(action, asked?.url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ xsrf }).toString() });
    const last = hops.at(-1);
    expect(last?.url.href).toBe(`${h.url}/console/auth/signed-out`);
    expect(last?.body).toContain('<h1>Signed out</h1>');
    expect(last?.body).toContain('If you chose to stay signed in at your sign-in provider, you still are, and signing in again may not ask for your password.');
    expect(last?.body).toContain('>Sign in again</a>');
    expect((await hop(jar, new URL('/console/me', h.url))).response.status).toBe(401);
  });
});

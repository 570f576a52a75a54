// Demo mode end to end over real HTTP: the console sends the browser to the embedded provider,
// the person clicks their button, the provider sends a code back, the console opens a session.
// Admins' calls are forwarded; a viewer's change is refused with nothing forwarded.
import { afterEach, describe, expect, it } from 'vitest';
import { CookieJar, callbackHop, follow, hop, signInAs, type Hop } from './browser-like';
import { startAuthHarness, type AuthHarness } from './harness';

let h: AuthHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const ADA = 'Sign in as Ada Lovelace (admin)';
const GRACE = 'Sign in as Grace Hopper (viewer)';

describe('demo mode', () => {
  it('signs Ada in as admin through the provider on another origin, back to returnTo', async () => {
    h = await startAuthHarness({});
    const { jar, hops } = await signInAs(h.url, ADA, '/apps/a1/authzen-servers?x=1');
    const provider = hops.find((candidate) => candidate.url.origin !== h?.url);
    expect(provider, 'the browser visits the provider').toBeDefined();
    const callback = callbackHop(hops);
    expect(callback.response.status).toBe(302);
    expect(callback.response.headers.get('location')).toBe('/apps/a1/authzen-servers?x=1');
    const setCookies = callback.response.headers.getSetCookie();
    const session = setCookies.find((line) => line.startsWith('console_session='));
    expect(session).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const me = await hop(jar, new URL('/console/me', h.url));
    expect(me.response.status).toBe(200);
    expect(JSON.parse(me.body)).toEqual({ sub: 'ada', email: 'ada@demo.example', name: 'Ada Lovelace', role: 'admin', mode: 'demo' });
    const call = await hop(jar, new URL('/api/v1/apps/a1/authzen_servers', h.url), { method: 'POST', headers: { 'x-console-request': '1', 'content-type': 'application/json' }, body: '{}' });
    expect(call.response.status).toBe(200);
    expect(h.tenant.apiRequests).toHaveLength(1);
  });

  it('signs Grace in as viewer: reads go through, a change is 403 and nothing is forwarded', async () => {
    h = await startAuthHarness({});
    const { jar } = await signInAs(h.url, GRACE);
    const me = await hop(jar, new URL('/console/me', h.url));
    expect(JSON.parse(me.body)).toMatchObject({ email: 'grace@demo.example', role: 'viewer' });
    const read = await hop(jar, new URL('/api/v1/apps/a1/authzen_servers', h.url), { headers: { 'x-console-request': '1' } });
    expect(read.response.status).toBe(200);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const change = await hop(jar, new URL('/api/v1/apps/a1/authzen_servers/s1', h.url), { method, headers: { 'x-console-request': '1', 'content-type': 'application/json' }, body: '{"name":"x"}' });
      expect(change.response.status).toBe(403);
      expect(JSON.parse(change.body)).toEqual({ code: 7, message: 'viewers cannot change the tenant' });
    }
    expect(h.tenant.apiRequests.map((request) => request.method)).toEqual(['GET']);
  });

  it('a replayed code is refused with the sign-in failed page and no session', async () => {
    h = await startAuthHarness({});
    const first = await signInAs(h.url, ADA);
    const callback = callbackHop(first.hops);
    // The same callback again, with the sign-in cookie the first one consumed put back (an attacker who captured both).
    const login = first.hops.find((candidate) => candidate.url.pathname === '/console/auth/login');
    const sealed = login?.response.headers.getSetCookie().find((line) => line.startsWith('console_signin=')) ?? '';
    const replay = new CookieJar();
    replay.set(h.url, 'console_signin', sealed.slice('console_signin='.length, sealed.indexOf(';')));
    const again = await hop(replay, callback.url);
    expect(again.response.status).toBe(400);
    expect(again.body).toContain('<h1>Sign-in failed</h1>');
    expect(again.body).toContain('Try signing in again');
    expect(again.response.headers.getSetCookie().some((line) => line.startsWith('console_session=') && !line.startsWith('console_session=;'))).toBe(false);
  });

  it('logout clears the cookie and names the provider end-session URL', async () => {
    h = await startAuthHarness({});
    const { jar } = await signInAs(h.url, ADA);
    const out = await hop(jar, new URL('/console/auth/logout', h.url), { method: 'POST', headers: { 'x-console-request': '1' } });
    expect(out.response.status).toBe(200);
    const { logoutUrl } = JSON.parse(out.body) as { logoutUrl: string };
    expect(new URL(logoutUrl).pathname).toBe('/session/end');
    expect(new URL(logoutUrl).searchParams.get('post_logout_redirect_uri')).toBe(`${h.url}/console/auth/signed-out`);
    expect(out.response.headers.getSetCookie()[0]).toMatch(/^console_session=; Path=\/; Max-Age=0/);
    const me = await hop(jar, new URL('/console/me', h.url));
    expect(me.response.status).toBe(401);
    // The provider's sign-out page, then back to the console.
    const [page] = await follow(jar, new URL(logoutUrl));
    expect(page?.response.status).toBe(200);
    expect(page?.body).toContain('Sign out of the demo provider');
  });

  // The provider's sign-out page has one form (its xsrf field), both buttons outside it (form=):
  // "Sign out of the demo provider" adds logout=yes, "Stay signed in here" nothing.
  const chooseAtProvider = async (jar: CookieJar, page: Hop, signOutThere: boolean): Promise<Hop[]> => {
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(page.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return follow(jar, new URL(action, page.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: page.url.origin },
      body: new URLSearchParams({ xsrf, ...(signOutThere ? { logout: 'yes' } : {}) }).toString(),
    });
  };

  for (const [choice, signOutThere] of [['Sign out of the demo provider', true], ['Stay signed in here', false]] as const) {
    it(`a sign-out ends on the console's Signed out page after “${choice}”, which signs nobody back in`, async () => {
      h = await startAuthHarness({});
      const { jar } = await signInAs(h.url, ADA);
      const out = await hop(jar, new URL('/console/auth/logout', h.url), { method: 'POST', headers: { 'x-console-request': '1' } });
      const [asked] = await follow(jar, new URL((JSON.parse(out.body) as { logoutUrl: string }).logoutUrl));
      expect(asked?.body).toContain(`>${choice}</button>`);
      const hops = await chooseAtProvider(jar, asked as Hop, signOutThere);
      const last = hops.at(-1) as Hop;
      expect(last.url.href).toBe(`${h.url}/console/auth/signed-out`);
      expect(last.response.status).toBe(200);
      expect(last.response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; form-action 'none'/);
      expect(last.body).not.toContain('<script');
      expect(last.body).toContain('<title>Signed out · Tenant Admin Console</title>');
      expect(last.body).toContain('<h1>Signed out</h1>');
      expect(last.body).toContain('You are signed out of the Tenant Admin Console.');
      expect(last.body).toContain('Signing in again asks who you are, whether you signed out of the demo provider too or stayed signed in there.');
      expect(last.body).toContain('<a class="button" href="/console/auth/login?returnTo=%2F">Sign in again</a>');
      expect((await hop(jar, new URL('/console/me', h.url))).response.status).toBe(401);
      // Signing in again asks who you are, whichever the choice was.
      const again = await follow(jar, new URL('/console/auth/login?returnTo=%2F', h.url));
      expect(again.at(-1)?.body).toContain(ADA);
    });
  }

  it('the signed-out page sends someone who is signed in to the console instead', async () => {
    h = await startAuthHarness({});
    const { jar } = await signInAs(h.url, ADA);
    const page = await hop(jar, new URL('/console/auth/signed-out', h.url));
    expect(page.response.status).toBe(302);
    expect(page.response.headers.get('location')).toBe('/');
  });
});

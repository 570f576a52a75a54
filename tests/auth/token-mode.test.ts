// Token mode: the printed link signs its holder in as admin; wrong tokens are limited to a few a
// minute for the whole server (so 256 random bits cannot be guessed) and logged without the token.
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenCheck } from '../../server/auth/token-sign-in';
import { CookieJar, hop } from './browser-like';
import { startAuthHarness, type AuthHarness } from './harness';

let h: AuthHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('token mode', () => {
  it('is the default with a real tenant: a 256-bit token minted per start, in a loopback link', async () => {
    h = await startAuthHarness({}, { demoTenant: false });
    const link = new URL(h.signIn.auth.tokenLink(h.proxy.port) ?? '');
    expect(link.origin).toBe(h.url);
    expect(link.pathname).toBe('/console/auth/token');
    expect(Buffer.from(link.searchParams.get('token') ?? '', 'base64url')).toHaveLength(32);
    const jar = new CookieJar();
    const signIn = await hop(jar, link);
    expect(signIn.response.status).toBe(302);
    expect(signIn.response.headers.get('location')).toBe('/');
    const me = await hop(jar, new URL('/console/me', h.url));
    expect(JSON.parse(me.body)).toMatchObject({ role: 'admin', mode: 'token' });
    // The login route has no provider to go to: it says where the link is.
    const login = await hop(new CookieJar(), new URL('/console/auth/login', h.url));
    expect(login.body).toContain("<h1>Sign in with the console's link</h1>");
  });

  it('signing out ends on the Signed out page, which points to the printed link (there is no provider)', async () => {
    h = await startAuthHarness({}, { demoTenant: false });
    const jar = new CookieJar();
    await hop(jar, new URL(h.signIn.auth.tokenLink(h.proxy.port) ?? ''));
    const out = await hop(jar, new URL('/console/auth/logout', h.url), { method: 'POST', headers: { 'x-console-request': '1' } });
    const { logoutUrl } = JSON.parse(out.body) as { logoutUrl: string };
    expect(logoutUrl).toBe(`${h.url}/console/auth/signed-out`);
    const page = await hop(jar, new URL(logoutUrl));
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; form-action 'none'/);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<title>Signed out · Tenant Admin Console</title>');
    expect(page.body).toContain('<h1>Signed out</h1>');
    expect(page.body).toContain('You are signed out of the Tenant Admin Console.');
    expect(page.body).toContain('Open the sign-in link the console printed on its terminal');
    expect((await hop(jar, new URL('/console/me', h.url))).response.status).toBe(401);
  });

  it('answers 429 after ten wrong tokens, even to the right one, and never logs a tried token', async () => {
    const token = 'token-mode-test-token-0123456789abcdef';
    h = await startAuthHarness({ CONSOLE_AUTH: 'token', CONSOLE_TOKEN: token }, { demoTenant: false });
    for (let i = 0; i < 10; i++) {
      const wrong = await hop(new CookieJar(), new URL(`/console/auth/token?token=guess-${i}-secretish`, h.url));
      expect(wrong.response.status).toBe(401);
      expect(wrong.response.headers.getSetCookie()).toEqual([]);
    }
    const limited = await hop(new CookieJar(), new URL(`/console/auth/token?token=${token}`, h.url));
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toBe('60');
    expect(h.logText()).toContain('wrong console token');
    expect(h.logText()).not.toContain('secretish');
    expect(h.logText()).not.toContain(token);
  });

  it('lets wrong tokens age out of the window, and compares whole tokens only', () => {
    let now = 0;
    const check = createTokenCheck('the-right-token-0123456789abcdef0123', { maxFailures: 2, windowMs: 60_000, now: () => now });
    expect(check.check('the-right-token')).toBe('wrong');
    expect(check.check('the-right-token-0123456789abcdef01234')).toBe('wrong');
    expect(check.check('the-right-token-0123456789abcdef0123')).toBe('limited');
    now += 60_001;
    expect(check.check(null)).toBe('wrong');
    expect(check.check('the-right-token-0123456789abcdef0123')).toBe('ok');
  });
});

describe('without a session', () => {
  it('answers 401 for /api/, /console/info and /console/audit and forwards nothing; health check and sign-in stay open', async () => {
    h = await startAuthHarness({ CONSOLE_AUTH: 'token' }, { demoTenant: false });
    const jar = new CookieJar();
    const headers = { 'x-console-request': '1' };
    for (const [method, path] of [['GET', '/api/v1/apps/a1/authzen_servers'], ['POST', '/api/v1/apps/a1/authzen_servers'], ['DELETE', '/api/v2/x/y'], ['GET', '/console/info'], ['GET', '/console/audit'], ['GET', '/console/me']] as const) {
      const answer = await hop(jar, new URL(path, h.url), { method, headers, body: method === 'POST' ? '{}' : undefined });
      expect(answer.response.status, `${method} ${path}`).toBe(401);
      expect(JSON.parse(answer.body), `${method} ${path}`).toEqual({ code: 16, message: 'sign in' });
    }
    // A forged cookie is no session either.
    const forged = await hop(jar, new URL('/api/v1/apps/a1/authzen_servers', h.url), { headers: { ...headers, cookie: 'console_session=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.AAAA.AAAA' } });
    expect(forged.response.status).toBe(401);
    expect(h.tenant.apiRequests).toHaveLength(0);
    expect(h.tenant.tokenRequests).toHaveLength(0);
    expect((await hop(jar, new URL('/console/healthz', h.url))).response.status).toBe(200);
  });

  it('logout keeps the /api/ guards: no console header or a foreign origin is refused', async () => {
    h = await startAuthHarness({ CONSOLE_AUTH: 'token' }, { demoTenant: false });
    const url = new URL('/console/auth/logout', h.url);
    expect((await hop(new CookieJar(), url, { method: 'POST' })).response.status).toBe(403);
    expect((await hop(new CookieJar(), url, { method: 'POST', headers: { 'x-console-request': '1', origin: 'http://evil.example' } })).response.status).toBe(403);
    expect((await hop(new CookieJar(), url, { method: 'GET', headers: { 'x-console-request': '1' } })).response.status).toBe(401);
    const out = await hop(new CookieJar(), url, { method: 'POST', headers: { 'x-console-request': '1' } });
    expect(JSON.parse(out.body)).toEqual({ logoutUrl: `${h.url}/console/auth/signed-out` });
  });
});

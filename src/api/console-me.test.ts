import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { consoleMeSchema, isUnauthenticated, signInHref, signOut } from './console-me';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('/console/me', () => {
  it('keeps an unknown role as it came and reads an absent one as a viewer', () => {
    expect(consoleMeSchema.parse({ sub: 's', email: 'e', name: 'n', role: 'auditor', mode: 'oidc' }).role).toBe('auditor');
    expect(consoleMeSchema.parse({ sub: 's' }).role).toBe('viewer');
  });

  it('sign-in address: the return path travels encoded', () => {
    expect(signInHref('/apps/a b/owners?userIds=u1,u2')).toBe('/console/auth/login?returnTo=%2Fapps%2Fa%20b%2Fowners%3FuserIds%3Du1%2Cu2');
  });

  it('a 401 or code 16 is no session; a 403 is not', () => {
    expect(isUnauthenticated(new ApiError({ kind: 'http', operation: 'x', status: 401, message: 'sign in' }))).toBe(true);
    expect(isUnauthenticated(new ApiError({ kind: 'http', operation: 'x', status: 403, code: 7, message: 'viewers' }))).toBe(false);
    expect(isUnauthenticated(new Error('401'))).toBe(false);
  });
});

describe('signOut', () => {
  it('POSTs with the console header and follows only a web address', async () => {
    const fetchMock = answer(200, { logoutUrl: 'https://idp.example/logout?id_token_hint=x' });
    expect(await signOut()).toBe('https://idp.example/logout?id_token_hint=x');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/console/auth/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-Console-Request']).toBe('1');
    for (const logoutUrl of ['javascript:alert(1)', 'data:text/html,x', 'not a url', null, undefined, 42]) {
      answer(200, { logoutUrl });
      expect(await signOut(), String(logoutUrl)).toBeNull();
    }
  });

  it('a session that had already ended is signed out; any other failure is not', async () => {
    answer(401, { code: 16, message: 'sign in' });
    expect(await signOut()).toBeNull();
    answer(500, { code: 13, message: 'boom' });
    await expect(signOut()).rejects.toMatchObject({ status: 500 });
  });
});

// Token handling through the real proxy and a fake tenant on loopback: single flight, expiry,
// 401 replay, token endpoint failures and recovery, and what reaches the token endpoint.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compactVerify, decodeJwt, importJWK } from 'jose';
import { parseKeySecret } from '../../server/proxy/client-secret';
import { DEMO_CLIENT_SECRET } from '../../server/demo-tenant/demo-client';
import { DEFAULT_PROXY_SETTINGS } from '../../server/proxy/config';
import { createTokenSource } from '../../server/proxy/token-source';
import { send, startFakeTenant } from './fake-tenant';
import { CLIENT_ID, PLAIN_SECRET, startHarness, type Harness } from './harness';

let h: Harness;
afterEach(async () => {
  const running = h as Harness | undefined;
  h = undefined as unknown as Harness; // a test that starts none must not close the last one twice
  await running?.close();
});

const api = (path = '/api/v1/apps/A/authzen_servers') => send(h.port, { path });

describe('token cache through the proxy', () => {
  it('200 concurrent cold requests cause exactly one token request, and all succeed with that token', async () => {
    h = await startHarness();
    // A slow token endpoint makes sure every request arrives while the exchange is in flight.
    h.tenant.tokenHandler = (_req, res) => setTimeout(() => h.tenant.issueToken(res), 150);
    const answers = await Promise.all(Array.from({ length: 200 }, () => api()));
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(200));
    expect(h.tenant.tokenRequests).toHaveLength(1);
    expect(h.tenant.apiRequests).toHaveLength(200);
    expect(new Set(h.tenant.apiRequests.map((r) => r.headers.authorization))).toEqual(new Set([`Bearer ${h.tenant.issued[0]}`]));
  });

  it('reuses the cached token and logs hit after the first miss', async () => {
    h = await startHarness();
    await api();
    await api();
    await api();
    expect(h.tenant.tokenRequests).toHaveLength(1);
    expect(h.requests().map((line) => line.tokenCache)).toEqual(['miss', 'hit', 'hit']);
  });

  it('sends the plain credentials in the form body, never in headers', async () => {
    h = await startHarness();
    await api();
    const [tokenRequest] = h.tenant.tokenRequests;
    const form = new URLSearchParams(tokenRequest!.body.toString());
    expect(tokenRequest!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('client_id')).toBe(CLIENT_ID);
    expect(form.get('client_secret')).toBe(PLAIN_SECRET);
    expect(tokenRequest!.headers.authorization).toBeUndefined();
    expect(tokenRequest!.rawHeaders.join('\n')).not.toContain(PLAIN_SECRET);
  });

  it('exchanges a v1 key secret with a private_key_jwt assertion and never sends the secret', async () => {
    h = await startHarness({ clientSecret: DEMO_CLIENT_SECRET });
    await api();
    const form = new URLSearchParams(h.tenant.tokenRequests[0]!.body.toString());
    expect(form.get('client_secret')).toBeNull();
    expect(form.get('client_assertion_type')).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
    const key = parseKeySecret(DEMO_CLIENT_SECRET)!;
    const { d: _d, ...publicJwk } = key.jwk;
    await compactVerify(form.get('client_assertion')!, await importJWK({ ...publicJwk, alg: 'EdDSA' }, 'EdDSA'));
    const claims = decodeJwt(form.get('client_assertion')!);
    expect(claims).toMatchObject({ iss: CLIENT_ID, sub: CLIENT_ID, aud: '127.0.0.1' });
    expect(h.tenant.tokenRequests[0]!.rawHeaders.join('\n')).not.toContain(key.jwk.d);
  });

  it('fetches a new token once the cached one has expired', async () => {
    let now = Date.now();
    h = await startHarness({ now: () => now });
    h.tenant.expiresIn = 60;
    expect((await api()).status).toBe(200);
    h.tenant.revokeAll(); // the tenant forgets it too, as a real one would
    now += 60_000;
    expect((await api()).status).toBe(200);
    expect(h.tenant.tokenRequests).toHaveLength(2);
    // The expired token was never offered again: no 401 round trip was needed.
    expect(h.tenant.apiRequests.map((r) => r.headers.authorization)).toEqual([`Bearer ${h.tenant.issued[0]}`, `Bearer ${h.tenant.issued[1]}`]);
  });

  it('refreshes ahead of expiry in the background, serving the still-valid token meanwhile', async () => {
    let now = Date.now();
    h = await startHarness({ now: () => now });
    h.tenant.expiresIn = 300; // margin min(60 s, 10%) = 30 s: refresh from 270 s on
    await api();
    now += 271_000;
    const answer = await api();
    expect(answer.status).toBe(200);
    expect(h.tenant.apiRequests[1]!.headers.authorization).toBe(`Bearer ${h.tenant.issued[0]}`);
    await vi.waitFor(() => expect(h.tenant.issued).toHaveLength(2));
    await vi.waitFor(async () => {
      await api();
      expect(h.tenant.apiRequests.at(-1)!.headers.authorization).toBe(`Bearer ${h.tenant.issued[1]}`);
    });
    expect(h.tenant.tokenRequests).toHaveLength(2);
    expect(h.requests().map((line) => line.tokenCache).slice(0, 3)).toEqual(['miss', 'refresh', 'hit']);
  });

  it('on an upstream 401 drops the token, fetches one new token and replays the request once with its body', async () => {
    h = await startHarness();
    await api();
    h.tenant.revokeAll();
    const body = JSON.stringify({ name: 'x'.repeat(5000) });
    const answer = await send(h.port, { method: 'POST', path: '/api/v1/apps/A/mcp_servers', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).body).toBe(body);
    expect(h.tenant.tokenRequests).toHaveLength(2);
    const posts = h.tenant.apiRequests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts.map((r) => r.body.toString())).toEqual([body, body]);
    expect(posts[1]!.headers.authorization).toBe(`Bearer ${h.tenant.issued[1]}`);
    expect(h.requests().at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/apps/A/mcp_servers', status: 200, tokenCache: 'refresh' });
  });

  it('a second 401 goes back to the browser (one replay only)', async () => {
    h = await startHarness();
    h.tenant.apiHandler = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Basic realm="x"' });
      res.end(JSON.stringify({ code: 16, message: 'no' }));
    };
    const answer = await api();
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ code: 16, message: 'no' });
    expect(answer.headers['www-authenticate']).toBeUndefined();
    expect(h.tenant.apiRequests).toHaveLength(2);
    expect(h.tenant.tokenRequests).toHaveLength(2);
  });

  it('a tenant that refuses every token gets at most one new token request a second, and each 401 goes back as it came', async () => {
    let now = Date.now();
    h = await startHarness({ now: () => now });
    const refusedBody = JSON.stringify({ code: 16, message: 'the access token is not accepted here' });
    h.tenant.apiHandler = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json', 'x-request-id': 'r-401', 'www-authenticate': 'Bearer error="invalid_token"' });
      res.end(refusedBody);
    };
    for (let i = 0; i < 30; i++) {
      const answer = await api();
      expect(answer.status).toBe(401);
      expect(answer.body).toBe(refusedBody);
      expect(answer.headers['x-request-id']).toBe('r-401');
      expect(answer.headers['www-authenticate']).toBeUndefined();
    }
    // The first token, then one 401-driven renewal; the clock has not moved, so no more.
    expect(h.tenant.tokenRequests).toHaveLength(2);
    expect(h.tenant.apiRequests).toHaveLength(31); // one replay, then each refused request once
    now += 1000;
    await Promise.all(Array.from({ length: 10 }, () => api())); // concurrent 401s share one renewal
    expect(h.tenant.tokenRequests).toHaveLength(3);
  });

  it('a 401 that cannot be replayed and whose body is too long to hold back gets the proxy\'s own 401', async () => {
    const now = Date.now();
    h = await startHarness({ now: () => now });
    const longBody = JSON.stringify({ code: 16, message: 'x'.repeat(100 * 1024) });
    h.tenant.apiHandler = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(longBody);
    };
    // The first call is replayed once; the replay's 401 streams through whole.
    expect((await api()).body).toBe(longBody);
    // The next one is held back, may not be replayed within the second, and is too long to keep.
    const answer = await api();
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ code: 16, message: 'the tenant refused the access token' });
    expect(h.tenant.tokenRequests).toHaveLength(2);
  });

  it('a replay of a request whose body hits the 1 MiB limit exactly carries the whole body', async () => {
    h = await startHarness();
    await api();
    h.tenant.revokeAll();
    const body = Buffer.alloc(1024 * 1024, 97);
    const answer = await send(h.port, { method: 'PUT', path: '/api/v1/x', headers: { 'content-type': 'application/octet-stream' }, body });
    expect(answer.status).toBe(200);
    const puts = h.tenant.apiRequests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.body.length)).toEqual([body.length, body.length]);
  });
});

describe('token endpoint failures', () => {
  it('a 500 becomes a 502 naming the status and the OAuth error, without credentials, then no storm, then recovery', async () => {
    // The token cache's clock stands still unless the test moves it, so a slow machine cannot
    // stretch the burst past the retry interval.
    let clock = Date.now();
    h = await startHarness({ tokenRetryIntervalMs: 1000, now: () => clock });
    h.tenant.tokenHandler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      // A careless endpoint that echoes what it got must not leak it through the proxy.
      res.end(JSON.stringify({ error: 'server_error', error_description: `database down (client_secret=${PLAIN_SECRET})` }));
    };
    const first = await api();
    expect(first.status).toBe(502);
    const body = JSON.parse(first.body);
    expect(body.code).toBe(14);
    expect(body.message).toContain('HTTP 500');
    expect(body.message).toContain('server_error');
    expect(body.tokenEndpoint).toMatchObject({ status: 500, error: 'server_error' });
    expect(first.body).not.toContain(PLAIN_SECRET);

    // Many requests while it keeps failing: all get a 502 at once, sharing at most one attempt per second.
    const burst = await Promise.all(Array.from({ length: 50 }, () => api()));
    expect(burst.every((a) => a.status === 502)).toBe(true);
    expect(h.tenant.tokenRequests).toHaveLength(1);
    expect(h.tenant.apiRequests).toHaveLength(0);

    // Healed: the next request after the interval gets a token and goes through.
    h.tenant.tokenHandler = (_req, res) => h.tenant.issueToken(res);
    clock += 999;
    expect((await api()).status).toBe(502);
    expect(h.tenant.tokenRequests).toHaveLength(1);
    clock += 1;
    expect((await api()).status).toBe(200);
    expect(h.tenant.tokenRequests).toHaveLength(2);
    expect(h.logText()).not.toContain(PLAIN_SECRET);
  });

  it('an invalid_client 401 from the token endpoint is a 502 naming it', async () => {
    h = await startHarness();
    h.tenant.tokenHandler = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_client', error_description: 'client authentication failed' }));
    };
    const answer = await api();
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body).message).toBe(
      'The console could not get an access token: the token endpoint answered HTTP 401 (invalid_client: client authentication failed).',
    );
  });

  it('a hanging token endpoint gives a 504 after the configured bound, and the proxy recovers', async () => {
    let clock = Date.now();
    h = await startHarness({ settings: { tokenTimeoutMs: 300 }, tokenRetryIntervalMs: 1000, now: () => clock });
    h.tenant.tokenHandler = () => {
      // never answers
    };
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => api()));
    const elapsed = Date.now() - started;
    expect(answers.every((a) => a.status === 504)).toBe(true);
    expect(JSON.parse(answers[0]!.body).message).toContain('did not answer within 0.3 s');
    // Nothing reached the tenant: a plain failure, without the proxy's "sent, no answer" mark.
    expect(JSON.parse(answers[0]!.body)).not.toHaveProperty('details');
    expect(JSON.parse(answers[0]!.body)).toHaveProperty('tokenEndpoint');
    expect(h.tenant.apiRequests).toHaveLength(0);
    expect(elapsed).toBeGreaterThanOrEqual(280);
    // The configured bound, not the default one, ended the wait.
    expect(elapsed).toBeLessThan(DEFAULT_PROXY_SETTINGS.tokenTimeoutMs);

    // Within the retry interval no new attempt is made: one would now get a token and a 200.
    h.tenant.tokenHandler = (_req, res) => h.tenant.issueToken(res);
    clock += 999;
    expect((await api()).status).toBe(504);
    clock += 1;
    expect((await api()).status).toBe(200);
    // The 20 requests shared one attempt, and the interval's end made one more. The aborted attempt
    // may have reached the tenant or not (on a busy machine the 0.3 s pass before it is even sent),
    // and when it did, the tenant may record it after any moment this test could look: so a bound.
    expect(h.tenant.tokenRequests.length).toBeGreaterThanOrEqual(1);
    expect(h.tenant.tokenRequests.length).toBeLessThanOrEqual(2);
  });

  it.each([
    ['CR/LF', 'abc\r\nX-Injected: 1'],
    ['a space', 'abc def'],
    ['non-Latin-1 characters', 'tök€n'],
    ['a quote', 'abc"def'],
  ])('an access_token with %s is refused with a 502 saying so, and not cached', async (_name, token) => {
    let now = Date.now();
    h = await startHarness({ now: () => now });
    h.tenant.tokenHandler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
    };
    const answer = await api();
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body).message).toMatch(/not a bearer token \(characters outside RFC 6750 b64token\)/);
    expect(h.tenant.apiRequests).toHaveLength(0);
    h.tenant.tokenHandler = (_req, res) => h.tenant.issueToken(res);
    now += 1000;
    expect((await api()).status).toBe(200);
    expect(h.tenant.tokenRequests).toHaveLength(2);
  });

  it('accepts every RFC 6750 b64token character', async () => {
    h = await startHarness();
    const token = 'aZ09-._~+/abc==';
    h.tenant.tokenHandler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: token, expires_in: 3600 }));
    };
    h.tenant.apiHandler = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ authorization: req.headers.authorization }));
    };
    expect(JSON.parse((await api()).body)).toEqual({ authorization: `Bearer ${token}` });
  });

  it('an unreachable token endpoint is a 502', async () => {
    h = await startHarness();
    await h.tenant.close();
    const answer = await api();
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body).message).toContain('could not be reached');
  });
});

describe('token lifetimes', () => {
  it.each([
    [0.001, 30],
    [1, 30],
    [3600, 3600],
    ['600', 600],
    [1e300, 86_400],
    [undefined, 300],
    [null, 300],
    [0, 300],
    [-60, 300],
    ['soon', 300],
    [{}, 300],
  ])('expires_in %j is taken as %d s', async (expiresIn, seconds) => {
    const tenant = await startFakeTenant();
    const source = createTokenSource({ baseUrl: tenant.baseUrl, clientId: CLIENT_ID, clientSecret: PLAIN_SECRET });
    try {
      tenant.tokenHandler = (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ access_token: 'abc', token_type: 'Bearer', expires_in: expiresIn }));
      };
      expect(await source()).toEqual({ value: 'abc', expiresIn: seconds });
    } finally {
      await source.close();
      await tenant.close();
    }
  });

  it('a token said to last a millisecond is reused, not fetched again for every call', async () => {
    h = await startHarness();
    h.tenant.expiresIn = 0.001;
    for (let i = 0; i < 5; i++) expect((await api()).status).toBe(200);
    expect(h.tenant.tokenRequests).toHaveLength(1);
  });
});

describe('a token endpoint that echoes the request', () => {
  const SPECIAL_SECRET = 'S3cr3t/with+special=chars&x my secret value';
  const echoes: [string, (form: string) => string][] = [
    ['as it came (form-encoded)', (form) => form],
    ['percent-encoded', (form) => encodeURIComponent(form)],
    ['percent-encoded with lower-case hex', (form) => encodeURIComponent(form).replace(/%[0-9A-F]{2}/g, (x) => x.toLowerCase())],
    ['form-decoded', (form) => decodeURIComponent(form.replace(/\+/g, ' '))],
    ['in base64', (form) => Buffer.from(form).toString('base64')],
    ['in base64 after one byte', (form) => Buffer.from(`x${form}`).toString('base64')],
    ['in base64 after two bytes', (form) => Buffer.from(`xy${form}`).toString('base64')],
    ['in base64url', (form) => Buffer.from(form).toString('base64url')],
  ];

  it.each(echoes)('never shows or logs a plain secret echoed %s', async (_name, encode) => {
    h = await startHarness({ clientSecret: SPECIAL_SECRET });
    let echoed = '';
    h.tenant.tokenHandler = (_req, res, body) => {
      // The secret as it travelled (form-encoded), encoded as the case says.
      const sent = body.toString().split('&').find((part) => part.startsWith('client_secret='))?.slice('client_secret='.length) ?? '';
      echoed = encode(sent);
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_request', error_description: `got client_secret=${echoed}`, echo: body.toString() }));
    };
    const answer = await api();
    expect(answer.status).toBe(502);
    const shown = answer.body + h.logText();
    // The echoed form, less its first and last base64 group (which mix in neighbouring bytes).
    expect(echoed.length).toBeGreaterThan(20);
    expect(shown).not.toContain(echoed.slice(4, -4));
    for (const form of [SPECIAL_SECRET, new URLSearchParams({ s: SPECIAL_SECRET }).toString().slice(2), encodeURIComponent(SPECIAL_SECRET), 'my+secret+value', 'my secret value']) {
      expect(shown).not.toContain(form);
    }
    const tokenEndpoint = JSON.parse(answer.body).tokenEndpoint;
    expect(tokenEndpoint).toMatchObject({ status: 400, error: 'invalid_request' });
    expect(tokenEndpoint.errorDescription).toMatch(/^got client_secret=.{0,4}\[redacted\]/);
    expect(tokenEndpoint.errorDescription.length).toBeLessThanOrEqual(120);
  });

  it.each(echoes)('never shows or logs the signed client assertion echoed %s', async (_name, encode) => {
    h = await startHarness({ clientSecret: DEMO_CLIENT_SECRET });
    h.tenant.tokenHandler = (_req, res, body) => {
      const assertion = new URLSearchParams(body.toString()).get('client_assertion') ?? '';
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_client', error_description: `bad signature ${encode(assertion.split('.')[2] ?? '')}` }));
    };
    const answer = await api();
    expect(answer.status).toBe(502);
    const assertion = new URLSearchParams(h.tenant.tokenRequests[0]!.body.toString()).get('client_assertion')!;
    const signature = assertion.split('.')[2]!;
    const shown = answer.body + h.logText();
    expect(JSON.parse(answer.body).tokenEndpoint.errorDescription).toMatch(/^bad signature /);
    for (const form of [signature.slice(0, 20), signature.slice(-20), Buffer.from(signature).toString('base64').slice(4, 24)]) expect(shown).not.toContain(form);
  });

  it('logs no control characters from the endpoint\'s answer (no forged log lines)', async () => {
    h = await startHarness();
    h.tenant.tokenHandler = (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_client', error_description: 'a\r\n{"level":30,"msg":"forged"}\u0085b\u2028c\u2029d\u009be\u0007' }));
    };
    expect((await api()).status).toBe(502);
    const text = h.logText();
    for (const control of ['\u0085', '\u2028', '\u2029', '\u009b', '\\r', '\\n', '\\u0007']) expect(text).not.toContain(control);
    expect(text.trimEnd().split('\n').every((line) => typeof JSON.parse(line).level === 'number')).toBe(true);
    expect(h.logs.find((line) => line.msg.startsWith('token endpoint failure'))?.msg).toContain('a {"level":30,"msg":"forged"} b c d e');
  });
});

// Token handling through the real proxy and a fake tenant on loopback: single flight, expiry,
// 401 replay, token endpoint failures and recovery, and what reaches the token endpoint.
import { afterEach, describe, expect, it } from 'vitest';
import { compactVerify, decodeJwt, importJWK } from 'jose';
import { parseKeySecret } from '../../server/proxy/client-secret';
import { DEMO_CLIENT_SECRET } from '../../server/demo-tenant/demo-client';
import { send } from './fake-tenant';
import { CLIENT_ID, PLAIN_SECRET, startHarness, type Harness } from './harness';

let h: Harness;
afterEach(async () => {
  await h?.close();
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
    expect(h.logs.filter((l) => l.startsWith('GET ')).map((l) => l.split(' token=')[1])).toEqual(['miss', 'hit', 'hit']);
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
    h = await startHarness();
    h.tenant.expiresIn = 1;
    expect((await api()).status).toBe(200);
    h.tenant.revokeAll(); // the tenant forgets it too, as a real one would
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect((await api()).status).toBe(200);
    expect(h.tenant.tokenRequests).toHaveLength(2);
    // The expired token was never offered again: no 401 round trip was needed.
    expect(h.tenant.apiRequests.map((r) => r.headers.authorization)).toEqual([`Bearer ${h.tenant.issued[0]}`, `Bearer ${h.tenant.issued[1]}`]);
  });

  it('refreshes ahead of expiry in the background, serving the still-valid token meanwhile', async () => {
    h = await startHarness();
    h.tenant.expiresIn = 2; // margin min(60 s, 10%) = 200 ms: refresh from 1.8 s on
    await api();
    await new Promise((resolve) => setTimeout(resolve, 1850));
    const answer = await api();
    expect(answer.status).toBe(200);
    expect(h.tenant.apiRequests[1]!.headers.authorization).toBe(`Bearer ${h.tenant.issued[0]}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.tenant.tokenRequests).toHaveLength(2);
    await api();
    expect(h.tenant.apiRequests[2]!.headers.authorization).toBe(`Bearer ${h.tenant.issued[1]}`);
    expect(h.logs.filter((l) => l.startsWith('GET ')).map((l) => l.split(' token=')[1])).toEqual(['miss', 'refresh', 'hit']);
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
    expect(h.logs.at(-1)).toMatch(/^POST \/api\/v1\/apps\/A\/mcp_servers 200 [\d.]+ms token=refresh$/);
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
    h = await startHarness({ tokenRetryIntervalMs: 1000 });
    h.tenant.tokenHandler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      // A careless endpoint that echoes what it got must not leak it through the proxy.
      res.end(JSON.stringify({ error: 'server_error', error_description: `database down (client_secret=${PLAIN_SECRET})` }));
    };
    const started = Date.now();
    const first = await api();
    expect(first.status).toBe(502);
    const body = JSON.parse(first.body);
    expect(body.code).toBe(14);
    expect(body.message).toContain('HTTP 500');
    expect(body.message).toContain('server_error');
    expect(body.tokenEndpoint).toMatchObject({ status: 500, error: 'server_error' });
    expect(first.body).not.toContain(PLAIN_SECRET);
    expect(Date.now() - started).toBeLessThan(1000);

    // Many requests while it keeps failing: all get a 502 at once, sharing at most one attempt per second.
    const burst = await Promise.all(Array.from({ length: 50 }, () => api()));
    expect(burst.every((a) => a.status === 502)).toBe(true);
    expect(h.tenant.tokenRequests).toHaveLength(1);
    expect(h.tenant.apiRequests).toHaveLength(0);

    // Healed: the next request after the interval gets a token and goes through.
    h.tenant.tokenHandler = (_req, res) => h.tenant.issueToken(res);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect((await api()).status).toBe(200);
    expect(h.tenant.tokenRequests).toHaveLength(2);
    for (const line of h.logs) expect(line).not.toContain(PLAIN_SECRET);
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
    h = await startHarness({ settings: { tokenTimeoutMs: 300 } });
    h.tenant.tokenHandler = () => {
      // never answers
    };
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => api()));
    const elapsed = Date.now() - started;
    expect(answers.every((a) => a.status === 504)).toBe(true);
    expect(JSON.parse(answers[0]!.body).message).toContain('did not answer within 0.3 s');
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1500);
    expect(h.tenant.tokenRequests).toHaveLength(1);

    h.tenant.tokenHandler = (_req, res) => h.tenant.issueToken(res);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect((await api()).status).toBe(200);
  });

  it('an unreachable token endpoint is a 502', async () => {
    h = await startHarness();
    await h.tenant.close();
    const answer = await api();
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body).message).toContain('could not be reached');
  });
});

// Forwarding through the real proxy: what reaches the tenant, streaming, timeouts, client
// disconnects, keep-alive, and logs that never carry a secret or a token.
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CLIENT_SECRET } from '../../server/demo-tenant/demo-client';
import { parseKeySecret } from '../../server/proxy/client-secret';
import { DEFAULT_PROXY_SETTINGS } from '../../server/proxy/config';
import { API_SECURITY_HEADERS } from '../../server/proxy/security-headers';
import { UPSTREAM_NO_ANSWER } from '../../src/api/rpc-status';
import { send } from './fake-tenant';
import { PLAIN_SECRET, startHarness, type Harness } from './harness';

let h: Harness;
afterEach(async () => {
  const running = h as Harness | undefined;
  h = undefined as unknown as Harness; // a test that starts none must not close the last one twice
  await running?.close();
});

describe('forwarding', () => {
  it('forwards method, raw path, query, body and content type, and streams the answer back', async () => {
    h = await startHarness();
    const body = '{"contacts":{"securityEmails":["a@b.c"]},"note":"\u00e9"}';
    const answer = await send(h.port, {
      method: 'PATCH',
      path: '/api/v1/settings/contacts?updateMask=securityEmails,billingEmails',
      headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body,
    });
    expect(answer.status).toBe(200);
    const seen = h.tenant.apiRequests[0]!;
    expect(seen.method).toBe('PATCH');
    expect(seen.url).toBe('/api/v1/settings/contacts?updateMask=securityEmails,billingEmails');
    expect(seen.body.toString('utf8')).toBe(body);
    expect(seen.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(seen.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(answer.body)).toEqual({ method: 'PATCH', url: seen.url, body });
  });

  it('passes the tenant\'s status, headers and error bodies through unchanged', async () => {
    h = await startHarness();
    h.tenant.apiHandler = (_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json', 'x-request-id': 'req-1', 'cache-control': 'no-store' });
      res.end('{"code":5,"message":"no such app"}');
    };
    const answer = await send(h.port, { path: '/api/v1/apps/nope/authzen_servers' });
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('{"code":5,"message":"no such app"}');
    expect(answer.headers['x-request-id']).toBe('req-1');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('passes back only the allowlisted response headers, and the console\'s security headers win', async () => {
    h = await startHarness();
    h.tenant.apiHandler = (_req, res) => {
      res.writeHead(200, [
        ['Content-Type', 'application/json'],
        ['ETag', '"v7"'],
        ['Cache-Control', 'no-store'],
        ['Retry-After', '5'],
        ['Grpc-Status', '0'],
        ['Grpc-Metadata-Trace', 't-1'],
        ['X-Request-Id', 'req-7'],
        ['X-Correlation-Id', 'corr-7'],
        ['Content-Security-Policy', "default-src *; script-src 'unsafe-inline' *"],
        ['X-Frame-Options', 'ALLOWALL'],
        ['Referrer-Policy', 'unsafe-url'],
        ['Cross-Origin-Resource-Policy', 'cross-origin'],
        ['Cross-Origin-Opener-Policy', 'unsafe-none'],
        ['Permissions-Policy', 'camera=*'],
        ['X-Content-Type-Options', 'sniff'],
        ['Refresh', '0; url=https://evil.example/'],
        ['Link', '<https://evil.example/x.js>; rel=preload; as=script'],
        ['Clear-Site-Data', '"storage"'],
        ['Authorization', 'Bearer upstream-leak'],
        ['Location', 'https://evil.example/'],
        ['Content-Disposition', 'attachment; filename=x.html'],
        ['Strict-Transport-Security', 'max-age=0'],
        ['Set-Cookie', 'a=1'],
        ['Vary', 'Origin'],
        ['Server', 'tenant/1.0'],
      ].flat());
      res.end('{}');
    };
    const answer = await send(h.port, { path: '/api/v1/apps/A/authzen_servers' });
    expect(answer.status).toBe(200);
    const names = answer.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
    const securityNames = Object.keys(API_SECURITY_HEADERS);
    // Node adds date, connection and keep-alive (or transfer-encoding) itself.
    expect(names.filter((name) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)).sort()).toEqual(
      ['content-type', 'etag', 'cache-control', 'retry-after', 'grpc-status', 'grpc-metadata-trace', 'x-request-id', 'x-correlation-id', ...securityNames].sort(),
    );
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(answer.headers[name], name).toBe(value);
    expect(answer.headers.etag).toBe('"v7"');
    expect(answer.headers['grpc-metadata-trace']).toBe('t-1');
    expect(h.requests().at(-1)!.requestId).toBe('req-7');
  });

  it('skips informational (1xx) answers such as 103 Early Hints and forwards the final one', async () => {
    h = await startHarness();
    h.tenant.apiHandler = (_req, res) => {
      res.writeEarlyHints({ link: '</style.css>; rel=preload; as=style' });
      res.writeProcessing();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"final":true}');
    };
    for (let i = 0; i < 3; i++) {
      const answer = await send(h.port, { path: '/api/v1/apps/A/authzen_servers' });
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('{"final":true}');
      expect(answer.headers.link).toBeUndefined();
    }
    expect(h.requests().map((line) => line.status)).toEqual([200, 200, 200]);
  });

  it('streams: the first chunk reaches the browser before the tenant has finished', async () => {
    h = await startHarness();
    let finish: () => void = () => {};
    h.tenant.apiHandler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write('{"first":true}\n');
      finish = () => res.end('{"last":true}\n');
    };
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: h.port, path: '/api/v1/stream', headers: { 'x-console-request': '1' }, agent: false }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve(chunk.toString());
          res.resume();
          finish();
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(firstChunk).toBe('{"first":true}\n');
  });

  it('answers 504 when the tenant does not answer within the upstream timeout', async () => {
    h = await startHarness({ settings: { upstreamTimeoutMs: 300 } });
    h.tenant.apiHandler = () => {
      // never answers
    };
    const started = Date.now();
    const answer = await send(h.port, { method: 'DELETE', path: '/api/v1/user-attribute-mappings/M' });
    expect(answer.status).toBe(504);
    // The change was sent: the body says so, for the console to call its outcome unknown.
    expect(JSON.parse(answer.body)).toEqual({ code: 4, message: 'The tenant did not answer in time.', details: [UPSTREAM_NO_ANSWER] });
    // The configured bound, not the default one, ended the wait (a bound on correctness, not on speed).
    expect(Date.now() - started).toBeLessThan(DEFAULT_PROXY_SETTINGS.upstreamTimeoutMs);
  });

  it('answers 502 marked "sent, no answer" when the tenant closes the connection without answering', async () => {
    h = await startHarness();
    h.tenant.apiHandler = (req) => req.socket.destroy();
    const answer = await send(h.port, { method: 'DELETE', path: '/api/v1/user-attribute-mappings/M' });
    expect(answer.status).toBe(502);
    expect(h.tenant.apiRequests).toHaveLength(1);
    expect(JSON.parse(answer.body)).toEqual({ code: 14, message: 'The connection to the tenant was lost before it answered.', details: [UPSTREAM_NO_ANSWER] });
  });

  it('answers a plain 502 (no mark) when the tenant cannot be connected to: nothing was sent', async () => {
    h = await startHarness({ tokenSource: async () => ({ value: 'stub-token', expiresIn: 3600 }) });
    await h.tenant.close(); // its port now refuses connections
    const answer = await send(h.port, { method: 'DELETE', path: '/api/v1/user-attribute-mappings/M' });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({ code: 14, message: 'The tenant could not be reached.' });
  });

  it('aborts the upstream request when the browser disconnects', async () => {
    h = await startHarness();
    const upstreamClosed = new Promise<void>((resolve) => {
      h.tenant.apiHandler = (_req, res) => {
        res.on('close', () => resolve());
      };
    });
    const received = new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (h.tenant.apiRequests.length) {
          clearInterval(poll);
          resolve();
        }
      }, 5);
    });
    const req = httpRequest({ host: '127.0.0.1', port: h.port, path: '/api/v1/slow', headers: { 'x-console-request': '1' }, agent: false });
    req.on('error', () => {});
    req.end();
    await received;
    req.destroy();
    await upstreamClosed; // the test times out if the proxy kept the upstream request open
    await vi.waitFor(() => expect(h.requests().at(-1)).toMatchObject({ method: 'GET', path: '/api/v1/slow', status: 499 }));
  });

  it('reuses keep-alive connections to the tenant', async () => {
    h = await startHarness();
    for (let i = 0; i < 50; i++) expect((await send(h.port, { path: `/api/v1/apps/A/authzen_servers?i=${i}` })).status).toBe(200);
    // One connection for the token request, one (reused) for the API calls.
    expect(h.tenant.connections).toBeLessThanOrEqual(3);
  });
});

describe('logs and responses carry no secret and no token', () => {
  it.each([
    ['plain secret', PLAIN_SECRET],
    ['v1 key secret', DEMO_CLIENT_SECRET],
  ])('with a %s: one line per request, with method, path, status, duration and token outcome', async (_kind, secret) => {
    let now = Date.now();
    h = await startHarness({ clientSecret: secret, now: () => now });
    h.tenant.expiresIn = 3600;
    const answers = [];
    answers.push(await send(h.port, { path: '/api/v1/apps/A/authzen_servers?pageToken=abc' }));
    answers.push(await send(h.port, { method: 'POST', path: '/api/v1/apps/A/mcp_servers', headers: { 'content-type': 'application/json', authorization: 'Bearer browser' }, body: '{"bearerToken":"mcp-secret-body"}' }));
    h.tenant.revokeAll();
    answers.push(await send(h.port, { path: '/api/v1/apps/B/authzen_servers' }));
    answers.push(await send(h.port, { path: '/api/v1/apps/A/authzen_servers', noConsoleHeader: true }));
    answers.push(await send(h.port, { path: '/console/info' }));
    h.tenant.tokenHandler = (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_client', error_description: `bad ${secret}` }));
    };
    h.tenant.revokeAll();
    now += 2000; // past the one-a-second limit on 401-driven renewals
    answers.push(await send(h.port, { path: '/api/v1/apps/C/authzen_servers' }));

    expect(h.tenant.issued.length).toBeGreaterThanOrEqual(2);
    const key = parseKeySecret(secret);
    const forbidden = [secret, ...h.tenant.issued, ...(key ? [key.jwk.d as string] : []), 'mcp-secret-body', 'browser'];
    const assertions = h.tenant.tokenRequests.map((r) => new URLSearchParams(r.body.toString()).get('client_assertion')).filter(Boolean) as string[];
    forbidden.push(...assertions);
    for (const value of forbidden) expect(h.logText()).not.toContain(value);
    // (The fake tenant echoes request bodies, so only credentials and tokens are checked in answers.)
    const credentials = forbidden.filter((value) => value !== 'mcp-secret-body' && value !== 'browser');
    for (const answer of answers) {
      const text = answer.body + answer.rawHeaders.join('\n');
      for (const value of credentials) expect(text).not.toContain(value);
    }
    const requestLines = h.requests();
    expect(requestLines).toHaveLength(6);
    // Exactly these fields, nothing else (no header, body, query or token).
    const fields = ['level', 'time', 'pid', 'hostname', 'msg', 'method', 'path', 'status', 'ms', 'tokenCache', 'traceId', 'requestId'];
    for (const line of requestLines) expect(Object.keys(line).sort()).toEqual([...fields].sort());
    const summary = requestLines.map(({ method, path, status, tokenCache }) => `${method} ${path} ${status} ${tokenCache}`);
    expect(summary).toEqual([
      'GET /api/v1/apps/A/authzen_servers 200 miss',
      'POST /api/v1/apps/A/mcp_servers 200 hit',
      'GET /api/v1/apps/B/authzen_servers 200 refresh',
      'GET /api/v1/apps/A/authzen_servers 403 -',
      'GET /console/info 200 -',
      'GET /api/v1/apps/C/authzen_servers 502 refresh',
    ]);
    for (const line of requestLines) expect(typeof line.ms).toBe('number');
    expect(requestLines[5]!.level).toBe(50); // error
    expect(requestLines[0]!.level).toBe(30); // info
  });
});

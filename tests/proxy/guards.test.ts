// Every guard tried with a hostile request: refused with 4xx JSON, and the tenant never contacted
// (neither its token endpoint nor its API).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { send, sendRaw, type SendOptions } from './fake-tenant';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ settings: { allowedHosts: ['console.example.com'] } });
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.tenant.tokenRequests.length = 0;
  h.tenant.apiRequests.length = 0;
});

async function expectRefused(options: SendOptions, status: number) {
  const answer = await send(h.port, options);
  expect(answer.status, `${options.method ?? 'GET'} ${options.path}`).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(typeof JSON.parse(answer.body).message).toBe('string');
  expect(h.tenant.tokenRequests).toHaveLength(0);
  expect(h.tenant.apiRequests).toHaveLength(0);
  return answer;
}

function rawStatus(text: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
}

const own = () => `http://127.0.0.1:${h.port}`;

describe('console header', () => {
  it('refuses /api/ calls without X-Console-Request: 1', async () => {
    await expectRefused({ path: '/api/v1/apps/A/authzen_servers', noConsoleHeader: true }, 403);
    await expectRefused({ path: '/api/v1/apps/A/authzen_servers', noConsoleHeader: true, headers: { 'x-console-request': '0' } }, 403);
  });
});

describe('cross-site requests', () => {
  it.each(['cross-site', 'same-site', 'none'])('refuses Sec-Fetch-Site: %s, GET included', async (site) => {
    await expectRefused({ path: '/api/v1/apps/A/authzen_servers', headers: { 'sec-fetch-site': site } }, 403);
  });

  it('refuses a cross-site text/plain POST (what a plain HTML form or no-cors fetch sends)', async () => {
    await expectRefused(
      { method: 'POST', path: '/api/v1/apps/A/mcp_servers', noConsoleHeader: true, headers: { origin: 'https://evil.example', 'content-type': 'text/plain' }, body: '{"a":1}' },
      403,
    );
  });

  it.each(['http://localhost:3000', 'https://evil.example', 'null', 'http://127.0.0.1', 'https://127.0.0.1:PORT', 'http://127.0.0.1:PORT.evil.example'])(
    'refuses Origin %s even with the console header',
    async (origin) => {
      await expectRefused({ path: '/api/v1/apps/A/authzen_servers', headers: { origin: origin.replace('PORT', String(h.port)) } }, 403);
    },
  );

  it('behind a TLS-terminating load balancer, takes the scheme from X-Forwarded-Proto', async () => {
    const host = `127.0.0.1:${h.port}`;
    const answer = await send(h.port, { path: '/api/v1/apps/A/authzen_servers', headers: { origin: `https://${host}`, 'x-forwarded-proto': 'https' } });
    expect(answer.status).toBe(200);
    expect(h.tenant.apiRequests[0]!.headers['x-forwarded-proto']).toBeUndefined();
    await send(h.port, { path: '/api/v1/apps/A/authzen_servers', headers: { origin: `https://${host}` } }).then((a) => expect(a.status).toBe(403));
  });

  it('lets the console\'s own origin through', async () => {
    const answer = await send(h.port, { path: '/api/v1/apps/A/authzen_servers', headers: { origin: own(), 'sec-fetch-site': 'same-origin' } });
    expect(answer.status).toBe(200);
  });

  it('never answers with CORS headers, not to a preflight and not when the tenant sends them', async () => {
    const preflight = await send(h.port, {
      method: 'OPTIONS',
      path: '/api/v1/apps/A/authzen_servers',
      noConsoleHeader: true,
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-console-request' },
    });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(preflight.rawHeaders.filter((name) => /^access-control-/i.test(name))).toEqual([]);
    h.tenant.apiHandler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-credentials': 'true' });
      res.end('{}');
    };
    try {
      const answer = await send(h.port, { path: '/api/v1/apps/A/authzen_servers' });
      expect(answer.status).toBe(200);
      expect(answer.rawHeaders.filter((name) => /^access-control-/i.test(name))).toEqual([]);
    } finally {
      h.tenant.apiHandler = defaultApi;
    }
  });
});

let defaultApi: Harness['tenant']['apiHandler'];
beforeAll(() => {
  defaultApi = h.tenant.apiHandler;
});

describe('Host allowlist (DNS rebinding)', () => {
  it.each(['evil.example', 'evil.example:80', '127.0.0.1.nip.io', 'localhost.evil.example', '127.0.0.1@evil.example'])('refuses Host %j', async (host) => {
    await expectRefused({ path: '/api/v1/apps/A/authzen_servers', headers: { host } }, 403);
  });

  it('refuses a request without a Host header', async () => {
    const text = await sendRaw(h.port, 'GET /api/v1/apps/A/authzen_servers HTTP/1.0\r\nX-Console-Request: 1\r\n\r\n');
    expect(rawStatus(text.replace('HTTP/1.0', 'HTTP/1.1'))).toBe(403);
    expect(h.tenant.apiRequests).toHaveLength(0);
  });

  it('refuses a foreign Host on /console/info too', async () => {
    await expectRefused({ path: '/console/info', headers: { host: 'evil.example' } }, 403);
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'console.example.com', 'CONSOLE.example.com:443'])('accepts Host %s', async (host) => {
    const origin = `http://${host}`;
    const answer = await send(h.port, { path: '/api/v1/apps/A/authzen_servers', headers: { host, origin } });
    expect(answer.status).toBe(200);
  });
});

describe('paths', () => {
  it.each([
    '/api/v1/../../auth/v1/token',
    '/api/v1/%2e%2e/%2e%2e/auth/v1/token',
    '/api/v1/%2E%2E/x',
    '/api/v1/apps/..%2f..%2f..%2fauth%2fv1%2ftoken',
    '/api/v1/apps/..%5c..%5c..%5cauth',
    '/api/v1/apps/..\\..\\..\\auth',
    '/api/v1/apps/%252e%252e/%252e%252e/%252e%252e/auth',
    '/api/v1/./apps',
    '/api/v1/apps/%00',
    '/api/v1/apps/%0d%0aX-Injected:%201',
    '/api/v1/apps/%zz',
    '/api/v3/apps',
    '/api/apps',
    '/api/',
    '/api',
    '/api/v1',
    '/api%2fv1/apps',
  ])('refuses %s with 400', async (path) => {
    await expectRefused({ path }, 400);
  });

  // Matrix parameters: Tomcat, Jetty and Spring strip `;...` from a segment, so `..;` is `..` to them.
  it.each([
    '/api/v1/..;/..;/auth/v1/token',
    '/api/v1/apps/..;x=1/..;/..;/auth/v1/token',
    '/api/v1/%2e%2e;/%2e%2e;/auth/v1/token',
    '/api/v1/..%3b/..%3b/auth/v1/token',
    '/api/v1/..%3B/..%3B/auth/v1/token',
    '/api/v1/%2e%2e%3bx/%2e%2e%3b/auth/v1/token',
    '/api/v1/apps/%252e%252e%253b/%252e%252e%253b/auth',
    '/api/v1/.;/apps',
    '/api/v1/apps;jsessionid=1/A/mcp_servers',
    '/api;/v1/apps',
  ])('refuses the matrix-parameter path %s with 400', async (path) => {
    await expectRefused({ path }, 400);
  });

  // Look-alike dots (and slashes) that a server normalizing Unicode (NFKC) reads as ASCII ones.
  it.each([
    ['fullwidth full stops', '/api/v1/%EF%BC%8E%EF%BC%8E/%EF%BC%8E%EF%BC%8E/auth/v1/token'],
    ['one dot leaders', '/api/v1/%E2%80%A4%E2%80%A4/auth'],
    ['a two dot leader', '/api/v1/%E2%80%A5/%E2%80%A5/auth'],
    ['small full stops', '/api/v1/%EF%B9%92%EF%B9%92/auth'],
    ['a fullwidth solidus', '/api/v1/apps%EF%BC%8F..%EF%BC%8F..%EF%BC%8Fauth'],
    ['a doubly encoded fullwidth full stop', '/api/v1/%25EF%25BC%258E%25EF%25BC%258E/auth'],
    ['dots and spaces', '/api/v1/..%20/auth'],
    ['three dots', '/api/v1/apps/.../auth'],
  ])('refuses %s with 400', async (_name, path) => {
    await expectRefused({ path }, 400);
  });

  it.each([
    ['raw UTF-8 bytes', '/api/v1/apps/\u00ef\u00bc\u008e\u00ef\u00bc\u008e/auth'],
    ['a raw C1 control', '/api/v1/apps/a\u0085b/mcp_servers'],
  ])('refuses %s in the path with 400', async (_name, path) => {
    const text = await sendRaw(h.port, Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Console-Request: 1\r\n\r\n`, 'latin1'));
    expect(rawStatus(text)).toBe(400);
    expect(text).toContain('application/json');
    expect(h.tenant.apiRequests).toHaveLength(0);
  });

  it('refuses an absolute-form request target', async () => {
    const text = await sendRaw(h.port, `GET ${h.tenant.url}/api/v1/apps/A/authzen_servers HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Console-Request: 1\r\n\r\n`);
    expect(rawStatus(text)).toBe(400);
    expect(text).toContain('application/json');
    expect(h.tenant.apiRequests).toHaveLength(0);
  });

  it('forwards legitimate empty segments and encoding exactly as they came', async () => {
    for (const path of [
      '/api/v1/apps//mcp_servers',
      '/api/v1/apps/a%2Fb/sso/applications/%20x?pageSize=5&pageToken=a%2Bb',
      '/api/v2/x/.well-known',
      // Ids may hold what encodeURIComponent escapes: a semicolon, non-ASCII letters, a lone space.
      '/api/v1/apps/a%3Bb/owners',
      '/api/v1/iam/personal_clients/caf%C3%A9%20%E2%80%94%20%F0%9F%94%91',
      '/api/v1/user-attribute-mappings/%20',
      '/api/v1/apps/x/authzen_servers?filter=a;b',
    ]) {
      const answer = await send(h.port, { path });
      expect(answer.status).toBe(200);
      expect(h.tenant.apiRequests.at(-1)!.url).toBe(path);
    }
  });

  it('refuses methods it does not forward', async () => {
    await expectRefused({ method: 'TRACE', path: '/api/v1/apps/A/authzen_servers' }, 405);
  });
});

describe('headers', () => {
  it('forwards only the allowlisted request headers, with the bearer token and a traceparent of its own', async () => {
    const browserTrace = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const answer = await send(h.port, {
      method: 'POST',
      path: '/api/v1/apps/A/mcp_servers',
      headers: {
        accept: 'application/json',
        'accept-encoding': 'gzip',
        'accept-language': 'en',
        'content-type': 'application/json',
        'user-agent': 'console-test',
        'if-match': '"v1"',
        'if-none-match': '"v0"',
        traceparent: browserTrace,
        tracestate: 'vendor=1',
        authorization: 'Bearer browser-supplied',
        cookie: 'session=abc',
        'proxy-authorization': 'Basic xyz',
        'proxy-connection': 'keep-alive',
        connection: 'keep-alive, x-hop-secret',
        'x-hop-secret': 'hop',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        'x-forwarded-for': '10.0.0.1',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=10.0.0.1',
        'x-original-url': '/auth/v1/token',
        'x-rewrite-url': '/auth/v1/token',
        'x-http-method-override': 'DELETE',
        'x-http-method': 'DELETE',
        'x-method-override': 'DELETE',
        'x-real-ip': '10.0.0.1',
        'true-client-ip': '10.0.0.1',
        'x-client-ip': '10.0.0.1',
        'x-custom-header': 'anything',
      },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    const seen = h.tenant.apiRequests[0]!.headers;
    expect(Object.keys(seen).sort()).toEqual(
      ['accept', 'accept-encoding', 'accept-language', 'authorization', 'connection', 'content-length', 'content-type', 'host', 'if-match', 'if-none-match', 'traceparent', 'user-agent'].sort(),
    );
    expect(seen.authorization).toBe(`Bearer ${h.tenant.issued.at(-1)}`);
    expect(seen.host).toBe(h.tenant.baseUrl.host);
    expect(seen['content-length']).toBe('2');
    expect(seen['if-match']).toBe('"v1"');
    expect(seen.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect(seen.traceparent).not.toContain('0af7651916cd43dd8448eb211c80319c');
    // The trace id the tenant got is the one in the log line, for correlation.
    expect(h.requests().at(-1)!.traceId).toBe(String(seen.traceparent).split('-')[1]);
  });

  it('drops an allowlisted header that the Connection header names (hop-by-hop)', async () => {
    const answer = await send(h.port, { path: '/api/v1/apps/A/authzen_servers', headers: { connection: 'accept-language', 'accept-language': 'en' } });
    expect(answer.status).toBe(200);
    expect(h.tenant.apiRequests[0]!.headers['accept-language']).toBeUndefined();
  });

  it('never passes Set-Cookie (or an auth challenge) back to the browser', async () => {
    h.tenant.apiHandler = (_req, res) => {
      res.writeHead(200, [['content-type', 'application/json'], ['set-cookie', 'a=1'], ['Set-Cookie', 'b=2'], ['x-request-id', 'r1']].flat());
      res.end('{}');
    };
    try {
      const answer = await send(h.port, { path: '/api/v1/apps/A/authzen_servers' });
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['x-request-id']).toBe('r1');
    } finally {
      h.tenant.apiHandler = defaultApi;
    }
  });

  it('refuses oversized headers with 431 JSON', async () => {
    const text = await sendRaw(h.port, `GET /api/v1/apps/A/authzen_servers HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Console-Request: 1\r\nX-Big: ${'a'.repeat(70 * 1024)}\r\n\r\n`);
    expect(rawStatus(text)).toBe(431);
    expect(text).toContain('application/json');
    expect(h.tenant.apiRequests).toHaveLength(0);
  });

  it.each([
    ['CR/LF injected into a header value', 'X-A: a\r\nb\r\n'],
    ['a bare LF in a header value', 'X-A: a\nInjected: 1\r\n'],
    ['a bare CR in a header value', 'X-A: a\rInjected: 1\r\n'],
  ])('refuses %s with 400', async (_name, header) => {
    const text = await sendRaw(h.port, `GET /api/v1/apps/A/authzen_servers HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Console-Request: 1\r\n${header}\r\n`);
    expect(rawStatus(text)).toBe(400);
    expect(text).toContain('application/json');
    expect(h.tenant.apiRequests).toHaveLength(0);
  });

  it.each(['\r', '\n', '\r\n'])('refuses %j inside the request path with 400', async (bytes) => {
    const text = await sendRaw(h.port, `GET /api/v1/apps/A${bytes}X-Injected: 1/authzen_servers HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Console-Request: 1\r\n\r\n`);
    expect(rawStatus(text)).toBe(400);
    expect(text).toContain('application/json');
    expect(h.tenant.apiRequests).toHaveLength(0);
  });
});

describe('bodies', () => {
  it('refuses a declared body over 1 MiB with 413 before reading it', async () => {
    await expectRefused({ method: 'POST', path: '/api/v1/apps/A/mcp_servers', headers: { 'content-type': 'application/json' }, body: Buffer.alloc(1024 * 1024 + 1, 32) }, 413);
  });

  it('refuses a chunked body that grows over 1 MiB with 413', async () => {
    const answer = await send(h.port, {
      method: 'POST',
      path: '/api/v1/apps/A/mcp_servers',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: Buffer.alloc(1024 * 1024 + 10, 32),
    });
    expect(answer.status).toBe(413);
    expect(h.tenant.apiRequests).toHaveLength(0);
  });
});

describe('console endpoints', () => {
  it('answers /console/info without secrets and /console/healthz whatever the Host', async () => {
    const info = await send(h.port, { path: '/console/info', noConsoleHeader: true });
    expect(JSON.parse(info.body)).toEqual({ tenant: { host: h.tenant.baseUrl.host, demo: false } });
    const health = await send(h.port, { path: '/console/healthz', noConsoleHeader: true, headers: { host: '10.1.2.3:4173' } });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ ok: true });
  });
});

// The steps around forwarding (ApiCallHooks) where sign-in and the audit trail plug in: a step
// before forwarding may refuse (nothing reaches the tenant), and the outcome of every call it let
// through comes back once the answer is complete.
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiCall, ApiCallHooks, CallOutcome } from '../../server/proxy/console-proxy';
import { refusal } from '../../server/proxy/proxy-answers';
import { send } from './fake-tenant';
import { startHarness, type Harness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** An audit-trail-like hook: records non-GET calls before forwarding, completes them after. */
function recorder(options: { fail?: boolean } = {}) {
  const records: { call: ApiCall; body: string; outcome?: CallOutcome }[] = [];
  const hook: ApiCallHooks = {
    beforeForward: async (call) => {
      if (call.method === 'GET' || call.method === 'HEAD') return null;
      await new Promise((resolve) => setImmediate(resolve)); // an asynchronous write
      if (options.fail) throw new Error('the audit store is down');
      records.push({ call, body: call.body?.toString('utf8') ?? '' });
      return null;
    },
    afterAnswer: (call, outcome) => {
      const record = records.find((candidate) => candidate.call === call);
      if (record) record.outcome = outcome;
    },
  };
  return { hook, records };
}

describe('API call hooks', () => {
  it('a refusal before forwarding is answered and nothing reaches the tenant, not even a token request', async () => {
    const audit = recorder();
    const outcomes: CallOutcome[] = [];
    const viewerCheck: ApiCallHooks = {
      beforeForward: (call) => (call.method === 'GET' || call.req.headers.cookie === 'role=admin' ? null : refusal(403, 7, 'viewers cannot change the tenant')),
      afterAnswer: (_call, outcome) => outcomes.push(outcome),
    };
    h = await startHarness({ apiCallHooks: [audit.hook, viewerCheck] });
    const answer = await send(h.port, { method: 'DELETE', path: '/api/v1/iam/personal_clients/pc-1', headers: { 'content-type': 'application/json', 'content-length': '2', cookie: 'role=viewer' }, body: '{}' });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ code: 7, message: 'viewers cannot change the tenant' });
    expect(h.tenant.tokenRequests).toHaveLength(0);
    expect(h.tenant.apiRequests).toHaveLength(0);
    // The audit hook ran first, so its record is completed with the refusal; the refusing hook gets no outcome.
    expect(audit.records).toHaveLength(1);
    expect(audit.records[0]!.outcome).toMatchObject({ status: 403, code: 7, message: 'viewers cannot change the tenant', requestId: null });
    expect(outcomes).toEqual([]);
    expect(h.requests().at(-1)).toMatchObject({ method: 'DELETE', status: 403, tokenCache: '-' });
  });

  it('a hook that fails gets a 503 and nothing is forwarded', async () => {
    const audit = recorder({ fail: true });
    h = await startHarness({ apiCallHooks: [audit.hook] });
    const answer = await send(h.port, { method: 'POST', path: '/api/v1/settings/contacts', headers: { 'content-type': 'application/json' }, body: '{"contacts":{}}' });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 14 });
    expect(h.tenant.apiRequests).toHaveLength(0);
    expect((await send(h.port, { path: '/api/v1/apps/A/authzen_servers' })).status).toBe(200); // GETs are not recorded
  });

  it('sees the call before forwarding and gets its outcome: status, google.rpc code and message, duration, the tenant\'s request id', async () => {
    const audit = recorder();
    h = await startHarness({ apiCallHooks: [audit.hook] });
    const body = '{"userIds":["u1"]}';
    h.tenant.apiHandler = (req, res) => {
      if (req.url === '/api/v1/apps/A/owners?x=1') {
        res.writeHead(404, { 'content-type': 'application/json', 'x-request-id': 'tenant-req-9' });
        res.end('{"code":5,"message":"no app A","details":[]}');
      } else if (req.url === '/api/v1/apps/B/owners') {
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end('<h1>oops</h1>');
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'tenant-req-10' });
        res.end('{}');
      }
    };
    const answers = [
      await send(h.port, { method: 'PUT', path: '/api/v1/apps/A/owners?x=1', headers: { 'content-type': 'application/json' }, body }),
      await send(h.port, { method: 'PUT', path: '/api/v1/apps/B/owners', headers: { 'content-type': 'application/json' }, body }),
      await send(h.port, { method: 'PUT', path: '/api/v1/apps/C/owners', headers: { 'content-type': 'application/json' }, body }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 500, 200]);
    expect(answers[0]!.body).toBe('{"code":5,"message":"no app A","details":[]}'); // the hook read a copy; the browser got it all
    expect(audit.records.map(({ call, body: seen }) => [call.method, call.target, seen])).toEqual([
      ['PUT', '/api/v1/apps/A/owners?x=1', body],
      ['PUT', '/api/v1/apps/B/owners', body],
      ['PUT', '/api/v1/apps/C/owners', body],
    ]);
    expect(audit.records.map((record) => record.outcome && { ...record.outcome, durationMs: typeof record.outcome.durationMs })).toEqual([
      { status: 404, code: 5, message: 'no app A', durationMs: 'number', requestId: 'tenant-req-9' },
      { status: 500, code: 13, message: '', durationMs: 'number', requestId: null },
      { status: 200, code: 0, message: '', durationMs: 'number', requestId: 'tenant-req-10' },
    ]);
    // The trace id the hook saw is the one the tenant received.
    expect(h.tenant.apiRequests[0]!.headers.traceparent).toContain(audit.records[0]!.call.traceId);
  });

  it('reads the google.rpc status of a compressed error answer (gzip, deflate, br), and the browser gets the bytes as they came', async () => {
    const audit = recorder();
    h = await startHarness({ apiCallHooks: [audit.hook] });
    const status = (code: number) => Buffer.from(JSON.stringify({ code, message: `refused ${code}`, details: [] }));
    const encoded: Record<string, Buffer> = { gzip: gzipSync(status(5)), deflate: deflateSync(status(9)), br: brotliCompressSync(status(6)) };
    h.tenant.apiHandler = (req, res) => {
      const encoding = (req.url ?? '').split('/')[4] ?? '';
      res.writeHead(400, { 'content-type': 'application/json', 'content-encoding': encoding });
      res.end(encoded[encoding]);
    };
    const answers = [];
    for (const encoding of ['gzip', 'deflate', 'br']) {
      answers.push(await send(h.port, { method: 'PUT', path: `/api/v1/apps/${encoding}/owners`, headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' }, body: '{}' }));
    }
    expect(audit.records.map((record) => record.outcome && [record.outcome.code, record.outcome.message])).toEqual([
      [5, 'refused 5'],
      [9, 'refused 9'],
      [6, 'refused 6'],
    ]);
    // Passed through untouched: the browser decodes what the tenant encoded.
    expect(answers.map((answer) => [answer.headers['content-encoding'], answer.bodyBytes.equals(encoded[answer.headers['content-encoding'] ?? ''] ?? Buffer.alloc(0))])).toEqual([
      ['gzip', true],
      ['deflate', true],
      ['br', true],
    ]);
  });

  it('a compressed error answer that is not google.rpc JSON, or a bomb, falls back to the code of its HTTP status', async () => {
    const audit = recorder();
    h = await startHarness({ apiCallHooks: [audit.hook] });
    h.tenant.apiHandler = (req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      // 10 MB of spaces before the JSON: the proxy decodes only a bounded start of it.
      res.end(req.url?.includes('bomb') ? gzipSync(Buffer.concat([Buffer.alloc(10 * 1024 * 1024, 0x20), Buffer.from('{"code":5}')])) : Buffer.from('not gzip at all'));
    };
    for (const path of ['/api/v1/apps/bomb/owners', '/api/v1/apps/garbled/owners']) {
      await send(h.port, { method: 'PUT', path, headers: { 'content-type': 'application/json' }, body: '{}' });
    }
    expect(audit.records.map((record) => record.outcome && [record.outcome.status, record.outcome.code])).toEqual([
      [503, 14],
      [503, 14],
    ]);
  });

  it('an outcome comes back for a tenant that dropped the call, and for a browser that left', async () => {
    const audit = recorder();
    h = await startHarness({ apiCallHooks: [audit.hook] });
    h.tenant.apiHandler = (req) => req.socket.destroy();
    const answer = await send(h.port, { method: 'POST', path: '/api/v1/apps/A/mcp_servers', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(502);
    expect(audit.records[0]!.outcome).toMatchObject({ status: 502, code: 14, message: 'The connection to the tenant was lost before it answered.' });

    let left: (outcome: CallOutcome) => void = () => {};
    const leftOutcome = new Promise<CallOutcome>((resolve) => (left = resolve));
    await h.close();
    h = await startHarness({ apiCallHooks: [{ afterAnswer: (_call, outcome) => left(outcome) }] });
    const tenantGotIt = new Promise<void>((resolve) => {
      h!.tenant.apiHandler = () => resolve(); // never answers
    });
    const req = httpRequest({ host: '127.0.0.1', port: h.port, method: 'POST', path: '/api/v1/apps/A/mcp_servers', headers: { 'x-console-request': '1', 'content-type': 'application/json', 'content-length': '2' }, agent: false });
    req.on('error', () => {});
    req.end('{}');
    await tenantGotIt;
    req.destroy();
    expect(await leftOutcome).toMatchObject({ status: 499, code: 1 });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from './api-error';
import { apiPath, apiRequest, errorFromResponse, parseResponse } from './client';
import { API_TIMEOUT_MS, UPSTREAM_NO_ANSWER } from './rpc-status';
import { int64, openEnum, str, timestamp } from './wire';

const schema = z.looseObject({ name: str(), kind: openEnum(['KIND_UNSPECIFIED', 'KIND_A']), size: int64(), at: timestamp() });

function respond(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiPath', () => {
  it('percent-encodes each segment and keeps an empty one empty', () => {
    expect(apiPath`/api/v1/apps/${''}/mcp_servers`).toBe('/api/v1/apps//mcp_servers');
    expect(apiPath`/api/v1/apps/${'a/b c'}/owners`).toBe('/api/v1/apps/a%2Fb%20c/owners');
  });
});

describe('apiRequest', () => {
  it('sends X-Console-Request and JSON, and parses the answer keeping unknown enum values and fields', async () => {
    const fetchMock = respond(200, JSON.stringify({ name: 'x', kind: 'KIND_FROM_THE_FUTURE', size: 12, extra: { kept: true } }));
    const data = await apiRequest({ operation: 'Test op', method: 'POST', path: '/api/v1/x', body: { a: 1 }, schema });
    expect(data).toEqual({ name: 'x', kind: 'KIND_FROM_THE_FUTURE', size: '12', at: null, extra: { kept: true } });
    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['X-Console-Request']).toBe('1');
    expect(init.body).toBe('{"a":1}');
  });

  it('maps a google.rpc.Status body to an ApiError with status, code and message', async () => {
    respond(400, JSON.stringify({ code: 3, message: 'tokenSharing PER_USER is not allowed', details: [] }));
    const error = await apiRequest({ operation: 'Register', method: 'POST', path: '/api/v1/x', schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 3, codeName: 'INVALID_ARGUMENT', message: 'tokenSharing PER_USER is not allowed', operation: 'Register' });
  });

  it('describes an HTML 502 page without dumping its markup', async () => {
    respond(502, '<html><head><title>502</title><style>x{}</style></head><body><h1>Bad Gateway</h1></body></html>', 'text/html');
    const error = (await apiRequest({ operation: 'List', method: 'GET', path: '/api/v1/x', schema }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.code).toBe(13);
    expect(error.message).toContain('Bad Gateway');
    expect(error.message).not.toContain('<h1>');
  });

  it("calls a change the proxy sent but got no answer to (its UPSTREAM_NO_ANSWER mark) outcome unknown; a read stays a plain failure", async () => {
    const timedOut = JSON.stringify({ code: 4, message: 'The tenant did not answer in time.', details: [UPSTREAM_NO_ANSWER] });
    respond(504, timedOut);
    const change = (await apiRequest({ operation: 'Revoke credential', method: 'DELETE', path: '/api/v1/x', schema }).catch((e: unknown) => e)) as ApiError;
    expect(change).toMatchObject({ kind: 'http', status: 504, code: 4, outcomeUnknown: true });
    expect(change.message).toBe('Revoke credential: the tenant did not answer in time, so the outcome is unknown: the change may or may not have been applied. Check the current data (reload it) before trying again.');
    respond(502, JSON.stringify({ code: 14, message: 'The connection to the tenant was lost before it answered.', details: [UPSTREAM_NO_ANSWER] }));
    const dropped = (await apiRequest({ operation: 'Set app owners', method: 'PUT', path: '/api/v1/x', body: {}, schema }).catch((e: unknown) => e)) as ApiError;
    expect(dropped).toMatchObject({ kind: 'http', status: 502, code: 14, outcomeUnknown: true });
    expect(dropped.message).toContain('the connection to the tenant was lost before it answered, so the outcome is unknown');
    respond(504, timedOut);
    const read = (await apiRequest({ operation: 'List', method: 'GET', path: '/api/v1/x', schema }).catch((e: unknown) => e)) as ApiError;
    expect(read).toMatchObject({ kind: 'http', status: 504, outcomeUnknown: false, message: 'The tenant did not answer in time.' });
  });

  it("keeps a tenant's own 504 and the proxy's token failure (nothing sent) plain failures: only the mark counts", async () => {
    respond(504, JSON.stringify({ code: 4, message: 'backend deadline', details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'UPSTREAM_NO_ANSWER', domain: 'tenant.example' }] }));
    await expect(apiRequest({ operation: 'Revoke credential', method: 'DELETE', path: '/api/v1/x', schema })).rejects.toMatchObject({ status: 504, outcomeUnknown: false, message: 'backend deadline' });
    respond(504, JSON.stringify({ code: 4, message: 'The console could not get an access token: the token endpoint did not answer within 10 s.', tokenEndpoint: { status: null } }));
    await expect(apiRequest({ operation: 'Revoke credential', method: 'DELETE', path: '/api/v1/x', schema })).rejects.toMatchObject({ status: 504, outcomeUnknown: false });
    respond(502, JSON.stringify({ code: 14, message: 'The tenant could not be reached.' }));
    await expect(apiRequest({ operation: 'Revoke credential', method: 'DELETE', path: '/api/v1/x', schema })).rejects.toMatchObject({ status: 502, outcomeUnknown: false });
  });

  it('turns a network failure and an abort into ApiErrors of their kind', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest({ operation: 'Op', method: 'GET', path: '/api/v1/x', schema })).rejects.toMatchObject({ kind: 'network', outcomeUnknown: false, message: 'Op failed: the connection to the console server was lost or refused.' });
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    await expect(apiRequest({ operation: 'Op', method: 'GET', path: '/api/v1/x', schema, signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('says a change whose connection was lost, before or while its answer came, may or may not have been applied', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const lost = await apiRequest({ operation: 'Revoke credential', method: 'DELETE', path: '/api/v1/x', schema }).catch((caught: unknown) => caught as ApiError);
    expect(lost).toMatchObject({ kind: 'network', outcomeUnknown: true });
    expect(lost.message).toBe('Revoke credential: the connection to the console server was lost or refused, so the outcome is unknown: the change may or may not have been applied. Check the current data (reload it) before trying again.');
    const broken = new Response(new ReadableStream({ pull: (controller) => controller.error(new TypeError('network error')) }), { status: 200 });
    vi.stubGlobal('fetch', vi.fn(async () => broken));
    const dropped = await apiRequest({ operation: 'Set app owners', method: 'PUT', path: '/api/v1/x', body: {}, schema }).catch((caught: unknown) => caught as ApiError);
    expect(dropped).toMatchObject({ kind: 'network', outcomeUnknown: true, status: 200 });
    expect(dropped.message).toContain('the connection dropped while the answer was arriving, so the outcome is unknown');
  });

  it('rejects a 200 with an empty, truncated or mismatching body, naming the bad field', async () => {
    respond(200, '');
    await expect(apiRequest({ operation: 'Op', method: 'GET', path: '/api/v1/x', schema })).rejects.toMatchObject({ kind: 'unexpected-response' });
    respond(200, '{"name": "x"');
    await expect(apiRequest({ operation: 'Op', method: 'GET', path: '/api/v1/x', schema })).rejects.toMatchObject({ kind: 'unexpected-response' });
    respond(200, JSON.stringify({ name: 42 }));
    await expect(apiRequest({ operation: 'Op', method: 'GET', path: '/api/v1/x', schema })).rejects.toMatchObject({ kind: 'unexpected-response', fieldPath: 'name' });
  });
});

/** A fetch that never answers, as a stalled server or a silently dropped connection: it ends only when its signal aborts. */
function stall() {
  const fetchMock = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        if (init?.signal?.aborted) reject(new DOMException('The operation was aborted.', 'AbortError'));
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Settled or not, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; error: unknown } = { settled: false, error: undefined };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

describe('apiRequest without an answer', () => {
  afterEach(() => vi.useRealTimers());

  it('gives a read up after API_TIMEOUT_MS, not before, as a timeout the page can retry', async () => {
    vi.useFakeTimers();
    stall();
    const call = track(apiRequest({ operation: 'Get SSO application', method: 'GET', path: '/api/v1/x', schema }));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.settled).toBe(true);
    expect(call.error).toBeInstanceOf(ApiError);
    expect(call.error).toMatchObject({ kind: 'timeout', operation: 'Get SSO application', retryable: true, message: "Get SSO application failed: the console's server did not answer within 45 s." });
  });

  it('sits above the proxy\'s own upstream timeout, so a hung tenant is still reported by its 504', async () => {
    const { DEFAULT_PROXY_SETTINGS } = await import('../../server/proxy/config');
    expect(API_TIMEOUT_MS).toBeGreaterThan(DEFAULT_PROXY_SETTINGS.upstreamTimeoutMs);
  });

  it('also gives up on an answer whose body stops arriving', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"name":'));
            init?.signal?.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
          },
        });
        return new Response(body, { status: 200 });
      }),
    );
    const call = track(apiRequest({ operation: 'List', method: 'GET', path: '/api/v1/x', schema }));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(call.error).toMatchObject({ kind: 'timeout' });
  });

  it("reports the caller's abort as 'aborted', before and after the limit would have ended it", async () => {
    vi.useFakeTimers();
    stall();
    const controller = new AbortController();
    const call = track(apiRequest({ operation: 'Op', method: 'GET', path: '/api/v1/x', schema, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS / 2);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).toMatchObject({ kind: 'aborted', message: 'Op was cancelled.' });
    // Its timer is gone with it: nothing else fires at the limit.
    expect(vi.getTimerCount()).toBe(0);

    const already = new AbortController();
    already.abort();
    await expect(apiRequest({ operation: 'Op', method: 'GET', path: '/api/v1/x', schema, signal: already.signal })).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('says a change that got no answer may or may not have been applied, and to check before trying again', async () => {
    vi.useFakeTimers();
    stall();
    const call = track(apiRequest({ operation: 'Update contacts', method: 'POST', path: '/api/v1/settings/contacts', body: {}, schema }));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(call.error).toMatchObject({ kind: 'timeout', operation: 'Update contacts', outcomeUnknown: true });
    const { message } = call.error as ApiError;
    expect(message).toContain("the console's server did not answer within 45 s");
    expect(message).toContain('the outcome is unknown: the change may or may not have been applied');
    expect(message).toContain('before trying again');
  });

  it('clears its timer once answered', async () => {
    vi.useFakeTimers();
    respond(200, JSON.stringify({ name: 'x' }));
    await apiRequest({ operation: 'Op', method: 'GET', path: '/api/v1/x', schema });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('parseResponse', () => {
  it('names nested paths with indexes', () => {
    const listSchema = z.looseObject({ list: z.array(z.looseObject({ id: z.string() })) });
    try {
      parseResponse('List', listSchema, { list: [{ id: 'a' }, { id: 7 }] });
      expect.unreachable();
    } catch (error) {
      expect((error as ApiError).fieldPath).toBe('list[1].id');
    }
  });

  it('rejects an int64 that is not an integer string', () => {
    expect(() => parseResponse('Op', schema, { size: '12abc' })).toThrow(ApiError);
  });

  it('isolates a tenant key holding a right-to-left override, so the sentence after it keeps its order', () => {
    const mapSchema = z.looseObject({ labels: z.record(z.string(), z.string()) });
    const error = (() => {
      try {
        parseResponse('Get labels', mapSchema, { labels: { 'team\u202Eeman': 7 } });
      } catch (caught) {
        return caught as ApiError;
      }
      return expect.unreachable();
    })();
    expect(error.fieldPath).toBe('labels.team\u202Eeman');
    expect(error.message).toMatch(/at "\u2068labels\.team\u202Eeman\u2069"\.$/);
  });
});

describe('errorFromResponse', () => {
  it('uses OAuth error fields when present and says "empty body" otherwise', () => {
    expect(errorFromResponse('Op', 502, 'Bad Gateway', JSON.stringify({ code: 14, message: 'token endpoint answered HTTP 401 (invalid_client)' })).message).toContain('invalid_client');
    expect(errorFromResponse('Op', 503, '', '').message).toContain('empty body');
  });

  it('isolates each OAuth field, so an override in the error code cannot reorder its description', () => {
    const message = errorFromResponse('Op', 400, '', JSON.stringify({ error: 'invalid\u202Egrant', error_description: 'the code was used' })).message;
    expect(message).toBe('\u2068invalid\u202Egrant\u2069: the code was used');
  });

  it('keeps the Retry-After header as seconds', () => {
    expect(errorFromResponse('Op', 429, '', JSON.stringify({ code: 8, message: 'rate_limited' }), '30').retryAfterSeconds).toBe(30);
    expect(errorFromResponse('Op', 503, '', '', 'garbage').retryAfterSeconds).toBeNull();
    expect(errorFromResponse('Op', 503, '', '').retryAfterSeconds).toBeNull();
  });

  it('is given the Retry-After of the answer by apiRequest', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 8, message: 'rate_limited' }), { status: 429, headers: { 'retry-after': '12' } })));
    const error = await apiRequest({ operation: 'Op', method: 'GET', path: '/api/x', schema }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 12 });
  });
});

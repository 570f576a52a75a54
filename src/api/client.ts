// The fetch wrapper every API call goes through: same-origin `/api/...` (the proxy adds the
// bearer token), JSON in and out, every failure turned into one ApiError, every answer parsed.
import * as z from 'zod/mini';
import { isolateBidi } from '../components/bidi-isolate';
import { ApiError, parseRetryAfter } from './api-error';
import { API_TIMEOUT_MS, RPC_CODES, hasNoAnswerMark } from './rpc-status';

/** Sent on every API call; the proxy refuses /api/ requests without it (a cross-site form can't send it). */
export const CONSOLE_REQUEST_HEADER = 'X-Console-Request';

/**
 * A call that got no answer: none within API_TIMEOUT_MS ('timeout'), or a connection lost, refused
 * or reset ('network'; the browser does not say which). A read says so (the page offers its
 * retry); a change may have reached the tenant and been carried out, so its message says the
 * outcome is unknown and to check before sending it again, and the error says so too.
 */
function noAnswerError(kind: 'timeout' | 'network', operation: string, method: HttpMethod, why: string, status?: number): ApiError {
  const change = method !== 'GET';
  const message = change ? unknownOutcome(operation, why) : `${operation} failed: ${why}.`;
  return new ApiError({ kind, operation, message, status, outcomeUnknown: change });
}

function unknownOutcome(operation: string, why: string): string {
  return `${operation}: ${why}, so the outcome is unknown: the change may or may not have been applied. Check the current data (reload it) before trying again.`;
}

/**
 * The proxy's own answer for a call it sent to the tenant and got no answer to (its 504 after
 * UPSTREAM_TIMEOUT_MS, its 502 for a connection lost after sending) carries the UPSTREAM_NO_ANSWER
 * mark: for a change, the same unknown outcome as the console's own timeout, its status and code
 * kept. Only the mark counts: a tenant's own 504, or the proxy's for a token it could not get
 * (nothing was sent), is a plain failure.
 */
function withProxyNoAnswer(error: ApiError, method: HttpMethod): ApiError {
  if (method === 'GET' || !hasNoAnswerMark(error.details)) return error;
  const why = error.code === RPC_CODES.DEADLINE_EXCEEDED ? 'the tenant did not answer in time' : 'the connection to the tenant was lost before it answered';
  const { kind, operation, status, code, details, retryAfterSeconds } = error;
  return new ApiError({ kind, operation, status, code, details, retryAfterSeconds, message: unknownOutcome(operation, why), outcomeUnknown: true });
}

function timeoutError(operation: string, method: HttpMethod): ApiError {
  return noAnswerError('timeout', operation, method, `the console's server did not answer within ${API_TIMEOUT_MS / 1000} s`);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ApiRequest<S extends z.ZodMiniType> {
  /** Operation name, for messages and logs, e.g. "Get SSO application". */
  operation: string;
  method: HttpMethod;
  /** Path built with `apiPath`, starting with /api/. */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
}

/**
 * Joins path segments, percent-encoding each one. An empty segment stays empty
 * (`/api/v1/apps//mcp_servers` for an empty app id, DESIGN.md).
 */
export function apiPath(strings: TemplateStringsArray, ...segments: string[]): string {
  return strings.reduce((path, part, index) => path + part + (index < segments.length ? encodeURIComponent(segments[index] ?? '') : ''), '');
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

/** Parses a successful answer or explains, by field path, why it is not what the operation returns. */
export function parseResponse<S extends z.ZodMiniType>(operation: string, schema: S, data: unknown, status = 200): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const fieldPath = issue ? issuePath(issue.path) : '';
  // A key from the tenant (a map's key) may hold bidi controls: isolated, it cannot turn the sentence.
  const where = fieldPath ? `at "${isolateBidi(fieldPath)}"` : 'at the top level';
  return throwUnexpected(operation, status, `Unexpected response from ${operation}: ${issue?.message ?? 'invalid'} ${where}.`, fieldPath);
}

function throwUnexpected(operation: string, status: number, message: string, fieldPath: string | null = null): never {
  throw new ApiError({ kind: 'unexpected-response', operation, status, message, fieldPath });
}

const rpcStatusBody = z.looseObject({
  code: z.optional(z.number()),
  message: z.optional(z.string()),
  details: z.optional(z.array(z.unknown())),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});

/** A short plain-text excerpt of a non-JSON body (an HTML 502 page), tags stripped. */
function excerpt(text: string): string {
  const plain = text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > 160 ? `${plain.slice(0, 157)}...` : plain;
}

/** The ApiError for a non-2xx answer; `retryAfter` is the answer's Retry-After header, if any. */
export function errorFromResponse(operation: string, status: number, statusText: string, text: string, retryAfter?: string | null): ApiError {
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: described below from the text itself
  }
  const parsed = rpcStatusBody.safeParse(json);
  if (parsed.success && (parsed.data.message || parsed.data.code !== undefined || parsed.data.error)) {
    const body = parsed.data;
    // The two OAuth fields, both the tenant's, each isolated: one cannot reorder the other.
    const message = body.message || [body.error, body.error_description].filter((part): part is string => part !== undefined && part !== '').map((part) => isolateBidi(part)).join(': ') || `HTTP ${status}`;
    return new ApiError({ kind: 'http', operation, status, code: body.code ?? null, message, details: body.details, retryAfterSeconds });
  }
  const summary = text ? excerpt(text) : '';
  const message = `${operation} failed: HTTP ${status}${statusText ? ` ${statusText}` : ''}${summary ? ` — ${summary}` : ' (empty body)'}`;
  return new ApiError({ kind: 'http', operation, status, message, retryAfterSeconds });
}

export async function apiRequest<S extends z.ZodMiniType>(request: ApiRequest<S>): Promise<z.infer<S>> {
  const { operation, method, path, query, body, schema, signal } = request;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') search.set(key, value);
  const url = search.size ? `${path}?${search.toString()}` : path;
  const headers: Record<string, string> = { Accept: 'application/json', [CONSOLE_REQUEST_HEADER]: '1' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  // The caller's signal (a page unmounting, a query cancelled) and the console's own limit end the
  // same request; which one did decides the error: 'aborted' is the caller's, 'timeout' the limit's.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${API_TIMEOUT_MS} ms`, 'TimeoutError'));
  }, API_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  else signal?.addEventListener('abort', cancel, { once: true });
  const ended = (): ApiError | null => {
    // The caller's abort first: a page that moved on is not told about a limit it no longer waits for.
    if (signal?.aborted) return new ApiError({ kind: 'aborted', operation, message: `${operation} was cancelled.` });
    return timedOut ? timeoutError(operation, method) : null;
  };

  let response: Response;
  let text: string;
  try {
    try {
      response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: controller.signal, credentials: 'same-origin' });
    } catch (error) {
      const why = ended();
      if (why) throw why;
      if (error instanceof DOMException && error.name === 'AbortError') throw new ApiError({ kind: 'aborted', operation, message: `${operation} was cancelled.` });
      throw noAnswerError('network', operation, method, 'the connection to the console server was lost or refused');
    }

    try {
      text = await response.text();
    } catch {
      const why = ended();
      if (why) throw why;
      throw noAnswerError('network', operation, method, 'the connection dropped while the answer was arriving', response.status);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }

  if (!response.ok) throw withProxyNoAnswer(errorFromResponse(operation, response.status, response.statusText, text, response.headers.get('retry-after')), method);

  if (!text.trim()) throwUnexpected(operation, response.status, `Unexpected response from ${operation}: the body was empty.`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throwUnexpected(operation, response.status, `Unexpected response from ${operation}: the body is not valid JSON (${excerpt(text) || 'unreadable'}).`);
  }
  return parseResponse(operation, schema, data, response.status);
}

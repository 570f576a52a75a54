// What crosses the proxy in headers: an allowlist each way. Anything not named here is dropped,
// so path and method overrides (X-Original-URL, X-Rewrite-URL, X-HTTP-Method-Override), client
// address claims (X-Real-IP, True-Client-IP, X-Forwarded-*), the browser's credentials, and the
// tenant's cookies, CORS grants, auth challenges and page-level policies never pass.
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Request headers the tenant gets from the browser. Content-Length is not copied: undici sets it
 * from the body the proxy forwards (none for GET and HEAD). The proxy adds `authorization` and
 * its own `traceparent`.
 */
export const FORWARDED_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  'accept', 'accept-encoding', 'accept-language', 'content-type', 'user-agent', 'if-match', 'if-none-match',
]);

/** Response headers the browser gets from the tenant, besides `grpc-*` ones (status and metadata). */
export const FORWARDED_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  'content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'retry-after',
  'x-request-id', 'x-correlation-id', 'request-id',
]);

/** Correlation ids the tenant may answer with, in order of preference, for the request log. */
export const REQUEST_ID_HEADERS: readonly string[] = ['x-request-id', 'x-correlation-id', 'request-id'];

export function isForwardedResponseHeader(lowerCaseName: string): boolean {
  return FORWARDED_RESPONSE_HEADERS.has(lowerCaseName) || lowerCaseName.startsWith('grpc-');
}

/**
 * The browser's allowlisted headers as a flat [name, value, ...] list. A header that the request's
 * own Connection header lists is hop-by-hop (RFC 9110 section 7.6.1) and stays behind even when allowlisted.
 */
export function forwardedRequestHeaders(req: IncomingMessage): string[] {
  const raw = req.rawHeaders;
  const out: string[] = [];
  const connection = req.headers.connection;
  const listed = connection && connection !== 'keep-alive' && connection !== 'close' ? connection.toLowerCase().split(/\s*,\s*/) : null;
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (!FORWARDED_REQUEST_HEADERS.has(name) || (listed !== null && listed.includes(name))) continue;
    out.push(name, raw[i + 1] as string);
  }
  return out;
}

// Random bytes for trace ids, drawn 12 KiB at a time: one system call per 512 calls.
const ID_BYTES = 24;
const randomPool = Buffer.allocUnsafe(ID_BYTES * 512);
let poolUsed = randomPool.length;

/**
 * A fresh W3C trace context for one call (https://www.w3.org/TR/trace-context/): version 00, a
 * random 16-byte trace id and 8-byte parent id, not sampled. The browser's own is never passed on.
 */
export function newTraceparent(): { traceparent: string; traceId: string } {
  if (poolUsed === randomPool.length) {
    randomFillSync(randomPool);
    poolUsed = 0;
  }
  const traceId = randomPool.toString('hex', poolUsed, poolUsed + 16);
  const parentId = randomPool.toString('hex', poolUsed + 16, poolUsed + ID_BYTES);
  poolUsed += ID_BYTES;
  return { traceparent: `00-${traceId}-${parentId}-00`, traceId };
}

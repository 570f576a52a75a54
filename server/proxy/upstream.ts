// The tenant behind the proxy: a keep-alive undici Pool and one dispatch handler per call, which
// streams the tenant's final answer into the browser's response with backpressure, passing only
// allowlisted headers and writing the console's security headers last. Informational (1xx)
// answers are skipped. Callers see one small interface: send a request, learn how it ended.
import type { ServerResponse } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import { decodedErrorBody } from './error-body';
import { REQUEST_ID_HEADERS, isForwardedResponseHeader } from './header-allowlists';
import { API_SECURITY_HEADER_LIST } from './security-headers';

export interface UpstreamRequest {
  method: string;
  /** Origin-form target (path and query) exactly as the guards passed it. */
  target: string;
  /** Flat [name, value, ...] list, authorization included. */
  headers: string[];
  body: Buffer | null;
}

export interface SendOptions {
  /** Hold a 401 back instead of streaming it, so the call can be replayed with a new token. */
  holdUnauthorized: boolean;
  /** Keep the start of a non-2xx body, for the google.rpc status of the call's outcome. */
  keepErrorBody: boolean;
}

/** A tenant answer held back, complete, to be written later exactly as it came (headers filtered). */
export interface HeldAnswer {
  status: number;
  headers: string[];
  /** Null when the body was too long to hold. */
  body: Buffer | null;
}

export interface UpstreamResult {
  /** The tenant's final status; 0 when it gave none (see `failure`). */
  status: number;
  /**
   * Why the answer did not (completely) reach the browser; null when it did. 'unreachable': the
   * request was never written (no connection: refused, DNS, TLS, connect timeout), so the tenant
   * cannot have acted on it. 'dropped': it was written (at least in part) and the connection failed
   * before the answer was complete (reset, closed), and 'timeout': no answer in time; after either
   * the tenant may have carried it out.
   */
  failure: 'unreachable' | 'dropped' | 'timeout' | 'client-gone' | null;
  /** The tenant's correlation id (X-Request-Id and alikes), as it came. */
  requestId: string | null;
  /** The first bytes of a non-2xx body, when `keepErrorBody` asked for them, decoded (its Content-Encoding undone; null when unreadable). */
  errorBody: Buffer | null;
  /** A 401 held back (`holdUnauthorized`): nothing was written to the browser. */
  held: HeldAnswer | null;
}

export interface Upstream {
  /**
   * Sends one request to the tenant and streams its answer into `res`, then calls `done` once.
   * When it fails before the answer's head went out, nothing is written: the caller answers for
   * the proxy. When the browser goes away, the tenant request is aborted. A callback, not a
   * Promise: every call pays for this step, and a Promise adds an allocation and a microtask turn.
   */
  send(request: UpstreamRequest, res: ServerResponse, options: SendOptions, done: (result: UpstreamResult) => void): void;
  close(): Promise<void>;
}

export interface UpstreamOptions {
  origin: string;
  /** Keep-alive connections to the tenant. */
  connections: number;
  /** How long the tenant may take to send the answer's head, and between body chunks. */
  timeoutMs: number;
}

const MAX_KEPT_BODY = 16 * 1024;
const MAX_HELD_BODY = 64 * 1024;

export function createUpstream(options: UpstreamOptions): Upstream {
  const pool = new Pool(options.origin, { connections: options.connections, keepAliveTimeout: 30_000, pipelining: 1 });
  return {
    send: (request, res, sendOptions, done) => {
      const exchange = new Exchange(res, sendOptions, done);
      (res as ExchangeResponse)[EXCHANGE] = exchange;
      // `on`, not `once` (which wraps the listener per call): settle() removes it.
      res.on('close', onClientClose);
      pool.dispatch(
        {
          path: request.target,
          method: request.method as Dispatcher.HttpMethod,
          headers: request.headers,
          body: request.body,
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
        },
        exchange,
      );
    },
    close: () => pool.close(),
  };
}

const EXCHANGE = Symbol('exchange');
type ExchangeResponse = ServerResponse & { [EXCHANGE]?: Exchange };

/**
 * The browser went away: one listener for every call, which finds its call on the response, so
 * that no call pays for a closure of its own.
 */
function onClientClose(this: ExchangeResponse): void {
  this[EXCHANGE]?.clientClosed();
}

/** One call, written against undici's (fast, allocation-light) dispatch handler API. */
class Exchange implements Dispatcher.DispatchHandler {
  private abortUpstream: ((reason?: Error) => void) | null = null;
  private resumeUpstream: (() => void) | null = null;
  private clientGone = false;
  private settled = false;
  private status = 0;
  private requestId: string | null = null;
  private held: HeldAnswer | null = null;
  private kept: Buffer[] | null = null;
  private keptBytes = 0;
  private contentEncoding: string | null = null;

  constructor(
    private readonly res: ServerResponse,
    private readonly options: SendOptions,
    private readonly done: (result: UpstreamResult) => void,
  ) {}

  /** The browser's response closed: if before it finished, abort the tenant request too. */
  clientClosed(): void {
    if (this.res.writableFinished) return;
    this.clientGone = true;
    this.abortUpstream?.(new Error('client disconnected'));
  }

  onConnect(abort: (reason?: Error) => void): void {
    if (this.clientGone) abort(new Error('client disconnected'));
    else this.abortUpstream = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    if (statusCode < 200) return true; // 103 Early Hints and alikes: the final answer follows
    this.status = statusCode;
    const headers: string[] = [];
    for (let i = 0; i < rawHeaders.length; i += 2) {
      const name = (rawHeaders[i] as Buffer).toString('latin1');
      const lower = name.toLowerCase();
      if (!isForwardedResponseHeader(lower)) continue;
      const value = (rawHeaders[i + 1] as Buffer).toString('latin1');
      if (this.requestId === null && REQUEST_ID_HEADERS.includes(lower)) this.requestId = value;
      if (lower === 'content-encoding') this.contentEncoding = value;
      headers.push(name, value);
    }
    for (const part of API_SECURITY_HEADER_LIST) headers.push(part);
    if (statusCode > 299) {
      if (statusCode === 401 && this.options.holdUnauthorized) {
        this.held = { status: statusCode, headers, body: null };
        this.kept = [];
        return true;
      }
      if (this.options.keepErrorBody) this.kept = [];
    }
    if (this.res.destroyed) return true;
    this.res.writeHead(statusCode, headers);
    this.resumeUpstream = resume;
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.kept !== null) this.keep(chunk);
    if (this.held !== null) return true;
    const res = this.res;
    if (res.destroyed) return true;
    if (res.write(chunk)) return true;
    if (this.resumeUpstream) res.once('drain', this.resumeUpstream);
    return false;
  }

  private keep(chunk: Buffer): void {
    const limit = this.held !== null ? MAX_HELD_BODY : MAX_KEPT_BODY;
    if (this.keptBytes >= limit) return;
    const part = this.keptBytes + chunk.length > limit ? chunk.subarray(0, limit - this.keptBytes) : chunk;
    (this.kept as Buffer[]).push(part);
    this.keptBytes += chunk.length;
  }

  onComplete(): void {
    const kept = this.kept === null ? null : Buffer.concat(this.kept);
    const held = this.held;
    if (held !== null) {
      held.body = this.keptBytes <= MAX_HELD_BODY ? kept : null;
      const errorBody = held.body === null ? null : decodedErrorBody(held.body, this.contentEncoding);
      return this.settle({ status: this.status, failure: this.clientGone ? 'client-gone' : null, requestId: this.requestId, errorBody, held });
    }
    this.res.end();
    const errorBody = kept === null ? null : decodedErrorBody(kept, this.contentEncoding);
    this.settle({ status: this.status, failure: null, requestId: this.requestId, errorBody, held: null });
  }

  onError(error: Error & { code?: string }): void {
    const res = this.res;
    if (this.clientGone) return this.settle({ status: this.status, failure: 'client-gone', requestId: this.requestId, errorBody: null, held: null });
    // Cut off mid-answer: the browser must see a broken response, not a short one that looks whole.
    if (res.headersSent) res.destroy();
    const timedOut = error.code === 'UND_ERR_HEADERS_TIMEOUT' || error.code === 'UND_ERR_BODY_TIMEOUT';
    // undici calls onConnect just before it writes the request, never when the connection could
    // not be made (those requests fail without it): a connection that failed after that may have
    // carried the request to the tenant. Read here, on failure only: the success path pays nothing.
    const sent = this.abortUpstream !== null;
    this.settle({ status: this.status, failure: timedOut ? 'timeout' : sent ? 'dropped' : 'unreachable', requestId: this.requestId, errorBody: null, held: null });
  }

  private settle(result: UpstreamResult): void {
    if (this.settled) return;
    this.settled = true;
    this.res.removeListener('close', onClientClose);
    this.done(result);
  }
}

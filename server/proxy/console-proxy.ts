// The console's server-side boundary: answers /console/* itself and forwards /api/v1|v2 calls to
// the one configured tenant with a bearer token the browser never sees.
//
// Every /api/ request passes, in order: Host allowlist (403), origin-form target (400), method (405),
// same-origin (403), X-Console-Request (403), path normalization (400), body size (413). Only then
// is a token taken from the cache and the request dispatched on a keep-alive undici Pool; the
// answer is streamed back with Set-Cookie, CORS and hop-by-hop headers removed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Pool, type Dispatcher } from 'undici';
import { DEFAULT_PROXY_SETTINGS, type ProxySettings, type TenantConfig } from './config';
import { checkApiPath, checkConsoleHeader, checkHost, checkMethod, checkSameOrigin, type Refusal } from './guards';
import { createTokenCache, type CachedToken, type TokenCache, type TokenCacheOutcome } from './token-cache';
import { TokenEndpointError, createTokenSource, type TokenSource } from './token-source';

export interface ConsoleInfo {
  tenant: { host: string; demo: boolean };
  demoIds?: Record<string, string>;
}

export interface ConsoleProxyOptions {
  tenant: TenantConfig;
  settings?: Partial<ProxySettings>;
  /** Whether the tenant is the in-process demo tenant, and its seeded ids for "Try it" links. */
  demo?: { ids: Record<string, string> };
  /** Receives one line per request (no secrets); null turns request logging off. Default: stdout. */
  log?: ((line: string) => void) | null;
  /** Largest request body forwarded (buffered so a 401 can be replayed); default 1 MiB. */
  maxBodyBytes?: number;
  /** Keep-alive connections to the tenant; default 64. */
  connections?: number;
  /** Replaces the token exchange (tests, benchmarks against an upstream without a token endpoint). */
  tokenSource?: TokenSource;
  /** Minimum time between failed token requests; default 1000 ms. */
  tokenRetryIntervalMs?: number;
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface ConsoleProxy {
  /** Connect-style: answers /api/ and /console/ (and refuses absolute-form targets), calls next() for the rest. */
  middleware: Middleware;
  /** Answers every request: the middleware, with a JSON 404 for anything else. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  close: () => Promise<void>;
}

export const MAX_BODY_BYTES = 1024 * 1024;

// Request headers never forwarded: hop-by-hop ones, the browser's own credentials, proxy and
// fetch-metadata ones, and the console's marker. `proxy-*`, `sec-*` and `x-forwarded-*` by prefix.
const STRIPPED_REQUEST_HEADERS = new Set([
  'authorization', 'cookie', 'host', 'connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade',
  'x-console-request', 'origin', 'referer', 'content-length', 'expect', 'forwarded', 'via', 'http2-settings',
]);
// Response headers never passed back: cookies, hop-by-hop ones, CORS grants and auth challenges
// (a `WWW-Authenticate: Basic` would make the browser pop a login dialog on the console's origin).
const STRIPPED_RESPONSE_HEADERS = new Set([
  'set-cookie', 'set-cookie2', 'connection', 'keep-alive', 'transfer-encoding', 'trailer', 'upgrade', 'te',
  'proxy-authenticate', 'proxy-connection', 'www-authenticate', 'alt-svc', 'x-content-type-options',
]);

function isStrippedRequestHeader(name: string): boolean {
  return STRIPPED_REQUEST_HEADERS.has(name) || name.startsWith('proxy-') || name.startsWith('sec-') || name.startsWith('x-forwarded-');
}

function isStrippedResponseHeader(name: string): boolean {
  return STRIPPED_RESPONSE_HEADERS.has(name) || name.startsWith('access-control-');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders?: Record<string, string>): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': Buffer.byteLength(text),
    ...extraHeaders,
  });
  res.end(text);
}

/** gRPC codes for the proxy's own answers, so the console's ApiError reads them like the tenant's. */
function grpcCode(status: number): number {
  switch (status) {
    case 403: return 7; // PERMISSION_DENIED
    case 404: return 5; // NOT_FOUND
    case 413: return 8; // RESOURCE_EXHAUSTED
    case 502: return 14; // UNAVAILABLE
    case 504: return 4; // DEADLINE_EXCEEDED
    default: return status >= 500 ? 13 : 3; // INTERNAL / INVALID_ARGUMENT
  }
}

function refuse(res: ServerResponse, refusal: Refusal, extraHeaders?: Record<string, string>): void {
  sendJson(res, refusal.status, { code: grpcCode(refusal.status), message: refusal.message }, extraHeaders);
}

/**
 * Answers requests Node's HTTP parser refuses (oversized headers, CR/LF or other bytes that are not
 * allowed in a path or header value) with a JSON 4xx instead of Node's bare 400. Attach it to the
 * server's 'clientError' event.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || socket.destroyed) return void socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({ code: 3, message: tooLarge ? 'request headers too large' : 'malformed request (invalid characters in the request line or a header)' });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncache-control: no-store\r\nx-content-type-options: nosniff\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

interface Context {
  pool: Pool;
  tokens: TokenCache;
  upstreamTimeoutMs: number;
}

type Done = (status: number, outcome: TokenCacheOutcome | '-') => void;

/**
 * One upstream exchange, written against undici's (fast, allocation-light) dispatch handler API:
 * the answer streams straight into the browser's response with backpressure. A first 401 is
 * swallowed and the request replayed once with a fresh token.
 */
class UpstreamExchange implements Dispatcher.DispatchHandler {
  private abortUpstream: ((reason?: Error) => void) | null = null;
  private retrying = false;
  private status = 0;
  private clientGone = false;

  constructor(
    private readonly ctx: Context,
    private readonly res: ServerResponse,
    private readonly method: string,
    private readonly path: string,
    private readonly headers: string[],
    private readonly body: Buffer | null,
    private readonly token: CachedToken,
    private readonly attempt: number,
    private readonly done: Done,
  ) {}

  start(): void {
    this.ctx.pool.dispatch(
      {
        path: this.path,
        method: this.method as Dispatcher.HttpMethod,
        headers: this.headers,
        body: this.body,
        headersTimeout: this.ctx.upstreamTimeoutMs,
        bodyTimeout: this.ctx.upstreamTimeoutMs,
      },
      this,
    );
  }

  /** The browser went away: abort the upstream request too. */
  cancel(): void {
    this.clientGone = true;
    this.abortUpstream?.(new Error('client disconnected'));
    this.replay?.cancel();
  }

  private replay: UpstreamExchange | null = null;

  onConnect(abort: (reason?: Error) => void): void {
    if (this.clientGone) abort(new Error('client disconnected'));
    else this.abortUpstream = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    this.status = statusCode;
    if (statusCode === 401 && this.attempt === 0) {
      this.retrying = true; // drain this answer, then replay
      return true;
    }
    const res = this.res;
    if (res.destroyed) return true;
    const out: string[] = ['x-content-type-options', 'nosniff'];
    for (let i = 0; i < rawHeaders.length; i += 2) {
      const name = (rawHeaders[i] as Buffer).toString('latin1');
      if (isStrippedResponseHeader(name.toLowerCase())) continue;
      out.push(name, (rawHeaders[i + 1] as Buffer).toString('latin1'));
    }
    res.writeHead(statusCode, out);
    this.resumeUpstream = resume;
    return true;
  }

  private resumeUpstream: (() => void) | null = null;

  onData(chunk: Buffer): boolean {
    if (this.retrying) return true;
    const res = this.res;
    if (res.destroyed) return true;
    if (res.write(chunk)) return true;
    if (this.resumeUpstream) res.once('drain', this.resumeUpstream);
    return false;
  }

  onComplete(): void {
    if (!this.retrying) {
      this.res.end();
      this.done(this.status, this.token.outcome);
      return;
    }
    // A first 401: drop the token, get one new one (shared with every other such request), replay once.
    const { ctx, res } = this;
    ctx.tokens.invalidate(this.token.token);
    if (this.clientGone) return this.done(499, this.token.outcome);
    ctx.tokens.get().then(
      (fresh) => {
        if (this.clientGone || res.destroyed) return this.done(499, 'refresh');
        // The same headers with the new token in place of the old one (the last pair).
        const headers = this.headers.slice(0, -2);
        headers.push('authorization', `Bearer ${fresh.token}`);
        this.replay = new UpstreamExchange(ctx, res, this.method, this.path, headers, this.body, { token: fresh.token, outcome: 'refresh' }, 1, this.done);
        this.replay.start();
      },
      (error: unknown) => this.done(sendTokenFailure(res, error), 'refresh'),
    );
  }

  onError(error: Error & { code?: string }): void {
    const res = this.res;
    if (this.clientGone) return this.done(499, this.token.outcome);
    const timedOut = error.code === 'UND_ERR_HEADERS_TIMEOUT' || error.code === 'UND_ERR_BODY_TIMEOUT';
    const status = timedOut ? 504 : 502;
    if (res.headersSent) res.destroy();
    else sendJson(res, status, { code: grpcCode(status), message: timedOut ? 'The tenant did not answer in time.' : 'The tenant could not be reached.' });
    this.done(status, this.token.outcome);
  }
}

/** 502 (or 504 when the token endpoint hung) naming the endpoint's status and OAuth error, never a credential. */
function sendTokenFailure(res: ServerResponse, error: unknown): number {
  if (res.headersSent || res.destroyed) return 499;
  if (error instanceof TokenEndpointError) {
    const status = error.timedOut ? 504 : 502;
    sendJson(res, status, {
      code: grpcCode(status),
      message: `The console could not get an access token: ${error.message}.`,
      tokenEndpoint: { status: error.upstreamStatus, ...error.oauthError },
    });
    return status;
  }
  sendJson(res, 502, { code: 14, message: 'The console could not get an access token.', tokenEndpoint: { status: null } });
  return 502;
}

/** Reads a request body up to `limit` bytes; answers 413 itself and calls back with null when over. */
function readBody(req: IncomingMessage, res: ServerResponse, limit: number, callback: (body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  const onData = (chunk: Buffer) => {
    if (over) return;
    size += chunk.length;
    if (size > limit) {
      over = true;
      chunks.length = 0;
      refuse(res, tooLarge(limit), { connection: 'close' });
      callback(null);
      return;
    }
    chunks.push(chunk);
  };
  req.on('data', onData);
  req.once('end', () => {
    if (!over) callback(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
  });
  req.once('error', () => {
    if (!over) {
      over = true;
      callback(null);
    }
  });
}

function tooLarge(limit: number): Refusal {
  return { status: 413, message: `request bodies are limited to ${limit} bytes` };
}

function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

const API_LIKE = /^\/api(?:$|[/?%\\;])/i;

/**
 * Request lines for stdout, written in batches: one write per turn of the event loop instead of one
 * per request (stdout writes are synchronous system calls for files and pipes).
 */
export function bufferedLineWriter(write: (text: string) => void = (text) => void process.stdout.write(text)): (line: string) => void {
  let pending = '';
  const flush = () => {
    if (!pending) return;
    const text = pending;
    pending = '';
    write(text);
  };
  process.once('exit', flush);
  return (line) => {
    if (!pending) setImmediate(flush);
    pending += `${line}\n`;
    if (pending.length > 65_536) flush();
  };
}

let stdoutLog: ((line: string) => void) | null = null;

export function createConsoleProxy(options: ConsoleProxyOptions): ConsoleProxy {
  const { tenant } = options;
  const settings: ProxySettings = { ...DEFAULT_PROXY_SETTINGS, ...options.settings };
  const log = options.log === undefined ? (stdoutLog ??= bufferedLineWriter()) : options.log;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const allowedHosts = new Set(settings.allowedHosts.map((host) => host.toLowerCase()));
  const pool = new Pool(tenant.baseUrl.origin, { connections: options.connections ?? 64, keepAliveTimeout: 30_000, pipelining: 1 });
  const ownSource = options.tokenSource ? null : createTokenSource(tenant, { timeoutMs: settings.tokenTimeoutMs });
  const tokens = createTokenCache(options.tokenSource ?? (ownSource as TokenSource), { retryIntervalMs: options.tokenRetryIntervalMs });
  const ctx: Context = { pool, tokens, upstreamTimeoutMs: settings.upstreamTimeoutMs };
  const info: ConsoleInfo = {
    tenant: { host: tenant.baseUrl.host, demo: Boolean(options.demo) },
    ...(options.demo ? { demoIds: options.demo.ids } : {}),
  };
  const infoText = JSON.stringify(info);

  function forward(req: IncomingMessage, res: ServerResponse, method: string, path: string, body: Buffer | null, done: Done): void {
    // Upstream headers as a flat [name, value, ...] list: what the browser sent, minus what must not pass.
    const raw = req.rawHeaders;
    const headers: string[] = [];
    const connection = req.headers.connection;
    const listed = connection && connection !== 'keep-alive' && connection !== 'close' ? connection.toLowerCase().split(/\s*,\s*/) : null;
    for (let i = 0; i < raw.length; i += 2) {
      const name = (raw[i] as string).toLowerCase();
      if (isStrippedRequestHeader(name) || (listed !== null && listed.includes(name))) continue;
      headers.push(name, raw[i + 1] as string);
    }
    const dispatch = (token: CachedToken) => {
      if (res.destroyed) return done(499, token.outcome);
      headers.push('authorization', `Bearer ${token.token}`);
      const exchange = new UpstreamExchange(ctx, res, method, path, headers, body, token, 0, done);
      res.once('close', () => {
        if (!res.writableFinished) exchange.cancel();
      });
      exchange.start();
    };
    const ready = tokens.peek();
    if (ready !== null) return dispatch(ready);
    tokens.get().then(dispatch, (error: unknown) => {
      if (error instanceof TokenEndpointError) log?.(`token endpoint failure: ${error.message}`);
      done(sendTokenFailure(res, error), 'miss');
    });
  }

  const middleware: Middleware = (req, res, next) => {
    const url = req.url ?? '';
    if (url.charCodeAt(0) !== 47 /* / */) {
      // Absolute-form (`GET http://other/...`) or asterisk-form targets are never ours to follow.
      return refuse(res, { status: 400, message: 'only origin-form request targets are accepted' });
    }
    if (req.httpVersionMajor !== 1) {
      // Node reads a request line cut short by a bare CR or LF as HTTP/0.9: a CR/LF in the target.
      return refuse(res, { status: 400, message: 'malformed request line (CR or LF in the request target?)' }, { connection: 'close' });
    }
    // Anything that could be read as /api (e.g. `/api%2fv1`, `/API/`) is judged here, never falls through.
    const isApi = url.startsWith('/api/') || API_LIKE.test(url);
    if (!isApi && !url.startsWith('/console/')) return next();

    const started = performance.now();
    const method = req.method ?? 'GET';
    const done: Done = log
      ? (status, outcome) => log(`${method} ${pathOf(url)} ${status} ${(performance.now() - started).toFixed(1)}ms token=${outcome}`)
      : () => {};

    if (!isApi) {
      const path = pathOf(url);
      // The health check answers whatever the Host (load balancers probe by address); it says nothing else.
      if (path === '/console/healthz' && (method === 'GET' || method === 'HEAD')) return sendJson(res, 200, { ok: true });
      const hostRefusal = checkHost(req.headers.host, allowedHosts);
      if (hostRefusal) return refuse(res, hostRefusal), done(hostRefusal.status, '-');
      if (path === '/console/info' && (method === 'GET' || method === 'HEAD')) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'content-length': Buffer.byteLength(infoText) });
        res.end(infoText);
        return done(200, '-');
      }
      return refuse(res, { status: 404, message: 'no such console endpoint' }), done(404, '-');
    }

    const refusal =
      checkHost(req.headers.host, allowedHosts) ?? checkMethod(method) ?? checkSameOrigin(req) ?? checkConsoleHeader(req);
    if (refusal) return refuse(res, refusal), done(refusal.status, '-');
    const target = checkApiPath(url);
    if ('status' in target) return refuse(res, target), done(target.status, '-');

    const headers = req.headers;
    const hasBody = method !== 'GET' && method !== 'HEAD' && (headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0'));
    if (!hasBody) return forward(req, res, method, target.path, null, done);
    const declared = Number(headers['content-length']);
    if (declared > maxBodyBytes) return refuse(res, tooLarge(maxBodyBytes), { connection: 'close' }), done(413, '-');
    readBody(req, res, maxBodyBytes, (body) => {
      if (body === null) return done(res.statusCode === 413 ? 413 : 499, '-');
      forward(req, res, method, target.path, body, done);
    });
  };

  const handle = (req: IncomingMessage, res: ServerResponse) =>
    middleware(req, res, () => refuse(res, { status: 404, message: 'not found' }));

  return {
    middleware,
    handle,
    close: async () => {
      await Promise.all([pool.close(), ownSource?.close()]);
    },
  };
}

export interface ListeningConsoleProxy {
  server: Server;
  proxy: ConsoleProxy;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  close: () => Promise<void>;
}

/**
 * Starts the proxy alone on an HTTP server (tests and the benchmark): `upstream` is any origin on
 * loopback; pass `tokenSource` when it has no /auth/v1/token endpoint. Requests need a loopback
 * Host and `X-Console-Request: 1`, as from the console.
 */
export async function listenConsoleProxy(
  options: Omit<ConsoleProxyOptions, 'tenant'> & { tenant?: TenantConfig; upstream?: string; host?: string; port?: number },
): Promise<ListeningConsoleProxy> {
  const tenant = options.tenant ?? { baseUrl: new URL(options.upstream ?? 'http://127.0.0.1:4010'), clientId: 'bench', clientSecret: 'bench' };
  const proxy = createConsoleProxy({ ...options, tenant });
  const server = createServer({ keepAliveTimeout: 65_000 }, proxy.handle);
  server.on('clientError', handleClientError);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    proxy,
    url: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await proxy.close();
    },
  };
}

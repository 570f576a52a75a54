// The console's server-side boundary: answers /console/* itself and forwards /api/v1|v2 calls to
// the one configured tenant with a bearer token the browser never sees. This module routes; the
// guards (guards.ts), the call itself (api-call.ts), the tenant connection (upstream.ts) and the
// log (request-log.ts) live beside it.
//
// Every /api/ request passes, in order: origin-form target (400), Host allowlist (403), method
// (405), same-origin (403), X-Console-Request (403), path normalization (400), body size (413),
// then the ApiCallHooks (the session and role check of server/auth/ first, then the audit trail's).
// Only then is a token taken and the call forwarded. /console/ endpoints need a session too, but
// for the open ones (health check, sign-in).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RPC_CODES } from '../../src/api/rpc-status';
import { withSession, type ConsoleAuth } from '../auth/console-auth';
import { createApiCallHandler, type ApiCallHooks } from './api-call';
import { DEFAULT_PROXY_SETTINGS, DEFAULT_SERVER_LIMITS, type ProxySettings, type ServerLimits, type TenantConfig } from './config';
import { ORIGIN_FORM_ONLY, checkApiPath, pathOf, checkConsoleHeader, checkHost, checkMethod, checkSameOrigin } from './guards';
import { createConsoleHttpServer } from './http-server';
import { refuse, refusal, sendJson } from './proxy-answers';
import { createProxyLogger, logRequest, logTokenEndpointFailure, type Logger } from './request-log';
import { createTokenCache } from './token-cache';
import { TokenEndpointError, createTokenSource, type TokenSource } from './token-source';
import { createUpstream } from './upstream';

export { handleClientError } from './proxy-answers';
export type { ApiCall, ApiCallHooks, CallOutcome } from './api-call';

export interface ConsoleInfo {
  tenant: { host: string; demo: boolean };
  demoIds?: Record<string, string>;
}

/** A /console/* endpoint the proxy answers itself. */
export interface ConsoleEndpoint {
  /** Exact path, or a prefix ending in `/` (e.g. `/console/auth/`). */
  path: string;
  /** Methods answered; default GET and HEAD. */
  methods?: readonly string[];
  /** Answered whatever the Host (health checks probe by address); otherwise the Host guard applies. */
  anyHost?: boolean;
  /** Answered without a session (sign-in itself, the health check); every other endpoint needs one. */
  open?: boolean;
  /** The /api/ guards apply too (same-origin, X-Console-Request): for endpoints that change something. */
  apiGuards?: boolean;
  /** Writes the answer and returns (or resolves to) its status. */
  answer: (req: IncomingMessage, res: ServerResponse) => number | Promise<number>;
}

export interface ConsoleProxyOptions {
  tenant: TenantConfig;
  /** Sign-in (server/auth/): sessions for /api/ and /console/, the viewer's refusal, the sign-in routes. null: none (tests and benchmarks of the proxy alone). */
  auth: ConsoleAuth | null;
  settings?: Partial<ProxySettings>;
  /** Whether the tenant is the in-process demo tenant, and its seeded ids for "Try it" links. */
  demo?: { ids: Record<string, string> };
  /** The request log; null turns it off. Default: JSON lines on stdout (request-log.ts). */
  logger?: Logger | null;
  /** Largest request body forwarded (buffered so a 401 can be replayed); default 1 MiB. */
  maxBodyBytes?: number;
  /** Keep-alive connections to the tenant; default 64. */
  connections?: number;
  /** Replaces the token exchange (tests, benchmarks against an upstream without a token endpoint). */
  tokenSource?: TokenSource;
  /** Minimum time between failed token requests, and between 401-driven renewals; default 1000 ms. */
  tokenRetryIntervalMs?: number;
  /** The token cache's clock (tests move it instead of waiting out a token's lifetime); default Date.now. */
  now?: () => number;
  /** Steps before forwarding and after the answer of every API call (sign-in, audit trail). */
  apiCallHooks?: readonly ApiCallHooks[];
  /** More /console/* endpoints (e.g. /console/me). */
  endpoints?: readonly ConsoleEndpoint[];
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

/** Anything that could be read as /api (e.g. `/api%2fv1`, `/API/`, `/api;x`) is judged, never falls through. */
const API_LIKE = /^\/api(?:$|[/?%\\;])/i;

const { INVALID_ARGUMENT, NOT_FOUND } = RPC_CODES;
const HTTP_09 = refusal(400, INVALID_ARGUMENT, 'malformed request line (CR or LF in the request target?)');
const NO_SUCH_ENDPOINT = refusal(404, NOT_FOUND, 'no such console endpoint');
const ENDPOINT_FAILED = refusal(500, RPC_CODES.INTERNAL, 'the console could not answer this request');

const READ_METHODS: readonly string[] = ['GET', 'HEAD'];

function findEndpoint(endpoints: readonly ConsoleEndpoint[], path: string, method: string): ConsoleEndpoint | undefined {
  return endpoints.find((endpoint) => (endpoint.path.endsWith('/') ? path.startsWith(endpoint.path) : path === endpoint.path) && (endpoint.methods ?? READ_METHODS).includes(method));
}

export function createConsoleProxy(options: ConsoleProxyOptions): ConsoleProxy {
  const { tenant } = options;
  const settings: ProxySettings = { ...DEFAULT_PROXY_SETTINGS, ...options.settings };
  const logger = options.logger === undefined ? createProxyLogger() : options.logger;
  const allowedHosts = new Set(settings.allowedHosts.map((host) => host.toLowerCase()));
  const upstream = createUpstream({ origin: tenant.baseUrl.origin, connections: options.connections ?? 64, timeoutMs: settings.upstreamTimeoutMs });
  const ownSource = options.tokenSource ? null : createTokenSource(tenant, { timeoutMs: settings.tokenTimeoutMs });
  const source: TokenSource = options.tokenSource ?? (ownSource as TokenSource);
  // Each failed attempt is logged once, however many requests were waiting for it.
  const loggedSource: TokenSource = logger
    ? () =>
        source().catch((error: unknown) => {
          if (error instanceof TokenEndpointError) logTokenEndpointFailure(logger, error);
          throw error;
        })
    : source;
  const tokens = createTokenCache(loggedSource, { retryIntervalMs: options.tokenRetryIntervalMs, now: options.now });

  const handleApiCall = createApiCallHandler({
    upstream,
    tokens,
    hooks: [...(options.auth ? [options.auth.apiHooks] : []), ...(options.apiCallHooks ?? [])],
    maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
    onEnd: logger
      ? (req, started, end) =>
          logRequest(logger, { method: req.method ?? '', url: req.url ?? '', status: end.status, durationMs: performance.now() - started, tokenCache: end.tokenCache, traceId: end.traceId, requestId: end.requestId })
      : () => {},
  });

  const info: ConsoleInfo = {
    tenant: { host: tenant.baseUrl.host, demo: Boolean(options.demo) },
    ...(options.demo ? { demoIds: options.demo.ids } : {}),
  };
  const endpoints: readonly ConsoleEndpoint[] = [
    // The health check says nothing but "up", so it may answer any Host (load balancers probe by address).
    { path: '/console/healthz', anyHost: true, open: true, answer: (_req, res) => (sendJson(res, 200, { ok: true }), 200) },
    { path: '/console/info', answer: (_req, res) => (sendJson(res, 200, info), 200) },
    ...(options.auth?.endpoints ?? []),
    ...(options.endpoints ?? []),
  ];
  const sessions = options.auth?.sessions ?? null;

  const logAnswer = (req: IncomingMessage, started: number, status: number): void => {
    if (logger) logRequest(logger, { method: req.method ?? '', url: req.url ?? '', status, durationMs: performance.now() - started, tokenCache: '-', traceId: null, requestId: null });
  };

  function answerConsole(req: IncomingMessage, res: ServerResponse, method: string, started: number): void {
    const endpoint = findEndpoint(endpoints, pathOf(req.url ?? ''), method);
    if (endpoint?.anyHost) return void endpoint.answer(req, res);
    const refused = checkHost(req.headers.host, allowedHosts) ?? (endpoint?.apiGuards ? (checkSameOrigin(req) ?? checkConsoleHeader(req)) : null);
    if (refused) return refuse(res, refused), logAnswer(req, started, refused.status);
    // Without a session every endpoint but the open ones is 401, even one that does not exist: no probing.
    const answer = sessions && !endpoint?.open ? () => withSession(sessions, req, res, () => answerFound(req, res, endpoint)) : () => answerFound(req, res, endpoint);
    const status = answer();
    if (typeof status === 'number') return logAnswer(req, started, status);
    status.then(
      (settled) => logAnswer(req, started, settled),
      () => {
        if (!res.headersSent) refuse(res, ENDPOINT_FAILED);
        else res.destroy();
        logAnswer(req, started, 500);
      },
    );
  }

  function answerFound(req: IncomingMessage, res: ServerResponse, endpoint: ConsoleEndpoint | undefined): number | Promise<number> {
    if (!endpoint) return refuse(res, NO_SUCH_ENDPOINT), NO_SUCH_ENDPOINT.status;
    return endpoint.answer(req, res);
  }

  const middleware: Middleware = (req, res, next) => {
    const url = req.url ?? '';
    // Absolute-form (`GET http://other/...`) or asterisk-form targets are never ours to follow.
    if (url.charCodeAt(0) !== 47 /* / */) return refuse(res, ORIGIN_FORM_ONLY);
    // Node reads a request line cut short by a bare CR or LF as HTTP/0.9: a CR/LF in the target.
    if (req.httpVersionMajor !== 1) return refuse(res, HTTP_09, ['connection', 'close']);
    const isApi = url.startsWith('/api/') || API_LIKE.test(url);
    if (!isApi && !url.startsWith('/console/')) return next();

    const started = performance.now();
    const method = req.method ?? 'GET';
    if (!isApi) return answerConsole(req, res, method, started);
    const refused = checkHost(req.headers.host, allowedHosts) ?? checkMethod(method) ?? checkSameOrigin(req) ?? checkConsoleHeader(req);
    if (refused) return refuse(res, refused), logAnswer(req, started, refused.status);
    const target = checkApiPath(url);
    if ('status' in target) return refuse(res, target), logAnswer(req, started, target.status);
    handleApiCall(req, res, method, target.path, started);
  };

  const notFound = refusal(404, NOT_FOUND, 'not found');
  const handle = (req: IncomingMessage, res: ServerResponse) => middleware(req, res, () => refuse(res, notFound));

  return {
    middleware,
    handle,
    close: async () => {
      await Promise.all([upstream.close(), ownSource?.close()]);
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
 * Starts the proxy alone on an HTTP server with the console's server limits (tests and the
 * benchmark): `upstream` is any origin on loopback; pass `tokenSource` when it has no
 * /auth/v1/token endpoint. Requests need a loopback Host and `X-Console-Request: 1`, as from the console.
 */
export async function listenConsoleProxy(
  options: Omit<ConsoleProxyOptions, 'tenant' | 'auth'> & { tenant?: TenantConfig; auth?: ConsoleAuth | null; upstream?: string; host?: string; port?: number; limits?: Partial<ServerLimits> },
): Promise<ListeningConsoleProxy> {
  const tenant = options.tenant ?? { baseUrl: new URL(options.upstream ?? 'http://127.0.0.1:4010'), clientId: 'bench', clientSecret: 'bench' };
  const proxy = createConsoleProxy({ ...options, auth: options.auth ?? null, tenant });
  const server = createConsoleHttpServer({ ...DEFAULT_SERVER_LIMITS, ...options.limits }, proxy.handle);
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

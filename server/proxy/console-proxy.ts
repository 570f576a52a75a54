// The console's server-side boundary: answers /console/* itself and forwards /api/v1|v2 calls to
// the one configured tenant with a bearer token the browser never sees.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool } from 'undici';
import type { ProxySettings, TenantConfig } from './config';
import { checkApiPath, checkConsoleHeader, checkHost, checkSameOrigin, type Refusal } from './guards';
import { createTokenCache, type TokenCacheOutcome } from './token-cache';
import { TokenEndpointError, createTokenSource } from './token-source';

export interface ConsoleInfo {
  tenant: { host: string; demo: boolean };
  demoIds?: Record<string, string>;
}

export interface ConsoleProxyOptions {
  tenant: TenantConfig;
  settings: ProxySettings;
  /** Whether the tenant is the in-process demo tenant, and its seeded ids for "Try it" links. */
  demo?: { ids: Record<string, string> };
  log?: (line: string) => void;
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

// Headers never forwarded upstream: hop-by-hop ones, the browser's own credentials, and proxy ones.
const STRIPPED_REQUEST_HEADERS = new Set([
  'authorization', 'cookie', 'host', 'connection', 'keep-alive', 'proxy-authorization', 'proxy-authenticate',
  'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'x-console-request', 'origin', 'referer',
  'content-length', 'expect', 'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto',
]);
const STRIPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'connection', 'keep-alive', 'transfer-encoding', 'trailer', 'upgrade', 'proxy-authenticate']);

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function refuse(res: ServerResponse, refusal: Refusal): void {
  sendJson(res, refusal.status, { code: refusal.status === 403 ? 7 : 3, message: refusal.message });
}

export function createConsoleProxy(options: ConsoleProxyOptions): { middleware: Middleware; close: () => Promise<void> } {
  const { tenant, settings, log = (line) => console.log(line) } = options;
  const pool = new Pool(tenant.baseUrl.origin, { connections: 64, keepAliveTimeout: 30_000, pipelining: 1 });
  const tokens = createTokenCache(createTokenSource(tenant, { dispatcher: pool }));
  const info: ConsoleInfo = {
    tenant: { host: tenant.baseUrl.host, demo: Boolean(options.demo) },
    ...(options.demo ? { demoIds: options.demo.ids } : {}),
  };

  async function forward(req: IncomingMessage, res: ServerResponse, path: string): Promise<{ status: number; outcome: TokenCacheOutcome | '-' }> {
    let token: { token: string; outcome: TokenCacheOutcome };
    try {
      token = await tokens.get();
    } catch (error) {
      const message = error instanceof TokenEndpointError ? error.message : 'token exchange failed';
      const status = error instanceof TokenEndpointError && error.timedOut ? 504 : 502;
      sendJson(res, status, { code: status === 504 ? 4 : 14, message: `The console could not get an access token: ${message}.` });
      return { status, outcome: '-' };
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || STRIPPED_REQUEST_HEADERS.has(name) || name.startsWith('proxy-') || name.startsWith('sec-')) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    headers.authorization = `Bearer ${token.token}`;
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    try {
      const upstream = await pool.request({
        path,
        method: (req.method ?? 'GET') as 'GET',
        headers,
        body: hasBody ? req : undefined,
        signal: abort.signal,
        headersTimeout: settings.upstreamTimeoutMs,
        bodyTimeout: settings.upstreamTimeoutMs,
      });
      if (upstream.statusCode === 401) tokens.invalidate(token.token);
      const responseHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(upstream.headers)) {
        if (value !== undefined && !STRIPPED_RESPONSE_HEADERS.has(name)) responseHeaders[name] = value;
      }
      res.writeHead(upstream.statusCode, responseHeaders);
      for await (const chunk of upstream.body) res.write(chunk);
      res.end();
      return { status: upstream.statusCode, outcome: token.outcome };
    } catch (error) {
      if (abort.signal.aborted) return { status: 499, outcome: token.outcome };
      const timedOut = error instanceof Error && /Timeout/i.test(error.name + (error as { code?: string }).code);
      if (!res.headersSent) sendJson(res, timedOut ? 504 : 502, { code: timedOut ? 4 : 14, message: timedOut ? 'The tenant did not answer in time.' : 'The tenant could not be reached.' });
      else res.destroy();
      return { status: timedOut ? 504 : 502, outcome: token.outcome };
    }
  }

  const middleware: Middleware = (req, res, next) => {
    const url = req.url ?? '';
    const isApi = url.startsWith('/api/');
    if (!isApi && !url.startsWith('/console/')) return next();
    const started = performance.now();
    const done = (status: number, outcome: string) => {
      // One line per request; never headers, bodies, tokens or secrets.
      const pathOnly = url.split('?', 1)[0];
      log(`${req.method} ${pathOnly} ${status} ${(performance.now() - started).toFixed(1)}ms token=${outcome}`);
    };
    const hostRefusal = checkHost(req, settings.allowedHosts);
    if (hostRefusal) return refuse(res, hostRefusal), done(hostRefusal.status, '-');

    if (!isApi) {
      if (req.method === 'GET' && url === '/console/info') return sendJson(res, 200, info), done(200, '-');
      if (req.method === 'GET' && url === '/console/healthz') return sendJson(res, 200, { ok: true }), done(200, '-');
      return sendJson(res, 404, { code: 5, message: 'no such console endpoint' }), done(404, '-');
    }
    const refusal = checkSameOrigin(req) ?? checkConsoleHeader(req);
    if (refusal) return refuse(res, refusal), done(refusal.status, '-');
    const target = checkApiPath(url);
    if ('status' in target) return refuse(res, target), done(target.status, '-');
    forward(req, res, target.path).then(({ status, outcome }) => done(status, outcome));
  };

  return { middleware, close: () => pool.close() };
}

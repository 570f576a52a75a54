// One process of the proxy benchmark, started by bench/proxy.ts so that load generator, proxy and
// upstream never share an event loop:
//   upstream                 a small JSON endpoint that checks the bearer token, and a token
//                            endpoint that counts token requests (GET /__token_requests reads it)
//   ours <upstream>          this project's createConsoleProxy (token exchange included), with
//                            sign-in: every request carries a session cookie (benchSessionCookie)
//   ours-open <upstream>     the same without sign-in, to measure what the session check adds
//   vite <upstream>          a Vite dev server whose `server.proxy` uses a keep-alive agent
//   hpm <upstream>           http-proxy-middleware 3 with a keep-alive agent
//   floor <upstream>         the stack's floor: a node:http server and the same undici Pool
//                            dispatch as ours, fixed request headers, nothing else
// Prints `READY <port>` once listening on loopback: on BENCH_TARGET_PORT when set, else a free port.
import { Agent, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const BENCH_TOKEN = 'bench-access-token-7f3a9c';
export const BENCH_PATH = '/api/v1/apps/app-bench/authzen_servers?pageSize=2';
const BENCH_SESSION_SECRET = 'bench-session-secret-0123456789abcdef-0123456789';

function benchAuthConfig() {
  return import('../server/auth/auth-config').then(({ authConfigFromEnvironment }) =>
    authConfigFromEnvironment({ CONSOLE_AUTH: 'token', SESSION_SECRET: BENCH_SESSION_SECRET }, { demoTenant: false }),
  );
}

/** `Cookie` header value of a real admin session, sealed with the bench's secret. */
export async function benchSessionCookie(): Promise<string> {
  const { createSessions } = await import('../server/auth/sessions');
  const config = await benchAuthConfig();
  const sessions = createSessions({ secret: config.sessionSecret, idleMs: config.idleMs, maxMs: config.maxMs, secure: false });
  const setCookie = await sessions.start({ sub: 'bench', email: 'bench@example.com', name: 'Bench' }, 'admin', 'token');
  return setCookie.slice(0, setCookie.indexOf(';'));
}

const [kind, upstream] = process.argv.slice(2);
const PORT = Number(process.env.BENCH_TARGET_PORT ?? 0);

const BODY = JSON.stringify({
  list: [
    { id: 'authzen-1', appId: 'app-bench', name: 'Primary PDP', baseUrl: 'https://pdp.example.com', createTime: '2026-11-20T00:00:00Z' },
    { id: 'authzen-2', appId: 'app-bench', name: 'Fallback PDP', baseUrl: 'https://pdp2.example.com', createTime: '2026-11-21T00:00:00Z' },
  ],
  nextPageToken: '',
});

/** A folder of this process's own, removed when it ends (bench/proxy.ts ends it with SIGTERM). */
function ownTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
process.once('SIGTERM', () => process.exit(0));

function ready(server: { address(): AddressInfo | string | null }) {
  process.stdout.write(`READY ${(server.address() as AddressInfo).port}\n`);
}

async function startUpstream() {
  let tokenRequests = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === '/auth/v1/token') {
      tokenRequests += 1;
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ access_token: BENCH_TOKEN, token_type: 'Bearer', expires_in: 3600 }));
      });
      return;
    }
    if (req.url === '/__token_requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ tokenRequests }));
      return;
    }
    if (req.headers.authorization !== `Bearer ${BENCH_TOKEN}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"code":16,"message":"a bearer token is required"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(BODY) });
    res.end(BODY);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(PORT, '127.0.0.1', () => ready(server));
}

async function startOurs(target: string, withSignIn: boolean) {
  const { createConsoleAuth } = await import('../server/auth/console-auth');
  const { createConsoleProxy } = await import('../server/proxy/console-proxy');
  const { createConsoleHttpServer } = await import('../server/proxy/http-server');
  const { DEFAULT_SERVER_LIMITS } = await import('../server/proxy/config');
  const { asyncDestination, createProxyLogger } = await import('../server/proxy/request-log');
  // As in production: the server limits, and one log line per request through pino's asynchronous
  // destination (to a file here, since this process's stdout is the READY channel).
  const logFile = path.join(ownTempDir('bench-proxy-log-'), 'proxy.log');
  const proxy = createConsoleProxy({
    tenant: { baseUrl: new URL(target), clientId: 'bench-client', clientSecret: 'bench-plain-secret' },
    logger: createProxyLogger(asyncDestination(logFile)),
    auth: withSignIn ? createConsoleAuth({ config: await benchAuthConfig(), logger: null }) : null,
  });
  const server = createConsoleHttpServer(DEFAULT_SERVER_LIMITS, proxy.handle);
  server.listen(PORT, '127.0.0.1', () => ready(server));
}

async function startVite(target: string) {
  const { createServer: createViteServer } = await import('vite');
  const root = ownTempDir('bench-vite-');
  const vite = await createViteServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: {
      host: '127.0.0.1',
      port: PORT,
      strictPort: true,
      hmr: false,
      watch: null,
      proxy: {
        '/api': {
          target,
          changeOrigin: true,
          agent: new Agent({ keepAlive: true, maxSockets: 64 }),
          headers: { authorization: `Bearer ${BENCH_TOKEN}` },
        },
      },
    },
  });
  await vite.listen();
  if (!vite.httpServer) throw new Error('vite has no http server');
  ready(vite.httpServer);
}

async function startHpm(target: string) {
  const { createProxyMiddleware } = await import('http-proxy-middleware');
  const middleware = createProxyMiddleware({
    target,
    changeOrigin: true,
    agent: new Agent({ keepAlive: true, maxSockets: 64 }),
    headers: { authorization: `Bearer ${BENCH_TOKEN}` },
  });
  const server = createServer((req, res) =>
    middleware(req, res, () => {
      res.writeHead(404);
      res.end();
    }),
  );
  server.keepAliveTimeout = 60_000;
  server.listen(PORT, '127.0.0.1', () => ready(server));
}

/**
 * What the 2× budget can hope for on this stack: ours's transport (node:http server with the
 * console's limits, an undici Pool of 64 keep-alive connections, a dispatch handler streaming the
 * answer) with none of its work: no guards, session, header filtering, token cache, audit or log.
 * The answer carries the tenant's Content-Type and Content-Length and the console's security
 * headers, so it is as long as ours.
 */
async function startFloor(target: string) {
  const { Pool } = await import('undici');
  const { createConsoleHttpServer } = await import('../server/proxy/http-server');
  const { DEFAULT_SERVER_LIMITS } = await import('../server/proxy/config');
  const { API_SECURITY_HEADER_LIST } = await import('../server/proxy/security-headers');
  const pool = new Pool(new URL(target).origin, { connections: 64, keepAliveTimeout: 30_000, pipelining: 1 });
  const requestHeaders = ['accept', 'application/json', 'authorization', `Bearer ${BENCH_TOKEN}`];
  const server = createConsoleHttpServer(DEFAULT_SERVER_LIMITS, (req, res) => {
    let resume = () => {};
    pool.dispatch(
      { path: req.url ?? '/', method: 'GET', headers: requestHeaders, headersTimeout: 30_000, bodyTimeout: 30_000 },
      {
        onConnect() {},
        onHeaders(statusCode, rawHeaders, resumeUpstream) {
          resume = resumeUpstream;
          const headers: string[] = [];
          for (let i = 0; i < rawHeaders.length; i += 2) {
            const name = (rawHeaders[i] as Buffer).toString('latin1');
            const lower = name.toLowerCase();
            if (lower === 'content-type' || lower === 'content-length') headers.push(name, (rawHeaders[i + 1] as Buffer).toString('latin1'));
          }
          for (const part of API_SECURITY_HEADER_LIST) headers.push(part);
          if (!res.destroyed) res.writeHead(statusCode, headers);
          return true;
        },
        onData(chunk) {
          // A client gone at the end of a load segment: drop the rest, never hold the connection.
          if (res.destroyed || res.write(chunk)) return true;
          res.once('drain', resume);
          return false;
        },
        onComplete() {
          res.end();
        },
        onError() {
          if (res.headersSent) res.destroy();
          else res.writeHead(502).end();
        },
      },
    );
  });
  server.listen(PORT, '127.0.0.1', () => ready(server));
}

if (kind) {
  const starters: Record<string, () => Promise<void>> = {
    upstream: startUpstream,
    ours: () => startOurs(upstream ?? '', true),
    'ours-open': () => startOurs(upstream ?? '', false),
    vite: () => startVite(upstream ?? ''),
    hpm: () => startHpm(upstream ?? ''),
    floor: () => startFloor(upstream ?? ''),
  };
  const start = starters[kind];
  if (!start) throw new Error(`unknown target ${kind}`);
  void start();
}

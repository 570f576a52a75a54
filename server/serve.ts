// `npm run serve`: the production server. Serves the built SPA from `dist/` and the same console
// proxy (with the same guards) as `npm start`, on HOST (127.0.0.1) : PORT (4173). Without
// TENANT_BASE_URL it starts the demo tenant in-process, like `npm start`.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ConfigError,
  isLoopback,
  logLevelFromEnvironment,
  proxySettingsFromEnvironment,
  readEnvironment,
  serverLimitsFromEnvironment,
  tenantFromEnvironment,
} from './proxy/config';
import { actorFromSessions, auditConfigFromEnvironment, startAuditTrail } from './audit/start-audit';
import { startConsoleAuth } from './auth/start-auth';
import { createConsoleProxy } from './proxy/console-proxy';
import { checkHost } from './proxy/guards';
import { createConsoleHttpServer } from './proxy/http-server';
import { createProxyLogger, type Logger } from './proxy/request-log';
import { SECURITY_HEADERS } from './proxy/security-headers';
import { MissingBuildError, createStaticSite } from './proxy/static-site';

export interface ConsoleServerOptions {
  env?: Record<string, string | undefined>;
  /** The built SPA; default `dist/` next to package.json (DIST_DIR overrides it). */
  distDir?: string;
  /** Start-up lines and one line per request; null turns logging off. Default: JSON lines on stdout. */
  logger?: Logger | null;
  /** Where token mode's sign-in link goes; default stderr (the terminal, never the kept JSON log). */
  showSignInLink?: (line: string) => void;
}

export interface ConsoleServer {
  server: Server;
  url: string;
  logger: Logger | null;
  /** Stops accepting connections, lets in-flight requests finish (up to `graceMs`), then closes everything. */
  close: (graceMs?: number) => Promise<void>;
}

const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

export async function startConsoleServer(options: ConsoleServerOptions = {}): Promise<ConsoleServer> {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const env = options.env ?? readEnvironment(root);
  const host = env.HOST?.trim() || '127.0.0.1';
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('PORT must be a port number (0-65535)');

  // Configuration and the build are checked before anything starts listening.
  const configured = tenantFromEnvironment(env);
  const settings = proxySettingsFromEnvironment(env);
  const limits = serverLimitsFromEnvironment(env);
  const logger = options.logger === undefined ? createProxyLogger(undefined, logLevelFromEnvironment(env)) : options.logger;
  const site = createStaticSite(resolve(root, options.distDir ?? env.DIST_DIR ?? 'dist'));
  const auditConfig = auditConfigFromEnvironment(env, root);

  // Loaded only when needed: a misconfigured start fails fast, and a real tenant never loads it.
  // Sign-in settings are checked before anything starts too (startConsoleAuth throws ConfigError).
  const signIn = await startConsoleAuth(env, { demoTenant: !configured, logger });
  const demo = configured ? null : await (await import('./start-demo-tenant')).startDemoTenant();
  const tenant = configured ?? (demo as NonNullable<typeof demo>).tenant;
  const allowedHosts = new Set(settings.allowedHosts);
  // Opens in the background: the first page never waits for the store, only a change does.
  const audit = startAuditTrail(auditConfig, { actorOf: actorFromSessions(signIn.auth.sessions), logger });
  const proxy = createConsoleProxy({ tenant, settings, demo: demo ? { ids: demo.ids } : undefined, logger, auth: signIn.auth, recordHooks: [audit.hooks], endpoints: [audit.endpoint] });

  // The proxy writes the security headers on its own answers; the site's get them here.
  const server = createConsoleHttpServer(limits, (req, res) => {
    proxy.middleware(req, res, () => {
      for (const [name, value] of SECURITY_HEADER_ENTRIES) res.setHeader(name, value);
      // The page itself is refused to foreign Host names too, as Vite's allowedHosts check does in dev.
      if (checkHost(req.headers.host, allowedHosts)) {
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('This Host is not allowed to reach the console (add it to ALLOWED_HOSTS).');
        return;
      }
      site(req, res);
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${shownHost}:${address.port}`;
  logger?.info({ limits }, `Console on ${url} -> ${configured ? `tenant ${tenant.baseUrl.host}` : `demo tenant on ${tenant.baseUrl.host}`}`);
  // The token link goes to the terminal only, never into the (shipped, kept) JSON log.
  if (signIn.auth.mode === 'token') {
    (options.showSignInLink ?? ((line) => process.stderr.write(`${line}\n`)))(signIn.describe(address.port));
    logger?.info('Sign in (token mode): open the link printed on stderr');
  } else {
    logger?.info(signIn.describe(address.port));
  }
  if (!isLoopback(host) && settings.allowedHosts.length === 0) {
    logger?.warn(`HOST=${host} but ALLOWED_HOSTS is empty, so only loopback Host names are answered; set ALLOWED_HOSTS to the console's public host name.`);
  }

  let closing: Promise<void> | null = null;
  const close = (graceMs = 10_000) => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
      // Idle keep-alive connections go now; busy ones as soon as their request is answered.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      await stopped;
      clearInterval(sweep);
      clearTimeout(deadline);
      await proxy.close();
      await demo?.close();
      await signIn.close();
      await audit.close();
    })();
    return closing;
  };
  return { server, url, logger, close };
}

async function main(): Promise<void> {
  let running: ConsoleServer;
  try {
    running = await startConsoleServer();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof MissingBuildError) {
      process.stderr.write(`serve: ${error.message}\n`);
      process.exit(1);
    }
    if (error instanceof Error && 'code' in error && (error.code === 'EADDRINUSE' || error.code === 'EACCES')) {
      process.stderr.write(`serve: cannot listen (${error.code}): choose another PORT or HOST\n`);
      process.exit(1);
    }
    throw error;
  }
  const shutdown = (signal: string) => {
    running.logger?.info(`${signal}: finishing in-flight requests, then exiting`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();

// Mounts the console proxy into `vite dev`, in front of Vite's own middlewares, so the same guards
// apply as in production. Without TENANT_BASE_URL it starts the demo tenant in-process and points
// the proxy at it over loopback HTTP. It also keeps Vite's dev server from undoing the guards:
// `server.cors` stays off, the `allowedHosts` (DNS rebinding) check stays on, and the dev server
// gets the production server's limits against slow and idle clients.
import type { Plugin } from 'vite';
import {
  ConfigError,
  logLevelFromEnvironment,
  proxySettingsFromEnvironment,
  readEnvironment,
  serverLimitsFromEnvironment,
  tenantFromEnvironment,
} from './proxy/config';
import { startDemoProvider } from './auth/demo-provider';
import { startConsoleAuth } from './auth/start-auth';
import { createConsoleProxy, handleClientError } from './proxy/console-proxy';
import { applyServerLimits } from './proxy/http-server';
import { createProxyLogger } from './proxy/request-log';
import { startDemoTenant } from './start-demo-tenant';

export function consoleProxyPlugin(): Plugin {
  return {
    name: 'console-proxy',
    apply: 'serve',
    config(config) {
      const env = readEnvironment(config.root ?? process.cwd());
      const extraHosts = proxySettingsFromEnvironment(env).allowedHosts;
      return {
        server: { cors: false, ...(extraHosts.length ? { allowedHosts: extraHosts } : {}) },
        preview: { cors: false },
      };
    },
    configResolved(config) {
      if (config.server.allowedHosts === true) {
        throw new Error('[console-proxy] server.allowedHosts: true turns off the DNS-rebinding check; list host names (or set ALLOWED_HOSTS) instead');
      }
      if (config.server.cors !== false) throw new Error('[console-proxy] server.cors must stay false: the proxy never grants CORS');
    },
    async configureServer(server) {
      const env = readEnvironment(server.config.root);
      let configured;
      let settings;
      let limits;
      try {
        configured = tenantFromEnvironment(env);
        settings = proxySettingsFromEnvironment(env);
        limits = serverLimitsFromEnvironment(env);
      } catch (error) {
        if (error instanceof ConfigError) throw new Error(`[console-proxy] ${error.message}`, { cause: error });
        throw error;
      }
      // The same JSON lines as `npm run serve`, printed through Vite's logger so they keep its order.
      const logger = createProxyLogger({ write: (line) => server.config.logger.info(`[proxy] ${line.trimEnd()}`) }, logLevelFromEnvironment(env));
      let signIn;
      try {
        signIn = await startConsoleAuth(env, { demoTenant: !configured, logger, startDemoProvider });
      } catch (error) {
        if (error instanceof ConfigError) throw new Error(`[console-proxy] ${error.message}`, { cause: error });
        throw error;
      }
      const demo = configured ? null : await startDemoTenant({ allowedHosts: settings.allowedHosts });
      const tenant = configured ?? (demo as NonNullable<typeof demo>).tenant;
      const proxy = createConsoleProxy({ tenant, settings, demo: demo ? { ids: demo.ids } : undefined, logger, auth: signIn.auth });
      server.config.logger.info(configured ? `[proxy] tenant ${tenant.baseUrl.host}` : `[proxy] demo tenant on ${tenant.baseUrl.host}`);
      const started = signIn;
      // The port is known once Vite listens (the token link names it).
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (address && typeof address === 'object') server.config.logger.info(`[proxy] ${started.describe(address.port)}`);
      });
      // Used directly (not from a returned hook), so it runs before Vite's internal middlewares.
      server.middlewares.use(proxy.middleware);
      const httpServer = server.httpServer;
      // An http2 (https) dev server has no such limits to set.
      if (httpServer && 'headersTimeout' in httpServer) applyServerLimits(httpServer, limits);
      httpServer?.on('clientError', handleClientError);
      httpServer?.on('close', () => {
        void proxy.close();
        void demo?.close();
        void started.close();
      });
    },
  };
}

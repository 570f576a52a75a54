// Mounts the console proxy into `vite dev`, in front of Vite's own middlewares, so the same guards
// apply as in production. Without TENANT_BASE_URL it starts the demo tenant in-process and points
// the proxy at it over loopback HTTP. It also keeps Vite's dev server from undoing the guards:
// `server.cors` stays off and the `allowedHosts` (DNS rebinding) check stays on.
import type { Plugin } from 'vite';
import { ConfigError, proxySettingsFromEnvironment, readEnvironment, tenantFromEnvironment } from './proxy/config';
import { createConsoleProxy, handleClientError } from './proxy/console-proxy';
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
      try {
        configured = tenantFromEnvironment(env);
        settings = proxySettingsFromEnvironment(env);
      } catch (error) {
        if (error instanceof ConfigError) throw new Error(`[console-proxy] ${error.message}`, { cause: error });
        throw error;
      }
      const demo = configured ? null : await startDemoTenant();
      const tenant = configured ?? (demo as NonNullable<typeof demo>).tenant;
      const proxy = createConsoleProxy({
        tenant,
        settings,
        demo: demo ? { ids: demo.ids } : undefined,
        log: (line) => server.config.logger.info(`[proxy] ${line}`, { timestamp: true }),
      });
      server.config.logger.info(configured ? `[proxy] tenant ${tenant.baseUrl.host}` : `[proxy] demo tenant on ${tenant.baseUrl.host}`);
      // Used directly (not from a returned hook), so it runs before Vite's internal middlewares.
      server.middlewares.use(proxy.middleware);
      server.httpServer?.on('clientError', handleClientError);
      server.httpServer?.on('close', () => {
        void proxy.close();
        void demo?.close();
      });
    },
  };
}

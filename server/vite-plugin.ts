// Mounts the console proxy into `vite dev`. Without TENANT_BASE_URL it starts the demo tenant
// in-process and points the proxy at it over loopback HTTP.
import type { Plugin } from 'vite';
import { proxySettingsFromEnvironment, readEnvironment, tenantFromEnvironment } from './proxy/config';
import { createConsoleProxy } from './proxy/console-proxy';
import { startDemoTenant } from './start-demo-tenant';

export function consoleProxyPlugin(): Plugin {
  return {
    name: 'console-proxy',
    async configureServer(server) {
      const env = readEnvironment(server.config.root);
      const configured = tenantFromEnvironment(env);
      const demo = configured ? null : await startDemoTenant();
      const tenant = configured ?? demo?.tenant;
      if (!tenant) return;
      const proxy = createConsoleProxy({
        tenant,
        settings: proxySettingsFromEnvironment(env),
        demo: demo ? { ids: demo.ids } : undefined,
        log: (line) => server.config.logger.info(`[proxy] ${line}`, { timestamp: true }),
      });
      server.config.logger.info(configured ? `[proxy] tenant ${tenant.baseUrl.host}` : `[proxy] demo tenant on ${tenant.baseUrl.host}`);
      server.middlewares.use(proxy.middleware);
      server.httpServer?.on('close', () => {
        void proxy.close();
        void demo?.close();
      });
    },
  };
}

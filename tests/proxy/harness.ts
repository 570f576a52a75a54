// Starts the console proxy in front of a fake tenant, capturing its log lines.
import { listenConsoleProxy, type ConsoleProxyOptions, type ListeningConsoleProxy } from '../../server/proxy/console-proxy';
import { startFakeTenant, type FakeTenant } from './fake-tenant';

export const PLAIN_SECRET = 'plain-secret-CANARY-7f3a9c';
export const CLIENT_ID = 'console-test-client';

export interface Harness {
  tenant: FakeTenant;
  proxy: ListeningConsoleProxy;
  port: number;
  logs: string[];
  close: () => Promise<void>;
}

export async function startHarness(options: Partial<Omit<ConsoleProxyOptions, 'tenant'>> & { clientSecret?: string } = {}): Promise<Harness> {
  const tenant = await startFakeTenant();
  const logs: string[] = [];
  const proxy = await listenConsoleProxy({
    ...options,
    tenant: { baseUrl: tenant.baseUrl, clientId: CLIENT_ID, clientSecret: options.clientSecret ?? PLAIN_SECRET },
    log: (line) => logs.push(line),
  });
  return {
    tenant,
    proxy,
    port: proxy.port,
    logs,
    close: async () => {
      await proxy.close();
      await tenant.close();
    },
  };
}

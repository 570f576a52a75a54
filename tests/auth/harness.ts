// The console proxy with sign-in, in front of the fake tenant: the configuration comes from an
// environment as `npm run serve` reads it (startConsoleAuth), so demo mode starts the embedded
// provider and oidc mode discovers whatever OIDC_ISSUER names.
import { startConsoleAuth, type StartedAuth } from '../../server/auth/start-auth';
import { listenConsoleProxy, type ListeningConsoleProxy } from '../../server/proxy/console-proxy';
import { createProxyLogger } from '../../server/proxy/request-log';
import { startFakeTenant, type FakeTenant } from '../proxy/fake-tenant';
import type { LogRecord } from '../proxy/harness';

export interface AuthHarness {
  tenant: FakeTenant;
  proxy: ListeningConsoleProxy;
  signIn: StartedAuth;
  url: string;
  logs: LogRecord[];
  logText: () => string;
  close: () => Promise<void>;
}

export async function startAuthHarness(env: Record<string, string | undefined>, options: { demoTenant?: boolean; port?: number } = {}): Promise<AuthHarness> {
  const tenant = await startFakeTenant();
  const lines: string[] = [];
  const logs: LogRecord[] = [];
  const logger = createProxyLogger({
    write: (line: string) => {
      lines.push(line);
      logs.push(JSON.parse(line) as LogRecord);
    },
  });
  const signIn = await startConsoleAuth(env, { demoTenant: options.demoTenant ?? true, logger });
  const proxy = await listenConsoleProxy({ upstream: tenant.url, logger, auth: signIn.auth, port: options.port });
  return {
    tenant,
    proxy,
    signIn,
    url: proxy.url,
    logs,
    logText: () => lines.join(''),
    close: async () => {
      await proxy.close();
      await signIn.close();
      await tenant.close();
    },
  };
}

/** Headers of an API call from the console's page. */
export function consoleHeaders(cookie: string, extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-console-request': '1', cookie, ...extra };
}

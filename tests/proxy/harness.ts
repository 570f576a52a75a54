// Starts the console proxy in front of a fake tenant, capturing its log as parsed JSON lines.
import { listenConsoleProxy, type ConsoleProxyOptions, type ListeningConsoleProxy } from '../../server/proxy/console-proxy';
import type { ServerLimits } from '../../server/proxy/config';
import { createProxyLogger } from '../../server/proxy/request-log';
import { startFakeTenant, type FakeTenant } from './fake-tenant';

export const PLAIN_SECRET = 'plain-secret-CANARY-7f3a9c';
export const CLIENT_ID = 'console-test-client';

/** One log line as pino wrote it. */
export interface LogRecord {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  tokenCache?: string;
  traceId?: string | null;
  requestId?: string | null;
  [key: string]: unknown;
}

export interface Harness {
  tenant: FakeTenant;
  proxy: ListeningConsoleProxy;
  port: number;
  /** Every log line, parsed. */
  logs: LogRecord[];
  /** The raw text of the log, exactly as written. */
  logText: () => string;
  /** The per-request lines, in order. */
  requests: () => LogRecord[];
  close: () => Promise<void>;
}

export async function startHarness(
  options: Partial<Omit<ConsoleProxyOptions, 'tenant'>> & { clientSecret?: string; limits?: Partial<ServerLimits> } = {},
): Promise<Harness> {
  const tenant = await startFakeTenant();
  const lines: string[] = [];
  const logs: LogRecord[] = [];
  const proxy = await listenConsoleProxy({
    logger: createProxyLogger({
      write: (line: string) => {
        lines.push(line);
        logs.push(JSON.parse(line) as LogRecord);
      },
    }),
    ...options,
    tenant: { baseUrl: tenant.baseUrl, clientId: CLIENT_ID, clientSecret: options.clientSecret ?? PLAIN_SECRET },
  });
  return {
    tenant,
    proxy,
    port: proxy.port,
    logs,
    logText: () => lines.join(''),
    requests: () => logs.filter((record) => record.msg === 'request'),
    close: async () => {
      await proxy.close();
      await tenant.close();
    },
  };
}

// The console proxy with real sessions and the audit trail on a real store, in front of the fake
// tenant: cookies for Ada (admin) and Grace (viewer), and the store to look into.
import { authConfigFromEnvironment } from '../../server/auth/auth-config';
import { createConsoleAuth } from '../../server/auth/console-auth';
import { auditEndpoint } from '../../server/audit/audit-endpoint';
import { createAuditStore, type AuditStore } from '../../server/audit/audit-store';
import { createAuditHooks } from '../../server/audit/audit-trail';
import { openingStore } from '../../server/audit/opening-store';
import { actorFromSessions } from '../../server/audit/start-audit';
import type { SqlBackend } from '../../server/audit/sql-backend';
import { listenConsoleProxy, type ListeningConsoleProxy } from '../../server/proxy/console-proxy';
import { startFakeTenant, type FakeTenant } from '../proxy/fake-tenant';

export const ADA = { sub: 'sub-ada', email: 'ada@demo.example', name: 'Ada Lovelace' };
export const GRACE = { sub: 'sub-grace', email: 'grace@demo.example', name: 'Grace Hopper' };

export interface AuditHarness {
  tenant: FakeTenant;
  proxy: ListeningConsoleProxy;
  port: number;
  store: AuditStore;
  /** Cookie headers of a signed-in admin and viewer. */
  admin: string;
  viewer: string;
  completionErrors: unknown[];
  close: () => Promise<void>;
}

export async function startAuditHarness(backend: SqlBackend, options: { store?: Promise<AuditStore>; openWaitMs?: number; upstreamTimeoutMs?: number } = {}): Promise<AuditHarness> {
  const tenant = await startFakeTenant();
  const config = authConfigFromEnvironment({ CONSOLE_AUTH: 'token', CONSOLE_TOKEN: 'audit-test-token-0123456789abcdef0123456789' }, { demoTenant: false });
  const auth = createConsoleAuth({ config, logger: null });
  const store = createAuditStore(backend);
  const completionErrors: unknown[] = [];
  const opened = options.store ?? Promise.resolve(store);
  const hooks = createAuditHooks({ store: opened, actorOf: actorFromSessions(auth.sessions), openWaitMs: options.openWaitMs, onCompleteError: (error) => completionErrors.push(error) });
  const proxy = await listenConsoleProxy({
    upstream: tenant.url,
    logger: null,
    auth,
    recordHooks: [hooks],
    endpoints: [auditEndpoint(openingStore(opened, options.openWaitMs))],
    settings: { upstreamTimeoutMs: options.upstreamTimeoutMs ?? 30_000 },
  });
  const cookie = (setCookie: string) => setCookie.split(';', 1)[0] ?? '';
  return {
    tenant,
    proxy,
    port: proxy.port,
    store,
    admin: cookie(await auth.sessions.start(ADA, 'admin', 'token')),
    viewer: cookie(await auth.sessions.start(GRACE, 'viewer', 'token')),
    completionErrors,
    close: async () => {
      await proxy.close();
      await tenant.close();
    },
  };
}

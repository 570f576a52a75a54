// The audit trail as `npm run serve` and `npm start` set it up: the store from the environment
// (PostgreSQL at DATABASE_URL, else PGlite under CONSOLE_DATA_DIR), opened and migrated in the
// background, retention applied at start and then every few hours.
import { resolve } from 'node:path';
import { z } from 'zod';
import type { Sessions } from '../auth/sessions';
import type { ApiCallHooks } from '../proxy/api-call';
import { ConfigError } from '../proxy/config';
import type { ConsoleEndpoint } from '../proxy/console-proxy';
import type { Logger } from '../proxy/request-log';
import { auditEndpoint } from './audit-endpoint';
import { createAuditStore, type AuditStore, type SqlAuditStore } from './audit-store';
import { createAuditHooks, type ActorOf } from './audit-trail';
import { migrate } from './migrations';
import { openingStore } from './opening-store';
import { openPgliteBackend } from './pglite-backend';
import { openPostgresBackend } from './postgres-backend';
import type { SqlBackend } from './sql-backend';

export interface AuditConfig {
  /** PostgreSQL when set; else the embedded store in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  retentionDays: number;
}

const DAY_MS = 86_400_000;
const PURGE_EVERY_MS = 6 * 3_600_000;

const envSchema = z.object({
  DATABASE_URL: z.string().trim().optional(),
  CONSOLE_DATA_DIR: z.string().trim().optional(),
  AUDIT_RETENTION_DAYS: z.string().trim().optional(),
});

export function auditConfigFromEnvironment(raw: Record<string, string | undefined>, root: string): AuditConfig {
  const env = envSchema.parse(raw);
  const days = env.AUDIT_RETENTION_DAYS ? Number(env.AUDIT_RETENTION_DAYS) : 400;
  if (!Number.isInteger(days) || days < 1) throw new ConfigError('AUDIT_RETENTION_DAYS must be a whole number of days (1 or more)');
  if (env.DATABASE_URL && !/^postgres(?:ql)?:\/\//.test(env.DATABASE_URL)) throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return { databaseUrl: env.DATABASE_URL || null, dataDir: resolve(root, env.CONSOLE_DATA_DIR || '.console-data'), retentionDays: days };
}

export interface AuditTrail {
  /** The first of the proxy's API call hooks (so refusals for the role are recorded too). */
  hooks: ApiCallHooks;
  endpoint: ConsoleEndpoint;
  /** Resolves once the store is open and migrated (rejects if it cannot be). */
  ready: Promise<AuditStore>;
  close: () => Promise<void>;
}

export function startAuditTrail(config: AuditConfig, context: { actorOf: ActorOf; logger: Logger | null; openWaitMs?: number }): AuditTrail {
  const { logger } = context;
  let backend: SqlBackend | null = null;
  let store: SqlAuditStore | null = null;
  let closed = false;
  const ready = (async () => {
    const started = performance.now();
    backend = config.databaseUrl
      ? openPostgresBackend({ connectionString: config.databaseUrl, onIdleError: (error) => logger?.warn({ err: error.message }, 'audit store: idle PostgreSQL connection failed; it reconnects on the next query') })
      : await openPgliteBackend(config.dataDir);
    if (closed) throw new Error('closed while opening');
    await migrate(backend);
    store = createAuditStore(backend);
    logger?.info(`Audit trail: ${backend.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded store in ${config.dataDir}`}, open in ${Math.round(performance.now() - started)} ms`);
    return store;
  })();
  ready.catch((error: unknown) => logger?.error({ err: error instanceof Error ? error.message : String(error) }, 'Audit trail: the store cannot be opened; changes and reads of the trail are refused (503)'));

  const purge = () => {
    store
      ?.purge(new Date(Date.now() - config.retentionDays * DAY_MS))
      .then((count) => count > 0 && logger?.info(`Audit trail: ${count} records past ${config.retentionDays} days removed`))
      .catch(() => {});
  };
  void ready.then(purge, () => {});
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();

  return {
    hooks: createAuditHooks({ store: ready, actorOf: context.actorOf, openWaitMs: context.openWaitMs, onCompleteError: (error) => logger?.warn({ err: error instanceof Error ? error.message : String(error) }, 'audit store: an outcome could not be written; the record shows "outcome unknown"') }),
    endpoint: auditEndpoint(openingStore(ready, context.openWaitMs)),
    ready,
    close: async () => {
      closed = true;
      clearInterval(timer);
      await ready.catch(() => {});
      // Outcomes still waiting for an insert to ride with are written before the store closes.
      await (store as SqlAuditStore | null)?.flush();
      await (backend as SqlBackend | null)?.close();
    },
  };
}

/** The person and role of a request's session, for the records. */
export function actorFromSessions(sessions: Sessions): ActorOf {
  return (req) => {
    const session = sessions.of(req);
    const actor = (opened: Awaited<typeof session>) => (opened === null ? null : { sub: opened.sub, email: opened.email, name: opened.name, role: opened.role });
    return session instanceof Promise ? session.then(actor) : actor(session);
  };
}

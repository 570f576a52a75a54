// The shared store: a PostgreSQL server at DATABASE_URL, through a `pg` pool that reconnects by
// itself. Every query is bounded (connect and statement timeouts), so an unreachable server turns
// into a quick refusal (503) rather than requests piling up; an idle client's error is logged,
// never thrown (the pool's 'error' event would otherwise take the process down).
import pg from 'pg';
import { MIGRATION_LOCK_KEY } from './migrations';
import type { SqlBackend, SqlParam } from './sql-backend';

export interface PostgresOptions {
  connectionString: string;
  /** Connections in the pool; default 10. */
  max?: number;
  /** Connect and query timeout, ms; default 5000. */
  timeoutMs?: number;
  onIdleError?: (error: Error) => void;
}

export function openPostgresBackend(options: PostgresOptions): SqlBackend {
  const timeoutMs = options.timeoutMs ?? 5000;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: 'tenant-admin-console',
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  const query = async <Row extends object>(text: string, params?: readonly SqlParam[]): Promise<Row[]> => (await pool.query<Row>(text, params ? [...params] : undefined)).rows;
  return {
    kind: 'postgres',
    query,
    exclusive: async (work) => {
      const client = await pool.connect();
      let broken = false;
      try {
        // Consoles starting together migrate one after the other; the lock ends with the session at worst.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await work(async <Row extends object>(text: string, params?: readonly SqlParam[]) => (await client.query<Row>(text, params ? [...params] : undefined)).rows);
      } catch (error) {
        broken = true;
        throw error;
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => (broken = true));
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

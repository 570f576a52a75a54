// Versioned schema migrations, run at start by whichever instance gets the lock first; the others
// find them applied. A migration is never edited once released: a change is a new version.
import type { SqlBackend } from './sql-backend';

export interface Migration {
  version: number;
  statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE audit_records (
        id text PRIMARY KEY,
        time timestamptz NOT NULL,
        actor_sub text NOT NULL,
        actor_email text,
        actor_name text,
        actor_role text NOT NULL,
        method text NOT NULL,
        path text NOT NULL,
        operation text,
        ids text NOT NULL,
        request_body text,
        refused boolean NOT NULL,
        outcome text NOT NULL DEFAULT 'unknown',
        status integer,
        code integer,
        message text,
        duration_ms double precision,
        request_id text
      )`,
      // The list's order, and each filter followed by that order, so a filtered page is a range scan.
      'CREATE INDEX audit_records_order ON audit_records (time DESC, id DESC)',
      'CREATE INDEX audit_records_by_email ON audit_records (lower(actor_email), time DESC, id DESC)',
      'CREATE INDEX audit_records_by_sub ON audit_records (actor_sub, time DESC, id DESC)',
      'CREATE INDEX audit_records_by_operation ON audit_records (operation, time DESC, id DESC)',
      'CREATE INDEX audit_records_by_outcome ON audit_records (outcome, time DESC, id DESC)',
    ],
  },
  {
    version: 2,
    // The actor filter matches the person's name too, as the records show it.
    statements: ['CREATE INDEX audit_records_by_name ON audit_records (lower(actor_name), time DESC, id DESC)'],
  },
];

/** Any fixed number: the lock's name among the database's advisory locks. */
export const MIGRATION_LOCK_KEY = 7_318_001;

/** Applies the migrations not yet applied, each in its own transaction; returns the versions applied now. */
export async function migrate(backend: SqlBackend, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const applied: number[] = [];
  await backend.exclusive(async (query) => {
    await query('CREATE TABLE IF NOT EXISTS audit_schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await query<{ version: number }>('SELECT version FROM audit_schema_migrations')).map((row) => Number(row.version)));
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await query('BEGIN');
      try {
        for (const statement of migration.statements) await query(statement);
        await query('INSERT INTO audit_schema_migrations (version) VALUES ($1)', [migration.version]);
        await query('COMMIT');
      } catch (error) {
        await query('ROLLBACK');
        throw error;
      }
      applied.push(migration.version);
    }
  });
  return applied;
}

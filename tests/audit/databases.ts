// The two stores the audit suites run against: PGlite in a temporary directory, and a real
// PostgreSQL server: TEST_DATABASE_URL when set (CI starts one), else a throwaway server started
// here from Debian's binaries (.ci/postgres), failing with what to install when there are none.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPgliteBackend } from '../../server/audit/pglite-backend';
import { seedPgliteDataDir } from '../pglite-template';
import { openPostgresBackend } from '../../server/audit/postgres-backend';
import type { SqlBackend } from '../../server/audit/sql-backend';

const run = promisify(execFile);

export interface PostgresServer {
  /** A URL to a database of its own, created for the caller. */
  url: string;
  /** Stops the throwaway server (TEST_DATABASE_URL: drops the database). */
  close: () => Promise<void>;
  /** Throwaway servers only: stop and start again (the fault test). */
  stop?: () => Promise<void>;
  start?: () => Promise<void>;
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `audit_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** `own`: always a throwaway server, even with TEST_DATABASE_URL (a test that stops it). */
export async function startPostgres(options: { own?: boolean } = {}): Promise<PostgresServer> {
  const shared = process.env.TEST_DATABASE_URL;
  if (shared && !options.own) {
    const db = await createDatabase(shared);
    return { url: db.url, close: db.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'audit-pg-'));
  const script = join(import.meta.dirname, '../../.ci/postgres');
  const start = async () => (await run(script, ['start', dir])).stdout.trim();
  let serverUrl: string;
  try {
    serverUrl = await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`The PostgreSQL tests need a server: ${stderr.trim() || String(error)}`, { cause: error });
  }
  const db = await createDatabase(serverUrl);
  const stop = async () => void (await run(script, ['stop', dir]));
  return {
    url: db.url,
    stop,
    start: async () => void (await start()),
    close: async () => {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open: () => Promise<SqlBackend>;
  /** The store's files (PGlite) or the server (PostgreSQL), for the suites that look inside. */
  dataDir: string | null;
  url: string | null;
  close: () => Promise<void>;
}

export async function startPglite(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'audit-pglite-'));
  seedPgliteDataDir(dataDir);
  return { name: 'pglite', dataDir, url: null, open: () => openPgliteBackend(dataDir), close: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function startPostgresDatabase(): Promise<TestDatabase & { server: PostgresServer }> {
  const server = await startPostgres();
  return { name: 'postgres', dataDir: null, url: server.url, server, open: async () => openPostgresBackend({ connectionString: server.url }), close: server.close };
}

export const DATABASES = [
  ['pglite', startPglite],
  ['postgres', startPostgresDatabase],
] as const;

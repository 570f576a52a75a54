// The embedded store: PGlite (PostgreSQL compiled to WASM) on files under CONSOLE_DATA_DIR. One
// process may open a data directory at a time (PGlite has no postmaster to arbitrate), so a lock
// file names the owner; a lock left by a dead process (SIGKILL) is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlBackend, SqlParam } from './sql-backend';

export class DataDirInUse extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function takeLock(dataDir: string): () => void {
  const file = join(dataDir, 'console.lock');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
      throw new DataDirInUse(`CONSOLE_DATA_DIR ${dataDir} is in use by process ${owner}: give each console its own directory, or set DATABASE_URL to share one trail`);
    }
    rmSync(file, { force: true });
  }
}

export async function openPgliteBackend(dataDir: string): Promise<SqlBackend> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = takeLock(dataDir);
  try {
    // Imported here: a console on PostgreSQL never loads the WASM build.
    const { PGlite } = await import('@electric-sql/pglite');
    // relaxedDurability stays off (its default): a query resolves only once its commit is written.
    const db = await PGlite.create(join(dataDir, 'pglite'), { relaxedDurability: false });
    const query = async <Row extends object>(text: string, params?: readonly SqlParam[]): Promise<Row[]> => (await db.query<Row>(text, params ? [...params] : undefined)).rows;
    return {
      kind: 'pglite',
      query,
      exclusive: (work) => work(query),
      close: async () => {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

// The embedded store: PGlite (PostgreSQL compiled to WASM) on files under CONSOLE_DATA_DIR. One
// process may open a data directory at a time (PGlite has no postmaster to arbitrate), so a lock
// file names the owner; a lock left by a dead process (SIGKILL) is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
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

class WorkerQueryError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

type Reply = { id: number; rows: object[] } | { id: number; error: { message: string; code?: string } };
type Opened = { ready: true } | { ready: false; error: { message: string } };

export async function openPgliteBackend(dataDir: string): Promise<SqlBackend> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = takeLock(dataDir);
  // The database runs in a worker thread (./pglite-worker.mjs says why). A console on PostgreSQL
  // never starts it, nor loads the WASM build.
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { path: join(dataDir, 'pglite') } });
  worker.unref();
  const pending = new Map<number, { resolve: (rows: object[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let broken: Error | null = null;
  const fail = (error: Error) => {
    broken ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded store's worker stopped (exit code ${code})`)));
  worker.on('message', (reply: Reply | Opened) => {
    if (!('id' in reply)) return;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    // A worker with nothing to answer must not keep the process alive.
    if (pending.size === 0) worker.unref();
    if ('error' in reply) waiting?.reject(new WorkerQueryError(reply.error.message, reply.error.code));
    else waiting?.resolve(reply.rows);
  });
  const send = (message: { text?: string; params?: SqlParam[]; close?: true }) =>
    new Promise<object[]>((resolve, reject) => {
      if (broken) return reject(broken);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, ...message });
    });
  try {
    const opened = await new Promise<Opened>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the embedded store's worker stopped while opening (exit code ${code})`)));
      worker.ref();
    });
    if (!opened.ready) throw new Error(opened.error.message);
    worker.unref();
  } catch (error) {
    await worker.terminate();
    unlock();
    throw error;
  }
  const query = async <Row extends object>(text: string, params?: readonly SqlParam[]): Promise<Row[]> => (await send({ text, params: params ? [...params] : undefined })) as Row[];
  return {
    kind: 'pglite',
    query,
    exclusive: (work) => work(query),
    close: async () => {
      try {
        await send({ close: true });
      } finally {
        await worker.terminate();
        unlock();
      }
    },
  };
}

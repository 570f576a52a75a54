// The embedded store's database, in a worker thread of the console's process. PGlite runs
// PostgreSQL's backend synchronously in WASM: on the main thread every statement (an insert before
// each change, an outcome after it, the first initdb for seconds) stalls every other request; here
// the proxy's event loop stays free and the outcome's UPDATE overlaps the next request's work.
// Plain JavaScript: the worker must load the same under tsx, Vitest and Node alone.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @param {unknown} error */
const describe = (error) => ({
  message: error instanceof Error ? error.message : String(error),
  code: typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined,
});

let db = null;
try {
  // relaxedDurability stays off (its default): a query resolves only once its commit is written.
  db = await PGlite.create(workerData.path, { relaxedDurability: false });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: describe(error) });
}

// PGlite runs one query at a time, in the order they arrive.
parentPort.on('message', async ({ id, text, params, close }) => {
  try {
    if (close) {
      await db?.close();
      parentPort.postMessage({ id, rows: [] });
      return;
    }
    if (!db) throw new Error('the embedded store did not open');
    const result = await db.query(text, params);
    parentPort.postMessage({ id, rows: result.rows });
  } catch (error) {
    parentPort.postMessage({ id, error: describe(error) });
  }
});

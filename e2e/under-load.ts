// `npm run test:load`: the end-to-end suite while a CPU hog keeps every core busy, to show the
// suite holds on a loaded machine. The hog is one spinning worker thread per core inside this
// process, so it ends with this process: when the suite passes, fails or is interrupted.
// Arguments go on to `playwright test`.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';

const load = () => loadavg()[0].toFixed(1);
const cores = availableParallelism();
const hogs = Array.from({ length: cores }, () => new Worker('for (;;);', { eval: true }));
const started = performance.now();
console.log(`test:load: ${cores} spinning threads (one per core) until the suite ends; load average ${load()}`);

const suite = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
// Passed on as SIGINT, on which Playwright stops its servers and browsers before it exits (on
// SIGTERM it would leave them running). It ignores the second SIGINT of a Ctrl+C that reached both.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => suite.kill('SIGINT'));
suite.on('exit', (code, signal) => {
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(`test:load: the suite ended (${signal ?? `exit code ${code}`}) after ${minutes} min under load; load average ${load()}`);
  process.exit(code ?? 1);
});
for (const hog of hogs) hog.unref();

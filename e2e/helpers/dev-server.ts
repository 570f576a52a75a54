// `npm start`'s dev server for the one spec that drives it, started by that spec's worker rather
// than by Playwright's webServer: a run that leaves the spec out starts none, and a full run does
// not have Vite's start-up competing with the production build for the CPU. Outside CI a server
// already answering on the port is reused, as webServer does.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const answers = (healthz: string) =>
  fetch(healthz).then(
    (response) => response.ok,
    () => false,
  );

/** Starts the dev server at `baseURL` (or reuses one outside CI); resolves to a function that stops what it started. */
export async function startDevServer(baseURL: string): Promise<() => void> {
  const { hostname, port } = new URL(baseURL);
  const healthz = new URL('/console/healthz', baseURL).href;
  if (!process.env.CI && (await answers(healthz))) return () => {};
  // A value in .env.local would point the server at a real tenant; the spec needs the demo one.
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--configLoader', 'runner', '--host', hostname, '--port', port, '--strictPort'], {
    // Its own audit store: a data directory serves one console process at a time.
    env: { ...process.env, TENANT_BASE_URL: '', CONSOLE_DATA_DIR: `.console-data/e2e-${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stopping it stops whatever it started
  });
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`the dev server exited (code ${code}) before answering ${healthz}`))));
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await Promise.race([exited, (async () => { while (!(await answers(healthz))) await delay(200); })()]);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

// Child-process helpers for tests that run the real commands (`vite`, `npm run serve`).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedPgliteDataDir } from '../pglite-template';

export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Child {
  process: ChildProcess;
  output: () => string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  kill: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export function start(command: string, args: string[], env: Record<string, string | undefined>): Child {
  const child = spawn(command, args, { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    process: child,
    output: () => out + err,
    stdout: () => out,
    stderr: () => err,
    exited,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until `url` answers (any status) or the child exits or the time runs out. */
export async function waitForUrl(url: string, child: Child, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`exited early:\n${child.output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`not up after ${timeoutMs} ms:\n${child.output()}`);
}

const dataDirs: string[] = [];
process.once('exit', () => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The environment of the parent without anything that would change how the child behaves. */
export function cleanEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(TENANT_|VITEST|CONSOLE_|OIDC_|SESSION_|AUDIT_)/.test(key) || key === 'ALLOWED_HOSTS' || key === 'HOST' || key === 'PORT' || key === 'NODE_ENV' || key === 'DATABASE_URL') delete env[key];
  }
  // Each child its own audit store: one data directory serves one process at a time.
  const dataDir = mkdtempSync(join(tmpdir(), 'console-data-'));
  dataDirs.push(dataDir);
  seedPgliteDataDir(dataDir);
  return { ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', CONSOLE_DATA_DIR: dataDir, ...extra };
}

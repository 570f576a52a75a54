// The one production build the tests use: `npm run build` into dist/, skipped when dist/ was built
// by this script from exactly the current build inputs (sources, lockfile, Vite config, VITE_*
// variables and .env files) and is still that build. Run as the e2e webServer's build step, and
// called by tests/serve/serve.test.ts, so `npm test` builds once for both, and never tests a stale
// build. A hand-made build in between changes dist/index.html (it names every hashed chunk), so it
// is rebuilt rather than trusted; a clean clone has no stamp, so it always builds.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(ROOT, 'node_modules/.cache/e2e-build-stamp.json');
const LOCK = join(ROOT, 'node_modules/.cache/e2e-build-lock');
const DIST_INDEX = join(ROOT, 'dist/index.html');
// Everything `vite build` reads besides node_modules (covered by the lockfile); the specs and unit tests are not inputs.
const NOT_INPUTS = /^(e2e|tests|bench)\/|\.test\.tsx?$|\.md$/;
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

/**
 * Given to the build as its TENANT_ values, in place of any real ones: tests/serve/serve.test.ts
 * checks that none of them reaches the bundle. The build must not read them, so they change nothing else.
 */
export const BUILD_CANARIES = {
  TENANT_BASE_URL: 'https://canary-tenant-5e1f.example.com',
  TENANT_CLIENT_ID: 'canary-client-id-0c7d',
  TENANT_CLIENT_SECRET: 'canary-client-secret-93ab',
} as const;

const CALLER_SETTINGS = /^(TENANT_|VITEST|CONSOLE_|OIDC_|SESSION_|AUDIT_|ALLOWED_HOSTS$|HOST$|PORT$|NODE_ENV$|DATABASE_URL$)/;

function inputsHash(): string {
  const hash = createHash('sha256');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !NOT_INPUTS.test(file) && existsSync(join(ROOT, file)))
    .concat(ENV_FILES.filter((file) => existsSync(join(ROOT, file))))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(ROOT, file))).update('\0');
  for (const [name, value] of Object.entries(process.env).filter(([key]) => key.startsWith('VITE_')).sort()) hash.update(`${name}=${value}\0`);
  for (const [name, value] of Object.entries(BUILD_CANARIES)) hash.update(`${name}=${value}\0`);
  return hash.digest('hex');
}

const outputHash = () => (existsSync(DIST_INDEX) ? createHash('sha256').update(readFileSync(DIST_INDEX)).digest('hex') : null);

function readStamp(): { inputs: string; output: string } | null {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')) as { inputs: string; output: string };
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Holds a lock while it checks and builds: a Vitest run and a Playwright run started side by side
 * would otherwise write dist/ together. A lock left by a process that has died is taken over.
 */
function withLock(run: () => void): void {
  mkdirSync(dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const holder = Number(readFileSync(LOCK, 'utf8'));
      if (!holder || !alive(holder)) rmSync(LOCK, { force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    run();
  } finally {
    rmSync(LOCK, { force: true });
  }
}

/** Leaves dist/ the build of the current sources: built now, or kept when it already is. */
export function buildWhenStale(): void {
  withLock(() => {
    const inputs = inputsHash();
    const stamp = readStamp();
    if (stamp?.inputs === inputs && stamp.output === outputHash()) {
      console.log('build: dist/ is the build of the current sources; not rebuilding');
      return;
    }
    // The same build whoever asks: without the caller's test, server or tenant settings (Vitest's
    // VITEST and NODE_ENV=test would make a build without the prerendered pages, with React's development code).
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !CALLER_SETTINGS.test(key)));
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: { ...env, ...BUILD_CANARIES } });
    if (build.status !== 0) throw new Error(`npm run build failed (exit code ${build.status}):\n${build.stdout}`);
    console.log('build: dist/ built from the current sources');
    writeFileSync(STAMP, JSON.stringify({ inputs, output: outputHash() }));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildWhenStale();

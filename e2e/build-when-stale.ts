// The e2e webServer's build step: `npm run build`, skipped outside CI when dist/ was built by this
// script from exactly the current build inputs (sources, lockfile, Vite config, VITE_* variables
// and .env files) and is still that build. CI always builds. A hand-made build in between changes
// dist/index.html (it names every hashed chunk), so it is rebuilt rather than trusted.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const STAMP = 'node_modules/.cache/e2e-build-stamp.json';
const DIST_INDEX = 'dist/index.html';
// Everything `vite build` reads besides node_modules (covered by the lockfile); the specs and unit tests are not inputs.
const NOT_INPUTS = /^(e2e|tests|bench)\/|\.test\.tsx?$|\.md$/;
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

function inputsHash(): string {
  const hash = createHash('sha256');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !NOT_INPUTS.test(file) && existsSync(file))
    .concat(ENV_FILES.filter((file) => existsSync(file)))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  for (const [name, value] of Object.entries(process.env).filter(([key]) => key.startsWith('VITE_')).sort()) hash.update(`${name}=${value}\0`);
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

const inputs = inputsHash();
const stamp = readStamp();
if (!process.env.CI && stamp?.inputs === inputs && stamp.output === outputHash()) {
  console.log('e2e: dist/ is the build of the current sources; not rebuilding (CI always rebuilds)');
} else {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(dirname(join(process.cwd(), STAMP)), { recursive: true });
  writeFileSync(STAMP, JSON.stringify({ inputs, output: outputHash() }));
}

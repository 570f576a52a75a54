// A PGlite data directory made once and copied for every store a test opens or a server it spawns:
// initdb costs seconds of CPU per directory (tens of seconds on a busy machine), a copy of a
// cleanly closed one a few milliseconds. Kept under node_modules/.cache per PGlite version, so a
// run after the first makes none; written aside and renamed, so an interrupted run leaves no
// half-made template. The product's own path (initdb in an empty CONSOLE_DATA_DIR) stays tested:
// the e2e server and tests/audit/crash.test.ts start on empty directories.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPgliteBackend } from '../server/audit/pglite-backend';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const ROOT = new URL('../', import.meta.url).pathname;

/** Makes the template unless this PGlite version's is there already; resolves to its directory. */
export async function makePgliteTemplate(): Promise<string> {
  // The package exports no ./package.json: read it next to the installed package.
  const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  const cache = join(ROOT, 'node_modules/.cache/pglite-template');
  const template = join(cache, version);
  if (existsSync(template)) return template;
  mkdirSync(cache, { recursive: true });
  const making = mkdtempSync(join(cache, `.making-${version}-`));
  try {
    const backend = await openPgliteBackend(making);
    await backend.close(); // a clean shutdown: the copy starts without recovery
    renameSync(making, template);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(template)) throw error; // another run made it meanwhile: use theirs
  }
  return template;
}

/** Fills the empty `dataDir` with an initialised store (tests/global-setup.ts made the template). */
export function seedPgliteDataDir(dataDir: string): void {
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
}

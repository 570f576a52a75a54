// A lazy page or overlay whose code cannot be fetched. Either the console server does not answer
// (stopped, network down), which the admin is told with a retry, or it answers but no longer has
// that file: a new build replaced it while the tab was open (in dev, the dependency optimizer ran
// again). Loading the page again cures the second, once; a file missing for good must not make
// the page reload forever.

const CHUNK_LOAD_FAILURE = [/Failed to fetch dynamically imported module/i, /Importing a module script failed/i, /error loading dynamically imported module/i, /Unable to preload CSS/i];

/** Whether `error` is the browser's (or Vite's preload helper's) failure to fetch a lazily imported module. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.some((pattern) => pattern.test(error.message));
}

/** Whether the console server answers at all (its health check, never cached). */
export async function consoleServerAnswers(): Promise<boolean> {
  try {
    return (await fetch('/console/healthz', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

const RELOADED_AT = 'console.chunk-reload-at';
/** A second failure within this time of the last reload is not cured by reloading again. */
export const RELOAD_GUARD_MS = 60_000;

export interface ReloadEnvironment {
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

const browser = (): ReloadEnvironment => ({ now: Date.now(), storage: sessionStorage, reload: () => window.location.reload() });

/** Reloads the page unless it already did so for a failed chunk within RELOAD_GUARD_MS; says whether it reloads. */
export function reloadOnce(environment: ReloadEnvironment = browser()): boolean {
  const last = Number(environment.storage.getItem(RELOADED_AT));
  if (Number.isFinite(last) && last > 0 && environment.now - last >= 0 && environment.now - last < RELOAD_GUARD_MS) return false;
  environment.storage.setItem(RELOADED_AT, String(environment.now));
  environment.reload();
  return true;
}

export type ChunkLoadOutcome = 'unreachable' | 'reloading' | 'still-missing';

/** What to do about a failed lazy import: tell the admin the server is down, or reload the page once. */
export async function recoverFromChunkLoadError(): Promise<ChunkLoadOutcome> {
  if (!(await consoleServerAnswers())) return 'unreachable';
  return reloadOnce() ? 'reloading' : 'still-missing';
}

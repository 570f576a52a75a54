import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, isChunkLoadError, reloadOnce, type ReloadEnvironment } from './chunk-load';

function environment(now: number, stored: Map<string, string>) {
  const reloads: number[] = [];
  const env: ReloadEnvironment = {
    now,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    reload: () => reloads.push(now),
  };
  return { env, reloads };
}

describe('isChunkLoadError', () => {
  it('recognises Chromium\'s, Safari\'s and Firefox\'s failed dynamic imports and Vite\'s CSS preload', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/page-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/page.css'))).toBe(true);
  });

  it('leaves every other failure to the usual error view', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of null (reading 'use')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads the first time, not again within the guard, and again after it', () => {
    const stored = new Map<string, string>();
    const first = environment(1_000_000, stored);
    expect(reloadOnce(first.env)).toBe(true);
    expect(first.reloads).toHaveLength(1);
    const soon = environment(1_000_000 + RELOAD_GUARD_MS - 1, stored);
    expect(reloadOnce(soon.env)).toBe(false);
    expect(soon.reloads).toHaveLength(0);
    const later = environment(1_000_000 + RELOAD_GUARD_MS, stored);
    expect(reloadOnce(later.env)).toBe(true);
  });

  it('reloads when the stored mark is garbage or from the future (a changed clock)', () => {
    for (const mark of ['not a number', String(5_000_000)]) {
      const { env, reloads } = environment(1_000_000, new Map([['console.chunk-reload-at', mark]]));
      expect(reloadOnce(env)).toBe(true);
      expect(reloads).toHaveLength(1);
    }
  });
});

// The command palette (@mantine/spotlight with its Modal, focus trap and scroll lock) is about
// 10 KB gzip that the first screen never needs, so it loads on the first Ctrl+K or click of
// "Search" (or when the pointer heads for that button) instead of with the initial route.
import { useSyncExternalStore } from 'react';

const loadPalette = () => import('./command-palette');

let requested = false;
const listeners = new Set<() => void>();

/** Starts fetching the palette's chunk without opening it (hover/focus of the Search button). */
export function preloadCommandPalette(): void {
  void loadPalette();
}

/** Opens the palette, loading it first if needed. */
export function openCommandPalette(): void {
  void loadPalette().then((module) => {
    module.showCommandPalette();
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
    }
  });
}

/** Whether the palette has been asked for once (then it stays mounted). */
export function useCommandPaletteRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

export const loadCommandPaletteComponent = () => loadPalette().then((module) => ({ default: module.CommandPalette }));

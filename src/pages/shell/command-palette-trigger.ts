// The command palette (@mantine/spotlight with its Modal, focus trap and scroll lock) is about
// 10 KB gzip that the first screen never needs, so it loads on the first Ctrl+K or click of
// "Search" (or when the pointer heads for that button) instead of with the initial route.
import { createOnceFlag, useOnceFlag } from '../../hooks/once-flag';

const loadPalette = () => import('./command-palette');

const requested = createOnceFlag();

/** Starts fetching the palette's chunk without opening it (hover/focus of the Search button). */
export function preloadCommandPalette(): void {
  void loadPalette();
}

/** Opens the palette, loading it first if needed. */
export function openCommandPalette(): void {
  void loadPalette().then((module) => {
    module.showCommandPalette();
    requested.raise();
  });
}

/** Whether the palette has been asked for once (then it stays mounted). */
export const useCommandPaletteRequested = () => useOnceFlag(requested);

export const loadCommandPaletteComponent = () => loadPalette().then((module) => ({ default: module.CommandPalette }));

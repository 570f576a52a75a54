// The command palette (@mantine/spotlight with its Modal, focus trap and scroll lock) is about
// 10 KB gzip that the first screen never needs, so it loads on the first Ctrl+K or click of
// "Search" (or when the pointer heads for that button) instead of with the initial route.
import { isChunkLoadError, recoverFromChunkLoadError } from '../../components/chunk-load';
import { createOnceFlag, useOnceFlag } from '../../hooks/once-flag';

const loadPalette = () => import('./command-palette');

const requested = createOnceFlag();

/** Starts fetching the palette's chunk without opening it (hover/focus of the Search button). */
export function preloadCommandPalette(): void {
  void loadPalette();
}

/** Opens the palette, loading it first if needed; a chunk that cannot be fetched is said, or cured by one reload. */
export function openCommandPalette(): void {
  loadPalette().then(
    (module) => {
      // The first time, mounting the palette opens it (command-palette.tsx).
      if (requested.isRaised()) module.showCommandPalette();
      else requested.raise();
    },
    async (error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      if ((await recoverFromChunkLoadError()) === 'reloading') return;
      // Imported here, not at the top: notifications stay out of the initial chunk (overlays-request.ts).
      const { showNotification } = await import('../../components/notify');
      showNotification({ color: 'orange', title: 'Search could not open', message: 'The console server cannot be reached, or was updated. Nothing was changed; try again in a moment.' });
    },
  );
}

/** Whether the palette has been asked for once (then it stays mounted). */
export const useCommandPaletteRequested = () => useOnceFlag(requested);

export const loadCommandPaletteComponent = () => loadPalette().then((module) => ({ default: module.CommandPalette }));

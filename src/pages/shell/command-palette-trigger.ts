// The command palette (@mantine/spotlight with its Modal, focus trap and scroll lock) is about
// 10 KB gzip that the first screen never needs, so it loads on the first Ctrl+K or click of
// "Search" (or when the pointer heads for that button) instead of with the initial route.
import { type ReactNode, useSyncExternalStore } from 'react';
import { isChunkLoadError, recoverFromChunkLoadError } from '../../components/chunk-load';
import { lazyRender, useLazyRender } from '../../components/lazy-render';
import { startTypeAhead, type TypeAhead } from './type-ahead';

type PaletteModule = typeof import('./command-palette');

let loaded: PaletteModule | null = null;
const loadPalette = () =>
  import('./command-palette').then((module) => {
    loaded = module;
    setFailure(null); // here at last (a preload on hover may bring it): search is available again
    return module;
  });

/** The palette in the shell: mounted on the first request to open it, once its chunk is here. */
const palette = lazyRender(() => loadPalette().then((module) => module.commandPaletteElement));

/** Starts fetching the palette's chunk without opening it (hover/focus of the Search button). */
export function preloadCommandPalette(): void {
  // A failed preload is no one's to report: opening tries again and says why it cannot.
  loadPalette().catch(() => {});
}

/** The open under way: from the shortcut until the palette's search box takes what was typed meanwhile. */
let waiting: TypeAhead | null = null;

/**
 * Why the palette could not open when last asked for; null once it could. Said by the Search button
 * itself: a notification would need chunks from the same server that just failed to send one.
 */
let failure: string | null = null;
const failureListeners = new Set<() => void>();
function setFailure(next: string | null): void {
  if (next === failure) return;
  failure = next;
  for (const listener of failureListeners) listener();
}
const subscribeToFailure = (listener: () => void) => {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
};

/** Why the palette could not open when last asked for, in words for the admin; null when it could. */
export const useCommandPaletteFailure = (): string | null => useSyncExternalStore(subscribeToFailure, () => failure, () => null);

/**
 * Opens the palette, loading it first if needed. Until its search box has the focus, what the
 * admin types is kept for it (Ctrl+K, then "sso" at once is muscle memory), and Escape or a click
 * elsewhere cancels the open, so the palette never pops up over what they went on to do. A chunk
 * that cannot be fetched is said, or cured by one reload.
 */
export function openCommandPalette(): void {
  if (waiting || loaded?.isCommandPaletteOpen()) return;
  setFailure(null);
  let shown = false;
  const typeAhead = startTypeAhead(window, () => {
    if (waiting === typeAhead) waiting = null;
    if (shown) loaded?.cancelCommandPalette();
  });
  waiting = typeAhead;
  const take = () => {
    if (waiting === typeAhead) waiting = null;
    return typeAhead.stop();
  };
  const showLoaded = (module: PaletteModule) => {
    if (waiting !== typeAhead) return; // cancelled
    shown = true;
    show(module, take);
  };
  if (loaded) return showLoaded(loaded);
  loadPalette().then(showLoaded, async (error: unknown) => {
    if (waiting === typeAhead) waiting = null;
    typeAhead.stop();
    if (!isChunkLoadError(error)) throw error;
    const outcome = await recoverFromChunkLoadError();
    if (outcome === 'reloading') return;
    setFailure(
      outcome === 'unreachable'
        ? 'Search could not open: the console server cannot be reached. Nothing was changed; try again in a moment.'
        : 'Search could not open: the console was updated while this tab was open. Reload the page.',
    );
  });
}

function show(module: PaletteModule, take: () => string): void {
  module.handOverTypeAhead(take);
  // The first time, mounting the palette opens it (command-palette.tsx).
  if (palette.isRequested()) module.showCommandPalette();
  else palette.ensure();
}

/** The palette once it has been asked for and is here (then it stays mounted); null before. */
export function useMountedCommandPalette(): ReactNode {
  return useLazyRender(palette)?.() ?? null;
}

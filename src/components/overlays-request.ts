// Notifications (./notifications-container.tsx) mount the first time a page asks for one, not
// with every page: mounting them (six notification positions, their portals and transitions) is
// a main-thread task of its own that most visits never need. Until they mount, a notification
// waits in Mantine's store. If their chunk cannot be fetched (the network dropped, or a deploy
// replaced it), the notices are shown by a stand-in the asking page brings with it, so a save's
// outcome is never lost; reloading, as a missing page does (./chunk-load.ts), would lose it.
import { type ReactNode, useSyncExternalStore } from 'react';
import { lazyRender, useLazyRender } from './lazy-render';

const container = lazyRender(() => import('./notifications-container').then((module) => module.notificationsElement));

let standIn: (() => ReactNode) | null = null;

/**
 * Asks for the notifications container to mount (once; a chunk that could not be fetched is
 * asked for again by the next notification). While it cannot be fetched, `whileUnavailable`
 * shows the notices instead.
 */
export function requestOverlays(whileUnavailable: () => ReactNode): void {
  standIn = whileUnavailable;
  container.ensure();
}

/** The notifications container once asked for and loaded (then it stays mounted), the stand-in while it cannot be fetched; null before. */
export function useMountedOverlays(): ReactNode {
  const render = useLazyRender(container);
  const failed = useSyncExternalStore(container.subscribe, container.failed, () => false);
  if (render) return render();
  return failed ? (standIn?.() ?? null) : null;
}

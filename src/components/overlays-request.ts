// Notifications (./notifications-container.tsx) mount the first time a page asks for one, not
// with every page: mounting them (six notification positions, their portals and transitions) is
// a main-thread task of its own that most visits never need. Until they mount, a notification
// waits in Mantine's store.
import type { ReactNode } from 'react';
import { lazyRender, useLazyRender } from './lazy-render';

const container = lazyRender(() => import('./notifications-container').then((module) => module.notificationsElement));

/** Asks for the notifications container to mount (once; a chunk that could not be fetched is asked for again by the next notification). */
export const requestOverlays = (): void => container.ensure();

/** The notifications container once asked for and loaded (then it stays mounted); null before. */
export function useMountedOverlays(): ReactNode {
  return useLazyRender(container)?.() ?? null;
}

// Notifications (./notifications-container.tsx) mount the first time a page asks for one, not
// with every page: mounting them (six notification positions, their portals and transitions) is
// a main-thread task of its own that most visits never need. Until they mount, a notification
// waits in Mantine's store. Their chunk is loaded first and the container rendered as it is, not
// through React.lazy, whose Suspense reveals a component no sooner than 300 ms after its fallback.
import { type ReactNode, useSyncExternalStore } from 'react';

let mounted: (() => ReactNode) | null = null;
let loading = false;
const listeners = new Set<() => void>();

/** Asks for the notifications container to mount (once; later calls do nothing). */
export function requestOverlays(): void {
  if (loading) return;
  loading = true;
  import('./notifications-container').then(
    (module) => {
      mounted = module.notificationsElement;
      for (const listener of listeners) listener();
    },
    () => (loading = false), // the server cannot be reached now: the next notification asks again
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The notifications container once asked for and loaded (then it stays mounted); null before. */
export function useMountedOverlays(): ReactNode {
  const element = useSyncExternalStore(subscribe, () => mounted, () => null);
  return element === null ? null : element();
}

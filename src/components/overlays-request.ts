// Notifications and confirmation modals (src/pages/shell/overlays.tsx) mount the first time a
// page asks for one, not with every page: mounting them (six notification positions, the modals
// provider, their portals and transitions) is a main-thread task of its own that most visits
// never need. Until they mount, a notification waits in Mantine's store and a confirmation in
// src/components/confirm-modal.ts.
import { useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();

/** Asks for the overlays to mount (once; later calls do nothing). */
export function requestOverlays(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** Whether the overlays have been asked for (then they stay mounted). */
export function useOverlaysRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

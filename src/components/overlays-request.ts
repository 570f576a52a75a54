// Notifications (src/pages/shell/overlays.tsx) mount the first time a page asks for one, not
// with every page: mounting them (six notification positions, their portals and transitions) is
// a main-thread task of its own that most visits never need. Until they mount, a notification
// waits in Mantine's store.
import { createOnceFlag, useOnceFlag } from '../hooks/once-flag';

const requested = createOnceFlag();

/** Asks for the overlays to mount (once; later calls do nothing). */
export const requestOverlays = requested.raise;

/** Whether the overlays have been asked for (then they stay mounted). */
export const useOverlaysRequested = () => useOnceFlag(requested);

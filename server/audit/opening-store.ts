// The audit store opens in the background while the server already listens (start-audit.ts). A
// change or a read of the trail that comes in meanwhile (the first seconds after a start) waits
// for it, for a while, instead of being refused at once.
import type { AuditStore } from './audit-store';

/** How long a request waits for the store to open before it is refused (503), unless told otherwise. */
export const DEFAULT_OPEN_WAIT_MS = 30_000;

/** The store once it is open, waiting at most `waitMs` for it; rejects if it does not open in time or cannot. */
export function openingStore(store: Promise<AuditStore>, waitMs = DEFAULT_OPEN_WAIT_MS): () => Promise<AuditStore> {
  let opened: AuditStore | null = null;
  store.then(
    (value) => (opened = value),
    () => {},
  );
  return () => {
    if (opened) return Promise.resolve(opened);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the audit store did not open in time')), waitMs);
      store.then(
        (value) => (clearTimeout(timer), resolve(value)),
        (error: unknown) => (clearTimeout(timer), reject(error)),
      );
    });
  };
}

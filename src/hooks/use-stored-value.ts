// Values kept in this browser's storage (a draft, the last save, recent ids), read once React has
// hydrated the page. A prerendered page was drawn at build time, with no storage: a first render
// that read storage would differ from that HTML, and React would throw the page away and draw it
// again (error #418). So hydration renders what the prerender saw, and the stored value follows in
// the next render; a page rendered in the browser from the start (a client-side navigation, the
// boot frame) reads it in its first render.
import { useMemo, useSyncExternalStore } from 'react';

const nothingToSubscribe = () => () => {};

/** False while React hydrates HTML drawn without the browser (the prerender), true in every other render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToSubscribe,
    () => true,
    () => false,
  );
}

/**
 * `read()`'s answer once the page is hydrated, `absent` (what the prerender saw) while it is.
 * Read once per mount: pass a module-level `read` and `absent`, which never change.
 */
export function useStoredValue<T>(read: () => T, absent: T): T {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? read() : absent), [hydrated, read, absent]);
}

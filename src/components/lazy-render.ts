// A part of the page kept in a chunk of its own until first needed (the search palette, the hint
// tooltip, the notifications container), rendered as it is once its chunk is here rather than
// through React.lazy: React reveals a suspended component no sooner than 300 ms after its
// fallback showed, so each of them took a third of a second to appear the first time.
import { type ReactNode, useSyncExternalStore } from 'react';

export interface LazyRender<A extends unknown[]> {
  /** Loads the chunk (once; again after a failure) and, once it is here, has `useRender` return it. */
  request: () => Promise<void>;
  /** `request`, for a caller that need not learn how it ends: a chunk that cannot be fetched now is asked for again by the next call. */
  ensure: () => void;
  /** Whether `request` has been called (and not failed): the part is mounted or about to be. */
  isRequested: () => boolean;
  /** The chunk's render function once requested and loaded; null before. */
  current: () => ((...args: A) => ReactNode) | null;
  /** Whether the last load failed (until a later one succeeds); subscribers hear of both. */
  failed: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function lazyRender<A extends unknown[]>(load: () => Promise<(...args: A) => ReactNode>): LazyRender<A> {
  let render: ((...args: A) => ReactNode) | null = null;
  let loading: Promise<void> | null = null;
  let failed = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const request = () =>
    (loading ??= load().then(
      (loaded) => {
        render = loaded;
        failed = false;
        notify();
      },
      (error: unknown) => {
        loading = null;
        failed = true;
        notify();
        throw error;
      },
    ));
  return {
    request,
    ensure: () => {
      if (loading === null) request().catch(() => {});
    },
    isRequested: () => loading !== null,
    current: () => render,
    failed: () => failed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The part's render function once it is loaded; re-renders once when it arrives. */
export function useLazyRender<A extends unknown[]>(part: LazyRender<A>): ((...args: A) => ReactNode) | null {
  return useSyncExternalStore(part.subscribe, part.current, () => null);
}

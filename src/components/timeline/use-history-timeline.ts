// The state both timelines share on top of an infinite query: the loaded entries flattened, the
// filtered view, loading as the admin scrolls, "load all" that can be cancelled, and the
// `?entry=<id>` permalink that loads pages until the entry is found.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';

/** What the timeline needs of `useSuspenseInfiniteQuery`'s result (both history queries fit). */
export interface InfiniteHistoryQuery<E> {
  data: { pages: readonly { list: readonly E[] }[] };
  error: unknown;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<{ hasNextPage: boolean; isError: boolean }>;
}

export type PermalinkState = 'none' | 'searching' | 'found' | 'hidden' | 'missing' | 'failed';

export interface HistoryTimelineOptions<E> {
  query: InfiniteHistoryQuery<E>;
  queryKey: QueryKey;
  /** Which loaded entries show; all of them when absent (e.g. the server filtered them). Keep it stable (useMemo). */
  matches?: (entry: E) => boolean;
  entryId?: string;
  /** The entry's id, for the permalink. Keep it stable. */
  idOf: (entry: E) => string | undefined;
}

export function useHistoryTimeline<E>({ query, queryKey, matches, entryId, idOf }: HistoryTimelineOptions<E>) {
  const queryClient = useQueryClient();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, isFetching, error, fetchNextPage } = query;
  // A page arrives through useSyncExternalStore, whose updates React renders synchronously: the
  // new entries would mount in one long main-thread task. The deferred copy renders them in a
  // transition that React time-slices; until it commits, the previous entries (or the skeleton)
  // stay. `catchingUp` covers that gap, so nothing acts on entries that are about to change.
  const latest = useMemo(() => ({ data: query.data, hasNextPage }), [query.data, hasNextPage]);
  const shown = useDeferredValue(latest);
  const { data } = shown;
  const catchingUp = shown !== latest;

  const entries = useMemo(() => data?.pages.flatMap((page) => page.list) ?? [], [data]);
  const visible = useMemo(() => {
    const out: number[] = [];
    entries.forEach((entry, index) => {
      if (!matches || matches(entry)) out.push(index);
    });
    return out;
  }, [entries, matches]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !catchingUp) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, catchingUp, fetchNextPage]);

  // "Load all": one page after another until the end, a failed page or the admin cancels.
  const [loadingAll, setLoadingAll] = useState(false);
  const cancelled = useRef(false);
  const loadAll = useCallback(async () => {
    cancelled.current = false;
    setLoadingAll(true);
    try {
      let more = true;
      while (more && !cancelled.current) {
        const result = await fetchNextPage({ cancelRefetch: false });
        more = result.hasNextPage && !result.isError;
      }
    } finally {
      setLoadingAll(false);
    }
  }, [fetchNextPage]);
  const cancelLoadAll = useCallback(() => {
    cancelled.current = true;
    // Abort the page in flight; the pages already loaded stay.
    void queryClient.cancelQueries({ queryKey });
  }, [queryClient, queryKey]);
  useEffect(() => () => {
    cancelled.current = true;
  }, []);

  // Permalink: keep loading pages until the entry shows up or the history ends.
  const entryIndex = useMemo(() => (entryId ? entries.findIndex((entry) => idOf(entry) === entryId) : -1), [entries, entryId, idOf]);
  const wanted = Boolean(entryId) && entryIndex < 0;
  useEffect(() => {
    if (wanted && hasNextPage && !isFetching && !catchingUp && !isFetchNextPageError && !error) void fetchNextPage({ cancelRefetch: false });
  }, [wanted, hasNextPage, isFetching, catchingUp, isFetchNextPageError, error, fetchNextPage]);

  let permalink: PermalinkState = 'none';
  if (entryId && data) {
    if (entryIndex >= 0) permalink = visible.includes(entryIndex) ? 'found' : 'hidden';
    else if (isFetchNextPageError) permalink = 'failed';
    else permalink = hasNextPage || isFetching || catchingUp ? 'searching' : 'missing';
  }

  return { data, shownHasNextPage: shown.hasNextPage, catchingUp, entries, visible, loadMore, loadAll, cancelLoadAll, loadingAll, entryIndex, permalink };
}

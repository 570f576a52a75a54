// The state both timelines share on top of an infinite query: the loaded entries flattened, the
// filtered view, loading as the admin scrolls, "load all" that can be cancelled, and the
// `?entry=<id>` permalink that loads pages until the entry is found, and the export's loader of
// every entry matching the filters.
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
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<{ hasNextPage: boolean; isError: boolean; error: unknown; data?: { pages: readonly { list: readonly E[] }[] } }>;
}

/** What a loader of many pages reports and obeys (the export's progress and Cancel). */
export interface LoadProgress {
  signal: AbortSignal;
  /** Entries loaded so far. */
  onProgress?: (loaded: number) => void;
}

type Pages<E> = { pages: readonly { list: readonly E[] }[] };
const flat = <E>(data: Pages<E> | undefined): E[] => data?.pages.flatMap((page) => page.list) ?? [];

export type PermalinkState = 'none' | 'searching' | 'found' | 'hidden' | 'missing' | 'failed';

export interface HistoryTimelineOptions<E> {
  query: InfiniteHistoryQuery<E>;
  queryKey: QueryKey;
  /** Which loaded entries show; all of them when absent (e.g. the server filtered them). Keep it stable (useMemo). */
  matches?: (entry: E) => boolean;
  entryId?: string;
  /**
   * Whether the loaded entries (oldest last) leave no older page that could still match, e.g. a
   * From day older than the oldest entry; absent: any older page may match. Keep it stable.
   */
  matchesEnd?: (loaded: readonly E[]) => boolean;
  /** The entry's id, for the permalink. Keep it stable. */
  idOf: (entry: E) => string | undefined;
}

export function useHistoryTimeline<E>({ query, queryKey, matches, matchesEnd, entryId, idOf }: HistoryTimelineOptions<E>) {
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

  /** Loads one page after another until `enough`, the end or the signal; a failed page throws. */
  const loadPages = useCallback(
    async ({ signal, onProgress }: LoadProgress, enough: (entries: readonly E[]) => boolean = () => false): Promise<E[]> => {
      // Starts from what the cache holds now (the rendered entries may lag it).
      let entries = flat(queryClient.getQueryData<Pages<E>>(queryKey));
      let more = hasNextPage;
      while (more && !signal.aborted && !enough(entries)) {
        const result = await fetchNextPage({ cancelRefetch: false });
        if (result.isError) throw result.error;
        entries = flat<E>(result.data);
        more = result.hasNextPage;
        onProgress?.(entries.length);
      }
      return entries;
    },
    [fetchNextPage, hasNextPage, queryClient, queryKey],
  );

  // "Load all": one page after another until the end, a failed page or the admin cancels.
  const [loadingAll, setLoadingAll] = useState(false);
  const loadAllAbort = useRef<AbortController | null>(null);
  const loadAll = useCallback(async () => {
    const controller = new AbortController();
    loadAllAbort.current = controller;
    setLoadingAll(true);
    try {
      await loadPages({ signal: controller.signal });
    } catch {
      // The failed page shows its own error row with Retry at the end of the list.
    } finally {
      setLoadingAll(false);
    }
  }, [loadPages]);
  const cancelLoading = useCallback(() => {
    // Abort the page in flight; the pages already loaded stay.
    void queryClient.cancelQueries({ queryKey });
  }, [queryClient, queryKey]);
  const cancelLoadAll = useCallback(() => {
    loadAllAbort.current?.abort();
    cancelLoading();
  }, [cancelLoading]);
  useEffect(() => () => loadAllAbort.current?.abort(), []);

  /** Every entry matching the filters: loads the pages that can still hold matches first. */
  const loadMatching = useCallback(
    async (progress: LoadProgress): Promise<E[]> => {
      const all = await loadPages(progress, matchesEnd);
      if (progress.signal.aborted) throw progress.signal.reason;
      return matches ? all.filter(matches) : all;
    },
    [loadPages, matches, matchesEnd],
  );
  // Whether everything the filters can match is loaded (the export then needs no page).
  const allMatchingLoaded = !catchingUp && (!shown.hasNextPage || (matchesEnd?.(entries) ?? false));

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

  return { data, shownHasNextPage: shown.hasNextPage, catchingUp, entries, visible, loadMore, loadAll, cancelLoadAll, cancelLoading, loadingAll, loadMatching, allMatchingLoaded, entryIndex, permalink };
}

import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { AuthzenServer } from '../../api/authzen-servers';
import { AuthzenTable, type SortState } from './authzen-table';
import { filterServers, sortServers } from './filter-sort';
import type { SortKey } from './search';

/** Which of the app's servers the rows are: one page as the tenant sent it, or what "Load all" has read so far. */
export type LoadedServers = { kind: 'page'; number: number; hasNext: boolean } | { kind: 'all'; complete: boolean };

/**
 * The one place that decides what the rows' order covers. The API sorts nothing and pages in its
 * own order, so a sort covers the servers loaded: the whole list only when it is all here (one
 * page, or "Load all" done). Otherwise it says so, or page 2 starting again at "Analytics PDP 3"
 * reads as a broken sort.
 */
function describeLoaded(loaded: LoadedServers): { scope: string; partialOrder: string | null } {
  if (loaded.kind === 'page') {
    const whole = loaded.number === 1 && !loaded.hasNext;
    return {
      scope: `servers on page ${loaded.number}`,
      partialOrder: whole ? null : `Sorted within page ${loaded.number} only: the tenant sends servers page by page, in its own order. “Load all” sorts every server.`,
    };
  }
  return { scope: 'loaded servers', partialOrder: loaded.complete ? null : 'Sorted among the servers loaded so far; the rest take their places once loaded.' };
}

/** Filter and sort over the rows already loaded (the API offers neither). */
export function ServerRows({ servers, loaded, query, sort, onSort }: { servers: readonly AuthzenServer[]; loaded: LoadedServers; query: string; sort: SortState; onSort: (column: SortKey) => void }) {
  const shown = useMemo(() => sortServers(filterServers(servers, query), sort.sort, sort.dir), [servers, query, sort.sort, sort.dir]);
  const { scope, partialOrder } = describeLoaded(loaded);
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        {query.trim() ? `${shown.length} of ${servers.length} ${scope} match “${query.trim()}”` : `${servers.length} ${scope}`}
      </Text>
      {partialOrder && <Text size="sm">{partialOrder}</Text>}
      {shown.length === 0 ? <Text>No loaded server matches the filter.</Text> : <AuthzenTable servers={shown} sort={sort} onSort={onSort} />}
    </>
  );
}

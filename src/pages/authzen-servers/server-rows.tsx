import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { AuthzenServer } from '../../api/authzen-servers';
import { AuthzenTable, type SortState } from './authzen-table';
import { filterServers, sortServers } from './filter-sort';
import type { SortKey } from './search';

/** Filter and sort over the rows already loaded (the API offers neither). */
export function ServerRows({ servers, query, sort, onSort, scope }: { servers: readonly AuthzenServer[]; query: string; sort: SortState; onSort: (column: SortKey) => void; scope: string }) {
  const shown = useMemo(() => sortServers(filterServers(servers, query), sort.sort, sort.dir), [servers, query, sort.sort, sort.dir]);
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        {query.trim() ? `${shown.length} of ${servers.length} ${scope} match “${query.trim()}”` : `${servers.length} ${scope}`}
      </Text>
      {shown.length === 0 ? <Text>No loaded server matches the filter.</Text> : <AuthzenTable servers={shown} sort={sort} onSort={onSort} />}
    </>
  );
}

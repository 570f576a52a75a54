import { Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { authzenServersPageQueryOptions } from '../../api/authzen-servers';
import type { SortState } from './authzen-table';
import type { SortKey } from './search';
import { ServerRows } from './server-rows';

export interface PagedServersProps {
  appId: string;
  pageSize: number;
  pageToken: string;
  prev: string[];
  query: string;
  sort: SortState;
  onSort: (column: SortKey) => void;
  onPage: (pageToken: string, prev: string[]) => void;
}

/**
 * One page as the URL names it (the route's loader reads it); next / previous move through page
 * tokens kept in the URL, and the page on screen stays until the next one has loaded.
 */
export function PagedServers({ appId, pageSize, pageToken, prev, query, sort, onSort, onPage }: PagedServersProps) {
  const { list, nextPageToken } = useSuspenseQuery(authzenServersPageQueryOptions(appId, pageSize, pageToken)).data;
  const moving = useRouterState({ select: (state) => state.status === 'pending' });
  const pageNumber = prev.length + 1;

  if (list.length === 0 && pageNumber === 1) {
    return <Text>This app has no AuthZEN servers.</Text>;
  }
  return (
    <Stack gap="sm" aria-busy={moving}>
      <ServerRows servers={list} loaded={{ kind: 'page', number: pageNumber, hasNext: nextPageToken !== '' }} query={query} sort={sort} onSort={onSort} />
      <Group justify="space-between">
        <Text size="sm">Page {pageNumber}</Text>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={pageNumber === 1} onClick={() => onPage('', [])}>
            First page
          </Button>
          <Button variant="default" size="xs" disabled={pageNumber === 1} onClick={() => onPage(prev[prev.length - 1] ?? '', prev.slice(0, -1))}>
            Previous page
          </Button>
          <Button variant="default" size="xs" disabled={!nextPageToken || moving} onClick={() => onPage(nextPageToken, [...prev, pageToken])}>
            Next page
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

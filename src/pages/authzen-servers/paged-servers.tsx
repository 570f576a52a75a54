import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authzenServersPageQueryOptions } from '../../api/authzen-servers';
import { ApiErrorAlert } from '../../components/api-error-alert';
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

/** One page as the URL names it; next / previous move through page tokens kept in the URL. */
export function PagedServers({ appId, pageSize, pageToken, prev, query, sort, onSort, onPage }: PagedServersProps) {
  const page = useQuery({ ...authzenServersPageQueryOptions(appId, pageSize, pageToken), placeholderData: keepPreviousData });
  const pageNumber = prev.length + 1;

  if (page.isPending) return <Skeleton height={320} aria-label="Loading AuthZEN servers" />;
  if (page.isError) return <ApiErrorAlert error={page.error} onRetry={() => void page.refetch()} />;

  const { list, nextPageToken } = page.data;
  if (list.length === 0 && pageNumber === 1) {
    return <Text>This app has no AuthZEN servers.</Text>;
  }
  return (
    <Stack gap="sm" aria-busy={page.isPlaceholderData}>
      <ServerRows servers={list} query={query} sort={sort} onSort={onSort} scope={`servers on page ${pageNumber}`} />
      <Group justify="space-between">
        <Text size="sm">Page {pageNumber}</Text>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={pageNumber === 1} onClick={() => onPage('', [])}>
            First page
          </Button>
          <Button variant="default" size="xs" disabled={pageNumber === 1} onClick={() => onPage(prev[prev.length - 1] ?? '', prev.slice(0, -1))}>
            Previous page
          </Button>
          <Button variant="default" size="xs" disabled={!nextPageToken || page.isPlaceholderData} onClick={() => onPage(nextPageToken, [...prev, pageToken])}>
            Next page
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { AUTHZEN_MAX_PAGE_SIZE, authzenServersAllQueryOptions } from '../../api/authzen-servers';
import { ApiErrorAlert } from '../../components/api-error-alert';
import type { SortState } from './authzen-table';
import type { SortKey } from './search';
import { ServerRows } from './server-rows';

/** "Load all": every page at the maximum size, one after another, with progress and a stop. */
export function AllServers({ appId, query, sort, onSort }: { appId: string; query: string; sort: SortState; onSort: (column: SortKey) => void }) {
  const pages = useInfiniteQuery(authzenServersAllQueryOptions(appId));
  const [stopped, setStopped] = useState(false);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = pages;

  useEffect(() => {
    if (!stopped && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [stopped, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const servers = useMemo(() => pages.data?.pages.flatMap((page) => page.list) ?? [], [pages.data]);
  const pageCount = pages.data?.pages.length ?? 0;
  const loading = pages.isPending || (hasNextPage && !stopped && !isError);

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" role="status" aria-live="polite">
          {loading
            ? `Loading all servers… ${servers.length} loaded from ${pageCount} page${pageCount === 1 ? '' : 's'} of up to ${AUTHZEN_MAX_PAGE_SIZE}`
            : hasNextPage
              ? `Stopped after ${servers.length} servers (${pageCount} pages); more are available.`
              : `All ${servers.length} servers loaded (${pageCount} page${pageCount === 1 ? '' : 's'}).`}
        </Text>
        {loading && <Progress value={100} striped animated aria-label="Loading all servers" />}
        <Group gap="xs">
          {loading && (
            <Button size="xs" variant="default" onClick={() => setStopped(true)}>
              Stop loading
            </Button>
          )}
          {!loading && hasNextPage && (
            <Button size="xs" variant="default" onClick={() => setStopped(false)}>
              Continue loading
            </Button>
          )}
        </Group>
      </Stack>
      {isError && <ApiErrorAlert error={pages.error} onRetry={() => void (pages.data ? fetchNextPage() : pages.refetch())} />}
      {pages.data && (servers.length === 0 && !hasNextPage ? <Text>This app has no AuthZEN servers.</Text> : <ServerRows servers={servers} query={query} sort={sort} onSort={onSort} scope="loaded servers" />)}
    </Stack>
  );
}

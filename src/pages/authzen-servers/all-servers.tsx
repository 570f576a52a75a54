import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { isNotFound } from '../../api/api-error';
import { AUTHZEN_MAX_PAGE_SIZE } from '../../api/authzen-servers';
import { ApiErrorAlert } from '../../components/api-error-alert';
import type { SortState } from './authzen-table';
import type { SortKey } from './search';
import { ServerRows } from './server-rows';
import { useLoadAllAuthzenServers, type LoadAllState } from './use-load-all';

function progressText({ status, servers, pages, nextToken }: LoadAllState): string {
  const counted = `${servers.length} servers (${pages} page${pages === 1 ? '' : 's'})`;
  if (status === 'loading') return `Loading all servers… ${servers.length} loaded from ${pages} page${pages === 1 ? '' : 's'} of up to ${AUTHZEN_MAX_PAGE_SIZE}`;
  if (status === 'done') return `All ${servers.length} servers loaded (${pages} page${pages === 1 ? '' : 's'}).`;
  if (status === 'stopped') return `Stopped after ${counted}${nextToken || pages === 0 ? '; more are available' : ''}.`;
  return `Loading stopped by an error after ${counted}.`;
}

/** "Load all": every page at the maximum size, one after another, with progress and a stop. */
export function AllServers({ appId, query, sort, onSort }: { appId: string; query: string; sort: SortState; onSort: (column: SortKey) => void }) {
  const { state, stop, resume, restart } = useLoadAllAuthzenServers(appId);
  const loading = state.status === 'loading';
  const canResume = (state.status === 'stopped' || state.status === 'error') && (state.nextToken !== '' || state.pages === 0);
  // No such app: the route's error view answers it as every page answers a NotFound (one place,
  // components/route-error.tsx), with the form to correct the id rather than a retry.
  if (state.status === 'error' && state.pages === 0 && isNotFound(state.error)) throw state.error;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" role="status" aria-live="polite">
          {progressText(state)}
        </Text>
        {loading && <Progress value={100} striped animated aria-label="Loading all servers" />}
        <Group gap="xs">
          {loading && (
            <Button size="xs" variant="default" onClick={stop}>
              Stop loading
            </Button>
          )}
          {canResume && state.status === 'stopped' && (
            <Button size="xs" variant="default" onClick={state.pages === 0 ? restart : resume}>
              Continue loading
            </Button>
          )}
        </Group>
      </Stack>
      {state.status === 'error' && <ApiErrorAlert error={state.error} onRetry={state.pages === 0 ? restart : resume} />}
      {state.status === 'done' && state.servers.length === 0 ? (
        <Text>This app has no AuthZEN servers.</Text>
      ) : (
        state.servers.length > 0 && <ServerRows servers={state.servers} loaded={{ kind: 'all', complete: state.status === 'done' }} query={query} sort={sort} onSort={onSort} />
      )}
    </Stack>
  );
}

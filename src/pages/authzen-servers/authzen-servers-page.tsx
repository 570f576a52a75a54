import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { AppIdLine } from '../../components/copy-value';
import { DeferredBody } from '../../components/deferred-body';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { AllServers } from './all-servers';
import { PagedServers } from './paged-servers';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type AuthzenSearch, type SortKey } from './search';

const routeApi = getRouteApi('/apps/$appId/authzen-servers');

function AuthzenServersPage() {
  const { appId } = routeApi.useParams();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const update = (patch: Partial<AuthzenSearch>, replace = false) => void navigate({ search: (current) => ({ ...current, ...patch }), replace });

  const pageSize = search.pageSize ?? DEFAULT_PAGE_SIZE;
  const query = search.q ?? '';
  const sort = { sort: search.sort ?? 'displayName', dir: search.dir ?? 'asc' } as const;
  const onSort = (column: SortKey) => update({ sort: column, dir: sort.sort === column && sort.dir === 'asc' ? 'desc' : 'asc' }, true);

  return (
    <PageFrame column="full">
      <Stack gap="md">
        <Stack gap={4}>
          <PageHeading />
          <AppIdLine appId={appId} />
        </Stack>
        <DeferredBody>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Filter loaded servers"
              description="Matches names, ids, audiences, scopes and modes"
              value={query}
              onChange={(event) => update({ q: event.currentTarget.value }, true)}
              w={320}
            />
            {!search.all && (
              <NativeSelect
                label="Page size"
                description="At most 100"
                value={String(pageSize)}
                data={PAGE_SIZES.map(String)}
                onChange={(event) => update({ pageSize: Number(event.currentTarget.value), pageToken: '', prev: [] })}
                w={120}
              />
            )}
            {search.all ? (
              <Button variant="default" onClick={() => update({ all: false })}>
                Back to pages
              </Button>
            ) : (
              // The default variant, as "Load all" on the histories and the secondary actions beside
              // it (Export, paging, Back to pages): e2e/shared-looks.spec.ts keeps them one look.
              <Button variant="default" onClick={() => update({ all: true })}>
                Load all
              </Button>
            )}
          </Group>
          {search.all ? (
            <AllServers key={appId} appId={appId} query={query} sort={sort} onSort={onSort} />
          ) : (
            <PagedServers
              appId={appId}
              pageSize={pageSize}
              pageToken={search.pageToken ?? ''}
              prev={search.prev ?? []}
              query={query}
              sort={sort}
              onSort={onSort}
              onPage={(pageToken, prev) => update({ pageToken, prev })}
            />
          )}
        </DeferredBody>
      </Stack>
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: AuthzenServersPage });

import { Group, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { LIST_CHANGE_KINDS, toolBindingHistoryInfiniteQueryOptions, type ToolBindingHistoryEntry } from '../../api/history';
import { CopyValue } from '../../components/copy-value';
import { DeferredBody } from '../../components/deferred-body';
import { enumChoiceLabel } from '../../components/enum-badge';
import { toolBindingHistoryCsv } from '../../components/timeline/history-export';
import { compactSearch } from '../../components/timeline/history-search';
import { HistoryTimelineView, type EntryRenderContext, type HistorySearch } from '../../components/timeline/history-timeline-view';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { ToolBindingEntry } from './tool-binding-entry';

const routeApi = getRouteApi('/apps/$appId/connectors/$connectorId/tools/$toolId/history');

const changeKindsOf = (entry: ToolBindingHistoryEntry) => entry.items.map((item) => item.changeKind);
// Known kinds in words; a kind the console does not know is offered exactly as it came, marked.
const changeKindLabel = (value: string) => enumChoiceLabel(value, 'LIST_CHANGE_KIND', LIST_CHANGE_KINDS);
const renderEntry = (entry: ToolBindingHistoryEntry, context: EntryRenderContext<ToolBindingHistoryEntry>) => <ToolBindingEntry entry={entry} context={context} />;

function ToolBindingHistoryPage() {
  const { appId, connectorId, toolId } = routeApi.useParams();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const options = useMemo(() => toolBindingHistoryInfiniteQueryOptions({ appId, connectorId, toolId }), [appId, connectorId, toolId]);
  const query = useSuspenseInfiniteQuery(options);
  const onSearchChange = useCallback(
    (patch: Partial<HistorySearch>) => void navigate({ search: (previous) => compactSearch({ ...previous, ...patch }), replace: true }),
    [navigate],
  );

  return (
    <PageFrame>
      <Stack gap="sm">
        <PageHeading />
        <Group gap="xs">
          <Text size="sm">Tool</Text>
          <CopyValue value={toolId} label="tool id" />
          <Text size="sm">on connector</Text>
          <CopyValue value={connectorId} label="connector id" />
          <Text size="sm">of app</Text>
          <CopyValue value={appId} label="app id" />
        </Group>
        <DeferredBody>
          <HistoryTimelineView
            label="Tool binding history entries"
            query={query}
            queryKey={options.queryKey}
            search={search}
            onSearchChange={onSearchChange}
            changeKindsOf={changeKindsOf}
            changeKindLabel={changeKindLabel}
            exportName={`tool-binding-history-${toolId}`}
            toCsv={toolBindingHistoryCsv}
            renderEntry={renderEntry}
          />
        </DeferredBody>
      </Stack>
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: ToolBindingHistoryPage });

import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { CHANGE_KINDS, xaaSettingsHistoryInfiniteQueryOptions, type XaaSettingsHistoryEntry } from '../../api/history';
import { enumChoiceLabel } from '../../components/enum-badge';
import { DeferredBody } from '../../components/deferred-body';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { xaaSettingsHistoryCsv } from '../../components/timeline/history-export';
import { compactSearch } from '../../components/timeline/history-search';
import { HistoryTimelineView, type EntryRenderContext, type HistorySearch } from '../../components/timeline/history-timeline-view';
import { CompareModal } from './compare-modal';
import { XaaSettingsEntry } from './xaa-settings-entry';

const routeApi = getRouteApi('/settings/cross-app-access/history');

const VIEWS = [{ value: 'changes', label: 'Changes only' }, { value: 'full', label: 'Full snapshot' }] as const;

const changeKindsOf = (entry: XaaSettingsHistoryEntry) => (entry.metadata ? [entry.metadata.changeKind] : []);
// Known kinds in words; a kind the console does not know is offered exactly as it came, marked.
const changeKindLabel = (value: string) => enumChoiceLabel(value, 'CHANGE_KIND', CHANGE_KINDS);

function XaaSettingsHistoryPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const options = useMemo(() => xaaSettingsHistoryInfiniteQueryOptions(), []);
  const query = useSuspenseInfiniteQuery(options);
  const view = search.view ?? 'changes';
  const onSearchChange = useCallback(
    (patch: Partial<HistorySearch> & { view?: 'changes' | 'full' }) => void navigate({ search: (previous) => compactSearch({ ...previous, ...patch }), replace: true }),
    [navigate],
  );

  // Two entries to compare; a third choice replaces the first.
  const [selected, setSelected] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  // "Clear selection" goes with the selection: the count beside it takes its focus, not the page's body.
  const selectionStatus = useRef<HTMLParagraphElement>(null);
  const toggle = useCallback((id: string) => setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id].slice(-2))), []);
  const entries = useMemo(() => query.data.pages.flatMap((page) => page.list), [query.data]);
  const pair = useMemo(() => {
    const indexes = selected.map((id) => entries.findIndex((entry) => entry.metadata?.id === id)).filter((index) => index >= 0).sort((a, b) => b - a);
    const [older, newer] = indexes.map((index) => entries[index]);
    return older && newer ? ([older, newer] as [XaaSettingsHistoryEntry, XaaSettingsHistoryEntry]) : null;
  }, [selected, entries]);

  const renderEntry = useCallback(
    (entry: XaaSettingsHistoryEntry, context: EntryRenderContext<XaaSettingsHistoryEntry>) => (
      <XaaSettingsEntry entry={entry} context={context} view={view} selected={selected.includes(entry.metadata?.id ?? '\u0000')} onToggleSelected={toggle} />
    ),
    [view, selected, toggle],
  );

  const controls = (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {/* Two radios rather than a SegmentedControl: its sliding indicator measures itself once
          mounted, which forced the layout of the whole new timeline inside the commit that drew it. */}
      <Group role="radiogroup" aria-label="Show" gap="md">
        {VIEWS.map(({ value, label }) => (
          <Radio key={value} size="xs" name="xaa-history-view" value={value} label={label} checked={view === value} onChange={() => onSearchChange({ view: value === 'full' ? 'full' : undefined })} />
        ))}
      </Group>
      <Group gap="xs">
        <Text size="sm" aria-live="polite" ref={selectionStatus} tabIndex={-1}>{selected.length === 2 ? '2 entries selected' : `Select two entries to compare (${selected.length} selected)`}</Text>
        <Button size="xs" onClick={() => setComparing(true)} disabled={!pair}>Compare selected</Button>
        {selected.length > 0 && <Button size="xs" variant="subtle" onClick={() => { selectionStatus.current?.focus(); setSelected([]); }}>Clear selection</Button>}
      </Group>
    </Group>
  );

  return (
    <PageFrame>
      <Stack gap="sm">
        <PageHeading />
        <DeferredBody>
          <HistoryTimelineView
            label="Cross-app access settings history entries"
            query={query}
            queryKey={options.queryKey}
            search={search}
            onSearchChange={onSearchChange}
            changeKindsOf={changeKindsOf}
            changeKindLabel={changeKindLabel}
            exportName="cross-app-access-settings-history"
            toCsv={xaaSettingsHistoryCsv}
            controls={controls}
            renderEntry={renderEntry}
          />
        </DeferredBody>
      </Stack>
      <CompareModal pair={comparing ? pair : null} onClose={() => setComparing(false)} />
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: XaaSettingsHistoryPage });

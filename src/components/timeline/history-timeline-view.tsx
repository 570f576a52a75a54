import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import type { HistoryEntryLike } from '../../api/history';
import { isolateBidi } from '../bidi-isolate';
import { formatCount } from '../date-format';
import type { EntryPlace } from './entry-card';
import { ExportEntries, type ExportFormat } from './export-entries';
import { describeExport, describeFilters, describeScope, exportFileStem, historyJson, type FilterLabels } from './history-export';
import { NO_HISTORY_FILTERS, actorKey, actorLabel, countValues, entryMatcher, olderPagesCanMatch, type HistoryFilters } from './history-filters';
import { HistoryFiltersBar } from './history-filters-bar';
import { TimelineEmpty } from './timeline-empty';
import { TimelineFooter } from './timeline-footer';
import { buildTimelineRows } from './timeline-rows';
import { TimelineToolbar } from './timeline-toolbar';
import { useHistoryTimeline, type InfiniteHistoryQuery, type PermalinkState } from './use-history-timeline';
import { VirtualTimeline } from './virtual-timeline';

export interface HistorySearch extends HistoryFilters {
  entry?: string;
}

export interface EntryRenderContext<E> extends EntryPlace {
  entries: readonly E[];
  hasNextPage: boolean;
}

export interface HistoryTimelineViewProps<E extends HistoryEntryLike> {
  /** Accessible name of the scrolling list of entries. */
  label: string;
  query: InfiniteHistoryQuery<E>;
  queryKey: QueryKey;
  search: HistorySearch;
  onSearchChange: (patch: Partial<HistorySearch>) => void;
  changeKindsOf: (entry: E) => readonly string[];
  changeKindLabel: (value: string) => string;
  /** Keep it stable (useCallback): visible rows re-render when it changes. */
  renderEntry: (entry: E, context: EntryRenderContext<E>) => ReactNode;
  /** File name stem of exports (the count and filters are appended). */
  exportName: string;
  toCsv: (entries: readonly E[]) => string;
  /** Page-specific controls shown above the list (view switch, comparison). */
  controls?: ReactNode;
}

const ENTRIES = { one: 'entry', many: 'entries', start: 'Start of the history' };

const metadataId = (entry: HistoryEntryLike) => entry.metadata?.id;

/** Filters, toolbar, permalink notice and the virtualized timeline, shared by both history pages. */
export function HistoryTimelineView<E extends HistoryEntryLike>(props: HistoryTimelineViewProps<E>) {
  const { label, query, queryKey, search, onSearchChange, changeKindsOf, changeKindLabel, renderEntry, exportName, toCsv, controls } = props;
  const filters: HistoryFilters = { actor: search.actor, changeKind: search.changeKind, text: search.text, from: search.from, to: search.to };
  const { actor, changeKind, text, from, to } = search;
  const matches = useMemo(() => entryMatcher<E>({ actor, changeKind, text, from, to }, changeKindsOf), [actor, changeKind, text, from, to, changeKindsOf]);
  const matchesEnd = useCallback((loaded: readonly E[]) => !olderPagesCanMatch(loaded, { actor, changeKind, text, from, to }), [actor, changeKind, text, from, to]);
  const timeline = useHistoryTimeline({ query, queryKey, matches, matchesEnd, entryId: search.entry, idOf: metadataId });
  const { entries, visible, entryIndex, permalink } = timeline;
  // The permalink notice's buttons go once pressed: the list, where the entry now shows, takes their
  // focus. So does the empty state's "Clear filters", once the list it makes way for has mounted.
  const list = useRef<HTMLDivElement | null>(null);
  const focusOnMount = useRef(false);
  const listRef = useCallback((node: HTMLDivElement | null) => {
    list.current = node;
    if (node && focusOnMount.current) {
      focusOnMount.current = false;
      node.focus();
    }
  }, []);
  const focusList = () => list.current?.focus();

  const rows = useMemo(() => buildTimelineRows(visible, (index) => entries[index]?.metadata?.createdAt, (index) => String(index)), [visible, entries]);
  const labels: FilterLabels = useMemo(() => ({ actor: actorLabel, changeKind: changeKindLabel }), [changeKindLabel]);
  const actors = useMemo(() => countValues(entries.map((entry) => actorKey(entry.metadata?.actor))).map(({ value, count }) => ({ value, label: `${actorLabel(value)} (${count})` })), [entries]);
  // Counts are of entries, as the filter shows entries: an entry with two removals counts once.
  const kinds = useMemo(() => countValues(entries.flatMap((entry) => [...new Set(changeKindsOf(entry))])).map(({ value, count }) => ({ value, label: `${changeKindLabel(value)} (${count})` })), [entries, changeKindsOf, changeKindLabel]);
  const permalinkRow = useMemo(() => (permalink === 'found' ? rows.findIndex((row) => row.type === 'entry' && row.index === entryIndex) : -1), [permalink, rows, entryIndex]);

  // Whether more pages exist, as of the entries rendered (they lag the query while they render).
  const hasNextPage = timeline.shownHasNextPage;
  const renderRow = useCallback(
    (index: number) => {
      const entry = entries[index];
      return entry ? renderEntry(entry, { entries, index, highlighted: index === entryIndex, total: entries.length, hasNextPage }) : null;
    },
    [entries, entryIndex, hasNextPage, renderEntry],
  );

  const formats: ExportFormat<E>[] = useMemo(
    () => [
      { label: 'Export JSON', extension: 'json', type: 'application/json', serialize: historyJson },
      { label: 'Export CSV', extension: 'csv', type: 'text/csv;charset=utf-8', serialize: toCsv },
    ],
    [toCsv],
  );
  // What the export holds: the count once every page the filters need is loaded; before that, the
  // matches so far, as the export loads the rest first.
  const matching = describeFilters(filters, labels);
  const exportDescription = timeline.allMatchingLoaded
    ? describeExport(visible.length, filters, labels)
    : `every entry${matching ? ` matching ${matching}` : ''}, ${describeScope(filters)} (${matching ? `${formatCount(visible.length)} among the ${formatCount(entries.length)}` : formatCount(entries.length)} loaded so far; the rest load first)`;
  // Nothing to show once every page the filters can match is in: an empty state, not an empty box.
  const empty = visible.length === 0 && timeline.allMatchingLoaded ? (entries.length === 0 ? 'history' : 'filtered') : null;

  return (
    <Stack gap="sm">
      <HistoryFiltersBar filters={filters} onChange={onSearchChange} actors={actors} changeKinds={kinds} labels={labels} />
      <TimelineToolbar
        loaded={entries.length}
        shown={visible.length}
        hasNextPage={hasNextPage}
        loadingAll={timeline.loadingAll}
        onLoadAll={() => void timeline.loadAll()}
        onCancelLoadAll={timeline.cancelLoadAll}
      >
        <ExportEntries
          description={exportDescription}
          loadEntries={timeline.loadMatching}
          fileStem={(exported) => exportFileStem(exportName, exported.length, filters)}
          formats={formats}
          onCancel={timeline.cancelLoading}
          disabledReason={empty === 'history' ? 'Nothing to export: the history is empty.' : empty === 'filtered' ? 'Nothing to export: no entry matches the filters.' : undefined}
        />
      </TimelineToolbar>
      <PermalinkNotice state={permalink} entryId={search.entry ?? ''} loaded={entries.length} onClearFilters={() => { focusList(); onSearchChange(NO_HISTORY_FILTERS); }} onDismiss={() => { focusList(); onSearchChange({ entry: '' }); }} />
      {controls}
      {empty === 'history' && <TimelineEmpty title="This history is empty">No change has been recorded here yet.</TimelineEmpty>}
      {empty === 'filtered' && (
        <TimelineEmpty
          title="No entries match these filters"
          action={<Button variant="default" size="xs" onClick={() => { focusOnMount.current = true; onSearchChange(NO_HISTORY_FILTERS); }}>Clear filters</Button>}
        >
          {`${formatCount(entries.length)} ${entries.length === 1 ? 'entry' : 'entries'} loaded${hasNextPage ? ', the rest older than the From day' : ', the whole history'}; none matches ${[matching, filters.from || filters.to ? describeScope(filters) : ''].filter(Boolean).join(', ')}.`}
        </TimelineEmpty>
      )}
      {!empty && (
        <VirtualTimeline
          ref={listRef}
          label={label}
          rows={rows}
          footer={<TimelineFooter query={query} catchingUp={timeline.catchingUp} loadMore={timeline.loadMore} loaded={entries.length} noun={ENTRIES} />}
          onNearEnd={timeline.loadMore}
          scrollToRow={permalinkRow}
          scrollKey={permalink === 'found' ? search.entry : undefined}
          busy={query.isFetchingNextPage || timeline.catchingUp}
          renderEntry={renderRow}
        />
      )}
    </Stack>
  );
}

/**
 * Where a `?entry=` permalink's entry is, when it is not simply on screen. A list its server
 * filters (the audit log) cannot tell a hidden entry from an absent one: with filters set, it passes
 * 'unmatched' for an entry none of the loaded records is, and the notice offers to clear them.
 */
export function PermalinkNotice({ state, entryId: linked, loaded, onClearFilters, onDismiss }: { state: PermalinkState | 'unmatched'; entryId: string; loaded: number; onClearFilters: () => void; onDismiss: () => void }) {
  // The id comes from the address: a link anyone could have written.
  const entryId = isolateBidi(linked);
  if (state === 'searching') {
    return (
      <Alert color="blue" variant="light" title={`Looking for entry ${entryId}`}>
        <Group gap="xs"><Loader size="xs" /><Text size="sm">Loading older pages… {formatCount(loaded)} entries loaded so far.</Text></Group>
      </Alert>
    );
  }
  if (state === 'hidden' || state === 'unmatched') {
    return (
      <Alert color="yellow" variant="light" title={state === 'hidden' ? `Entry ${entryId} is hidden by the filters` : `Entry ${entryId} is not among the records the filters match`}>
        <Button size="xs" variant="default" onClick={onClearFilters}>Clear filters</Button>
      </Alert>
    );
  }
  if (state === 'missing' || state === 'failed') {
    return (
      <Alert color={state === 'missing' ? 'gray' : 'red'} variant="light" title={state === 'missing' ? `Entry ${entryId} is not in this history` : `Loading stopped before entry ${entryId} was found`}>
        <Group gap="xs">
          <Text size="sm">{state === 'missing' ? `All ${formatCount(loaded)} entries are loaded and none has this id.` : 'Retry the failed page at the end of the list.'}</Text>
          <Button size="xs" variant="default" onClick={onDismiss}>Dismiss</Button>
        </Group>
      </Alert>
    );
  }
  return null;
}

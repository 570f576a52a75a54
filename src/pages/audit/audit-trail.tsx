import { Button, Stack } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { auditInfiniteQueryOptions, type AuditFilters, type AuditRecord } from '../../api/console-audit';
import { ExportEntries, type ExportFormat } from '../../components/timeline/export-entries';
import { historyJson } from '../../components/timeline/history-export';
import { PermalinkNotice } from '../../components/timeline/history-timeline-view';
import { TimelineEmpty } from '../../components/timeline/timeline-empty';
import { TimelineFooter } from '../../components/timeline/timeline-footer';
import { buildTimelineRows } from '../../components/timeline/timeline-rows';
import { useHistoryTimeline } from '../../components/timeline/use-history-timeline';
import { VirtualTimeline } from '../../components/timeline/virtual-timeline';
import { AuditEntry } from './audit-entry';
import { auditCsv, describeFilters, exportFileStem, exportHolds } from './audit-export';

const idOf = (record: AuditRecord) => record.id;

const RECORDS = { one: 'record', many: 'records', start: 'Start of the trail' };

const FORMATS: readonly ExportFormat<AuditRecord>[] = [
  { label: 'Export JSON', extension: 'json', type: 'application/json', serialize: historyJson },
  { label: 'Export CSV', extension: 'csv', type: 'text/csv;charset=utf-8', serialize: auditCsv },
];

export interface AuditTrailProps {
  filters: AuditFilters;
  entryId: string | undefined;
  onClearFilters: () => void;
  onDismissEntry: () => void;
}

/** The records matching the filters (filtered by the server), loaded page by page as the admin scrolls. */
export function AuditTrail({ filters, entryId, onClearFilters, onDismissEntry }: AuditTrailProps) {
  const options = useMemo(() => auditInfiniteQueryOptions(filters), [filters]);
  const query = useSuspenseInfiniteQuery(options);
  const timeline = useHistoryTimeline({ query, queryKey: options.queryKey, entryId, idOf });
  const { entries, visible, entryIndex, permalink } = timeline;
  // "Dismiss" goes once pressed: the list takes its focus, not the page's body.
  const list = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => buildTimelineRows(visible, (index) => entries[index]?.time, (index) => entries[index]?.id ?? ''), [visible, entries]);
  const permalinkRow = useMemo(() => (permalink === 'found' ? rows.findIndex((row) => row.type === 'entry' && row.index === entryIndex) : -1), [permalink, rows, entryIndex]);
  const renderRow = useCallback(
    (index: number) => {
      const record = entries[index];
      return record ? <AuditEntry record={record} context={{ index, total: entries.length, highlighted: index === entryIndex }} /> : null;
    },
    [entries, entryIndex],
  );

  const loaded = query.data.pages.reduce((sum, page) => sum + page.list.length, 0);
  const filtered = Object.values(filters).some(Boolean);
  // The server filtered: a first page with no record and no next page is the whole answer.
  const empty = loaded === 0 && !query.hasNextPage;

  return (
    <Stack gap="sm">
      <ExportEntries
        description={exportHolds(filters, loaded, !query.hasNextPage)}
        loadEntries={timeline.loadMatching}
        fileStem={(records) => exportFileStem(filters, records.length)}
        formats={FORMATS}
        onCancel={timeline.cancelLoading}
        disabledReason={!empty ? undefined : filtered ? 'Nothing to export: no record matches the filters.' : 'Nothing to export: the audit log is empty.'}
      />
      <PermalinkNotice state={permalink === 'missing' && filtered ? 'unmatched' : permalink} entryId={entryId ?? ''} loaded={entries.length} onClearFilters={onClearFilters} onDismiss={() => { list.current?.focus(); onDismissEntry(); }} />
      {empty && filtered && (
        <TimelineEmpty title="No records match these filters" action={<Button variant="default" size="xs" onClick={onClearFilters}>Clear filters</Button>}>
          {`No record matches ${describeFilters(filters)}.`}
        </TimelineEmpty>
      )}
      {empty && !filtered && <TimelineEmpty title="The audit log is empty">Nobody has changed the tenant through this console yet.</TimelineEmpty>}
      {!empty && (
        <VirtualTimeline
          ref={list}
          label="Console audit records"
          rows={rows}
          footer={<TimelineFooter query={query} catchingUp={timeline.catchingUp} loadMore={timeline.loadMore} loaded={entries.length} noun={RECORDS} />}
          onNearEnd={timeline.loadMore}
          scrollToRow={permalinkRow}
          scrollKey={permalink === 'found' ? entryId : undefined}
          busy={query.isFetchingNextPage || timeline.catchingUp}
          renderEntry={renderRow}
        />
      )}
    </Stack>
  );
}

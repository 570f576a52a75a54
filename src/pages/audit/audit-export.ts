// Export of what the admin sees: the records matching the filters (every page of them), as JSON
// (the records as the console holds them) or CSV (one row per record, flat columns; cells a
// spreadsheet would run as formulas are neutralised by the shared csv writer).
import { outcomeClass, type AuditFilters, type AuditRecord } from '../../api/console-audit';
import { formatCount } from '../../components/date-format';
import { toCsv } from '../../components/timeline/csv';
import { isolateBidi } from '../../components/bidi-isolate';
import { OUTCOME_LABELS } from './audit-outcome';

const HEADER = ['id', 'time', 'actorEmail', 'actorName', 'actorSub', 'actorRole', 'outcome', 'method', 'path', 'operation', 'ids', 'status', 'code', 'message', 'durationMs', 'requestId', 'requestBody'];

export function auditCsv(records: readonly AuditRecord[]): string {
  return toCsv(
    HEADER,
    records.map((record) => [
      record.id,
      record.time,
      record.actor?.email,
      record.actor?.name,
      record.actor?.sub,
      record.actor?.role,
      outcomeClass(record),
      record.method,
      record.path,
      record.operation,
      Object.entries(record.ids).map(([name, value]) => `${name}=${value}`).join('; '),
      record.outcome?.status,
      record.outcome?.code,
      record.outcome?.message,
      record.outcome?.durationMs,
      record.outcome?.requestId,
      record.requestBody === null || record.requestBody === undefined ? '' : JSON.stringify(record.requestBody),
    ]),
  );
}

/** The filters in words: `actor = ada@demo.example, outcome = Refused (viewer), from 2026-03-01`. */
export function describeFilters(filters: AuditFilters): string {
  const parts: string[] = [];
  if (filters.actor) parts.push(`actor = ${isolateBidi(filters.actor)}`);
  if (filters.operation) parts.push(`operation = ${isolateBidi(filters.operation)}`);
  if (filters.outcome) parts.push(`outcome = ${OUTCOME_LABELS[filters.outcome]}`);
  if (filters.from) parts.push(`from ${filters.from}`);
  if (filters.to) parts.push(`to ${filters.to}`);
  return parts.join(', ');
}

/** What an export holds, said after "Export holds"; `complete` when every page of the filter is loaded. */
export function exportHolds(filters: AuditFilters, loaded: number, complete: boolean): string {
  const filtered = describeFilters(filters);
  const matching = filtered ? ` matching ${filtered}` : '';
  if (!complete) return `every record${matching}, whole trail (${formatCount(loaded)} loaded so far; the rest load first)`;
  return `${formatCount(loaded)} ${loaded === 1 ? 'record' : 'records'}${matching}, whole trail`;
}

/** `console-audit-actor-ada@demo.example-outcome-refused-54-records`: the filters and the count, safe as a file name. */
export function exportFileStem(filters: AuditFilters, count: number): string {
  const parts = ['console-audit'];
  for (const key of ['actor', 'operation', 'outcome', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) parts.push(key, value.replace(/[^A-Za-z0-9.@_]+/g, '_').slice(0, 60));
  }
  parts.push(`${count}-records`);
  return parts.join('-');
}

// Export of history entries: JSON (the entries as the console holds them) and CSV (one row per
// entry, flat columns), downloaded as a Blob, and the words and file name saying what it holds.
import type { HistoryEntryLike, ToolBindingHistoryEntry, XaaSettingsHistoryEntry } from '../../api/history';
import { isolateBidi } from '../bidi-isolate';
import { formatCount } from '../date-format';
import { toCsv } from './csv';
import { hasFilters, type HistoryFilters } from './history-filters';

/** How filter values read to an admin (friendly enum labels). */
export interface FilterLabels {
  actor: (value: string) => string;
  changeKind: (value: string) => string;
}

/** The filters in words: `actor = sp-ci-deployer, change kind = removed`; '' without filters. */
export function describeFilters(filters: HistoryFilters, labels: FilterLabels): string {
  const parts: string[] = [];
  if (filters.actor) parts.push(`actor = ${labels.actor(filters.actor)}`);
  if (filters.changeKind) parts.push(`change kind = ${labels.changeKind(filters.changeKind)}`);
  if (filters.text?.trim()) parts.push(`text contains "${isolateBidi(filters.text.trim())}"`);
  return parts.join(', ');
}

/** The part of the history searched: the whole of it, or the filtered days. */
export function describeScope(filters: HistoryFilters): string {
  if (filters.from && filters.to) return `created ${filters.from} to ${filters.to}`;
  if (filters.from) return `created on or after ${filters.from}`;
  if (filters.to) return `created on or before ${filters.to}`;
  return 'whole history';
}

/** What an export holds: "54 entries matching actor = sp-ci-deployer, whole history". */
export function describeExport(count: number, filters: HistoryFilters, labels: FilterLabels): string {
  const matching = describeFilters(filters, labels);
  return `${formatCount(count)} ${count === 1 ? 'entry' : 'entries'}${matching ? ` matching ${matching}` : ''}, ${describeScope(filters)}`;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);

/** `<stem>-54-entries-actor-sp-ci-deployer`: the count and the filters (raw values, file-safe). */
export function exportFileStem(stem: string, count: number, filters: HistoryFilters): string {
  const parts = [stem, `${count}-entries`];
  if (hasFilters(filters)) {
    for (const key of ['actor', 'changeKind', 'text', 'from', 'to'] as const) {
      const value = slug(filters[key] ?? '');
      if (value) parts.push(`${key === 'changeKind' ? 'kind' : key}-${value}`);
    }
  }
  return parts.join('-');
}

const METADATA_HEADER = ['id', 'createdAt', 'actorKind', 'actorUserId', 'traceId', 'syslogEventId', 'annotations'];

function metadataCells(entry: HistoryEntryLike): string[] {
  const metadata = entry.metadata;
  const annotations = (metadata?.annotations ?? [])
    .map((annotation) => `${annotation.displayLabel || annotation.key}=${annotation.displayValue || annotation.rawValue}${annotation.displayUrl ? ` <${annotation.displayUrl}>` : ''}`)
    .join('; ');
  return [metadata?.id ?? '', metadata?.createdAt ?? '', metadata?.actor?.kind ?? '', metadata?.actor?.userId ?? '', metadata?.traceId ?? '', metadata?.syslogEventId ?? '', annotations];
}

export function toolBindingHistoryCsv(entries: readonly ToolBindingHistoryEntry[]): string {
  return toCsv([...METADATA_HEADER, 'items'], entries.map((entry) => [...metadataCells(entry), entry.items.map((item) => `${item.changeKind}@${item.listIndex}`).join('; ')]));
}

export function xaaSettingsHistoryCsv(entries: readonly XaaSettingsHistoryEntry[]): string {
  const header = [...METADATA_HEADER, 'changeKind', 'enabled', 'allowRefreshTokenSubjects', 'defaultGrantLifetime', 'xaaIdTokenLifetime', 'defaultSigningAlgorithm', 'enabledSigningAlgorithms'];
  return toCsv(
    header,
    entries.map((entry) => {
      const snapshot = entry.snapshot;
      return [
        ...metadataCells(entry),
        entry.metadata?.changeKind ?? '',
        snapshot ? String(snapshot.enabled) : '',
        snapshot ? String(snapshot.allowRefreshTokenSubjects) : '',
        snapshot?.defaultGrantLifetime ?? '',
        snapshot?.xaaIdTokenLifetime ?? '',
        snapshot?.defaultSigningAlgorithm ?? '',
        snapshot?.enabledSigningAlgorithms.join(' ') ?? '',
      ];
    }),
  );
}

export function historyJson(entries: readonly unknown[]): string {
  return `${JSON.stringify(entries, null, 2)}\n`;
}

/** Saves `content` as a file through a temporary object URL (no server round trip). */
export function downloadText(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

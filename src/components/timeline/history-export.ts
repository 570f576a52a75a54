// Export of the loaded history entries: JSON (the entries as the console holds them) and CSV
// (one row per entry, flat columns), downloaded as a Blob.
import type { HistoryEntryLike, ToolBindingHistoryEntry, XaaSettingsHistoryEntry } from '../../api/history';
import { toCsv } from './csv';

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

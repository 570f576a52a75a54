import { formatDay } from '../date-format';

// The flat row model the virtualized list renders: a day heading before the first entry of each
// local day, then the entries. Pure so that grouping is tested without a DOM.
export type TimelineRow =
  | { type: 'day'; key: string; label: string }
  | { type: 'entry'; key: string; index: number };

/** Local calendar day `YYYY-MM-DD` of an ISO timestamp, or '' when it is absent or unreadable. */
export function localDay(value: string | null | undefined): string {
  const time = Date.parse(value ?? '');
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function dayLabel(value: string | null | undefined): string {
  const time = Date.parse(value ?? '');
  return Number.isNaN(time) ? 'Unknown date' : formatDay(new Date(time));
}

/**
 * Rows for `visible` (indexes into the loaded entries, in display order); `createdAtOf` and
 * `idOf` read an entry. Keys stay stable as pages are appended.
 */
export function buildTimelineRows(visible: readonly number[], createdAtOf: (index: number) => string | null | undefined, idOf: (index: number) => string): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let currentDay: string | null = null;
  for (const index of visible) {
    const createdAt = createdAtOf(index);
    const day = localDay(createdAt);
    if (day !== currentDay) {
      currentDay = day;
      rows.push({ type: 'day', key: `day:${day || 'unknown'}:${index}`, label: dayLabel(createdAt) });
    }
    rows.push({ type: 'entry', key: `entry:${idOf(index) || `#${index}`}`, index });
  }
  return rows;
}

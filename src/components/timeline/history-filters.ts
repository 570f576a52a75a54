// Filters over loaded history entries (actor, change kind, annotation text, date range), the same
// values the pages keep in the URL's search params. Pure, so 10,000 entries filter in one pass.
import { ACTOR_KINDS, type HistoryActor, type HistoryEntryLike } from '../../api/history';
import { isolateBidi } from '../bidi-isolate';
import { enumChoiceLabel } from '../enum-badge';

export interface HistoryFilters {
  actor?: string;
  changeKind?: string;
  text?: string;
  /** Local dates, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
}

export const FILTER_KEYS = ['actor', 'changeKind', 'text', 'from', 'to'] as const;

/** Every filter emptied, as a search-param patch (an empty value leaves the URL). */
export const NO_HISTORY_FILTERS: Required<{ [K in keyof HistoryFilters]: '' }> = { actor: '', changeKind: '', text: '', from: '', to: '' };

export function hasFilters(filters: HistoryFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]));
}

/** One value per actor: the user id, or the kind for actors without one (the system). */
export function actorKey(actor: HistoryActor | null | undefined): string {
  if (!actor) return '(unknown actor)';
  return actor.userId || actor.kind || '(unknown actor)';
}

/** An actor key in words: a user id as it is (bidi-isolated), a kind (the system) by its label, an unknown kind marked. */
export function actorLabel(key: string): string {
  return key.startsWith('ACTOR_KIND_') ? enumChoiceLabel(key, 'ACTOR_KIND', ACTOR_KINDS) : isolateBidi(key);
}

/** Start of a local day `YYYY-MM-DD` in ms, or null when the text is not such a date. */
export function localDayStart(day: string | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date.getTime();
}

// Lower-cased annotation text and ids per entry, computed once per entry object.
const haystacks = new WeakMap<object, string>();
function haystack(entry: HistoryEntryLike): string {
  let text = haystacks.get(entry);
  if (text === undefined) {
    const metadata = entry.metadata;
    const parts = [metadata?.id, metadata?.traceId, metadata?.syslogEventId];
    for (const annotation of metadata?.annotations ?? []) {
      parts.push(annotation.key, annotation.displayLabel, annotation.displayValue, annotation.rawValue, annotation.displayUrl);
    }
    text = parts.filter(Boolean).join('\n').toLowerCase();
    haystacks.set(entry, text);
  }
  return text;
}

/**
 * A predicate for the given filters. `changeKindsOf` says which change kinds an entry carries
 * (the metadata's for settings history, its items' for tool binding history).
 */
export function entryMatcher<E extends HistoryEntryLike>(filters: HistoryFilters, changeKindsOf: (entry: E) => readonly string[]) {
  const text = filters.text?.trim().toLowerCase() ?? '';
  const from = localDayStart(filters.from);
  const toStart = localDayStart(filters.to);
  // The end is the start of the next local day (Date handles a daylight-saving day of 23 or 25 h).
  const to = toStart === null ? null : new Date(new Date(toStart).setDate(new Date(toStart).getDate() + 1)).getTime();
  return (entry: E): boolean => {
    if (filters.actor && actorKey(entry.metadata?.actor) !== filters.actor) return false;
    if (filters.changeKind && !changeKindsOf(entry).includes(filters.changeKind)) return false;
    if (text && !haystack(entry).includes(text)) return false;
    if (from !== null || to !== null) {
      const time = Date.parse(entry.metadata?.createdAt ?? '');
      if (Number.isNaN(time)) return false;
      if (from !== null && time < from) return false;
      if (to !== null && time >= to) return false;
    }
    return true;
  };
}

/**
 * Whether older pages can still hold matches. Entries come newest first, so once the oldest loaded
 * entry is older than the `from` day, no older page can match.
 */
export function olderPagesCanMatch(entries: readonly HistoryEntryLike[], filters: HistoryFilters): boolean {
  const from = localDayStart(filters.from);
  if (from === null) return true;
  for (let index = entries.length - 1; index >= 0; index--) {
    const time = Date.parse(entries[index]?.metadata?.createdAt ?? '');
    if (!Number.isNaN(time)) return time >= from;
  }
  return true;
}

/** Distinct values with how often they occur, most frequent first (filter choices). */
export function countValues(values: Iterable<string>): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

// What this browser did with destructive operations in this tab session: operation, ids, time and
// outcome. Kept in sessionStorage (gone when the tab closes) and read through a zod schema, so a
// hand-edited or older entry never breaks a page. Only ids go in: these operations carry no
// secrets, and nothing else from a request or answer is stored.
import * as z from 'zod/mini';
import { isApiError, isNotFound } from '../api/api-error';

/** 'unknown': no answer came (timed out, connection dropped), so the change may or may not have been applied. */
export const ACTIVITY_OUTCOMES = ['succeeded', 'not-found', 'failed', 'unknown'] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

function isActivityOutcome(value: unknown): value is ActivityOutcome {
  return (ACTIVITY_OUTCOMES as readonly unknown[]).includes(value);
}

const entrySchema = z.object({
  key: z.string(),
  at: z.string(),
  operation: z.string(),
  ids: z.record(z.string(), z.string()),
  // Any stored value: an outcome this version does not know (another version's, a hand edit) reads as unknown.
  outcome: z.pipe(z.unknown(), z.transform((value): ActivityOutcome => (isActivityOutcome(value) ? value : 'unknown'))),
  detail: z.string(),
});
export type ActivityEntry = z.output<typeof entrySchema>;

const STORAGE_KEY = 'tenant-admin-console.session-activity.v1';
const MAX_ENTRIES = 100;

let entries: ActivityEntry[] | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: the list still works for this page's lifetime
  }
}

function load(): ActivityEntry[] {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // Entry by entry: one malformed entry does not take the others with it.
    return parsed.flatMap((value) => {
      const entry = entrySchema.safeParse(value);
      return entry.success ? [entry.data] : [];
    });
  } catch {
    return [];
  }
}

function save(next: ActivityEntry[]) {
  entries = next;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // quota or disabled storage: keep the in-memory list
  }
  for (const listener of listeners) listener();
}

/** Newest first; the same array until something changes (a stable useSyncExternalStore snapshot). */
export function readActivity(): ActivityEntry[] {
  entries ??= load();
  return entries;
}

export function subscribeActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function recordActivity(entry: { operation: string; ids: Record<string, string>; outcome: ActivityOutcome; detail?: string }, now = new Date()): ActivityEntry {
  sequence += 1;
  const recorded: ActivityEntry = { key: `${now.getTime()}-${sequence}`, at: now.toISOString(), operation: entry.operation, ids: entry.ids, outcome: entry.outcome, detail: entry.detail ?? '' };
  save([recorded, ...readActivity()].slice(0, MAX_ENTRIES));
  return recorded;
}

export function clearActivity(operations?: readonly string[]) {
  save(operations ? readActivity().filter((entry) => !operations.includes(entry.operation)) : []);
}

/**
 * NotFound is its own outcome: "nothing to delete" is not a failure. Nor is a change that got no
 * answer (timed out, or the connection dropped, refused or reset: the browser does not tell which):
 * it may have been applied, so its outcome is unknown.
 */
export function outcomeOf(error: unknown): ActivityOutcome {
  if (isNotFound(error)) return 'not-found';
  return isApiError(error) && error.outcomeUnknown ? 'unknown' : 'failed';
}

/** For tests: forget the in-memory copy so the next read comes from storage. */
export function resetActivityCacheForTests() {
  entries = null;
}

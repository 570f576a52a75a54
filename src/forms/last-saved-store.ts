// "Last saved from this browser": the API has no read for contacts or auth configs, so the answer
// of the last successful save is kept in localStorage with its time, and pages label it as such.
// Never store secrets here: callers pass values the API returned, with secrets already removed.
import * as z from 'zod/mini';

const STORAGE_PREFIX = 'tenant-admin-console:last-saved:';

export interface LastSaved<T> {
  savedAt: string;
  value: T;
}

export function readLastSaved<S extends z.ZodMiniType>(key: string, schema: S): LastSaved<z.infer<S>> | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + key);
    if (!raw) return null;
    const entry: unknown = JSON.parse(raw);
    if (!entry || typeof entry !== 'object') return null;
    const { savedAt, value } = entry as { savedAt?: unknown; value?: unknown };
    const parsed = schema.safeParse(value);
    return typeof savedAt === 'string' && parsed.success ? { savedAt, value: parsed.data as z.infer<S> } : null;
  } catch {
    return null; // storage disabled or a tampered entry: start empty
  }
}

export function writeLastSaved<T>(key: string, value: T, savedAt = new Date()): LastSaved<T> {
  const entry = { savedAt: savedAt.toISOString(), value };
  try {
    window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(entry));
  } catch {
    // storage full or disabled: the page still shows the answer for this visit
  }
  return entry;
}

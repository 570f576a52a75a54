// User ids used in a successful owners change, newest first, kept in this browser to offer again.
// Ids are not secrets.
const STORAGE_KEY = 'tenant-admin-console:recent-user-ids';
const MAX_RECENT = 20;

export function readRecentUserIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberUserIds(userIds: readonly string[]): string[] {
  const next = [...new Set([...userIds, ...readRecentUserIds()])].slice(0, MAX_RECENT);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage disabled: recent ids are a convenience only
  }
  return next;
}

/** The `userIds` search parameter (comma-separated) as a clean list. */
export function userIdsFromSearch(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(/[\s,;]+/).map((id) => id.trim()).filter(Boolean))];
}

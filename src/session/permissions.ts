// What a role may do in the console: the one place that decides it. The proxy refuses a viewer's
// change anyway (403, nothing forwarded); the console shows the same rule before anyone tries.
import { useQuery } from '@tanstack/react-query';
import { consoleMeQueryOptions, type ConsoleMe } from '../api/console-me';
import { useHydrated } from '../hooks/use-stored-value';

/** Why a change is not offered, said wherever one is refused. */
export const VIEWER_REASON = 'Viewers cannot change the tenant';

/** Only admins change the tenant; viewers, unknown roles and an unknown person read. */
export function canChangeTenant(role: ConsoleMe['role'] | undefined): boolean {
  return role === 'admin';
}

/**
 * What the signed-in person may do to the tenant: unknown until /console/me says, and while a
 * prerendered page hydrates (it was drawn at build time, with nobody signed in).
 */
function useTenantRight(): 'unknown' | 'change' | 'read' {
  const hydrated = useHydrated();
  const { data } = useQuery({ ...consoleMeQueryOptions(), select: (me) => canChangeTenant(me.role) });
  if (!hydrated || data === undefined) return 'unknown';
  return data ? 'change' : 'read';
}

/** Whether the signed-in person may change the tenant: false until it is known. */
export const useCanChangeTenant = (): boolean => useTenantRight() === 'change';

/** Whether the person is known to read only (a viewer, or a role this console does not know): an admin's page never shows a read-only notice. */
export const useKnownReadOnly = (): boolean => useTenantRight() === 'read';

/** The role as the header shows it: known roles by what they allow, an unknown one as it came. */
export function roleSummary(role: ConsoleMe['role']): { label: string; allows: string } {
  if (role === 'admin') return { label: 'Admin', allows: 'Can read and change the tenant.' };
  if (role === 'viewer') return { label: 'Viewer', allows: 'Read-only: can read every page, cannot change the tenant.' };
  return { label: role || 'No role', allows: 'Read-only: this console does not know the role, so it allows reading only.' };
}

import type { QueryClient } from '@tanstack/react-query';
import { signOut } from '../api/console-me';
import { sessionSignedOut } from './session-state';

/**
 * Signs out: the console ends its session, then the browser goes where the server says: the
 * provider's end-session page when there is one (RP-initiated logout), which sends it back to the
 * console's "Signed out" page, or that page directly. Without an address (an older server) the tab
 * stays, signed out, and forgets what it read from the tenant. Rejects (signed in still) when the
 * console could not be reached.
 */
export async function signOutOfConsole(queryClient: QueryClient): Promise<void> {
  const logoutUrl = await signOut();
  if (logoutUrl) {
    window.location.assign(logoutUrl);
    return;
  }
  sessionSignedOut();
  queryClient.clear();
}

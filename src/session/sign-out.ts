import type { QueryClient } from '@tanstack/react-query';
import { signOut } from '../api/console-me';
import { sessionSignedOut } from './session-state';

/**
 * Signs out: the console ends its session, then the browser goes to the provider's end-session
 * page when there is one (RP-initiated logout). Otherwise the tab stays, signed out, and forgets
 * what it read from the tenant. Rejects (signed in still) when the console could not be reached.
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

// The console shows no page before it knows who is signed in: the root route's loader reads
// /console/me (in parallel with the page's own loader). Without a session the browser goes to sign
// in and comes back to the same address; any other failure (503 while the sign-in provider cannot
// be reached) is the root route's error view, with a retry.
import type { QueryClient } from '@tanstack/react-query';
import { consoleMeQueryOptions, isUnauthenticated, signInHref, type ConsoleMe } from '../api/console-me';

/** Sends the browser to sign in, coming back to `returnTo`; resolves never (the page is leaving). */
export function goToSignIn(returnTo: string): Promise<never> {
  window.location.assign(signInHref(returnTo));
  return new Promise<never>(() => undefined);
}

/** The signed-in person, from the cache or /console/me; without a session, off to sign in. */
export async function requireSignIn(queryClient: QueryClient, returnTo: string): Promise<ConsoleMe> {
  try {
    return await queryClient.ensureQueryData(consoleMeQueryOptions());
  } catch (error) {
    if (isUnauthenticated(error)) return goToSignIn(returnTo);
    throw error;
  }
}

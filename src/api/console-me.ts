// Who is signed in (GET /console/me) and the way out (POST /console/auth/logout), as DESIGN.md's
// "Who may act" fixes them. /console/me answers 401 without a session, 503 while the sign-in
// provider cannot be reached.
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from './api-error';
import { apiRequest } from './client';
import { message, openEnum, str } from './wire';

export const consoleMeSchema = message({
  sub: str(),
  email: str(),
  name: str(),
  // Unknown roles render as they came; absent reads as the least privilege.
  role: openEnum(['viewer', 'admin']),
  mode: str(),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

/** The one query key of the signed-in person. */
export const CONSOLE_ME_KEY = ['console-me'] as const;

/** The operation name of the sign-in check, as its ApiError carries it. */
export const CONSOLE_ME_OPERATION = 'Check who is signed in';

export const consoleMeQueryOptions = () =>
  queryOptions({
    queryKey: CONSOLE_ME_KEY,
    queryFn: ({ signal }) => apiRequest({ operation: CONSOLE_ME_OPERATION, method: 'GET', path: '/console/me', schema: consoleMeSchema, signal }),
    // The person does not change under a session; it is read again when a session is renewed.
    staleTime: Infinity,
    retry: false,
  });

/** No session, or it ended (HTTP 401, google.rpc UNAUTHENTICATED). */
export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.code === 16);
}

/** Where the browser goes to sign in, coming back to `returnTo` (a path on this origin). */
export function signInHref(returnTo: string): string {
  return `/console/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

// Only a web address is followed: anything else (a `javascript:` URL) reads as no address.
const webUrl = z.url({ protocol: /^https?$/ });
const logoutSchema = message({ logoutUrl: z.catch(z.nullable(webUrl), null) });

/**
 * Ends the session; resolves to where the browser goes next: the provider's end-session address
 * when it has one (RP-initiated logout), else the console's "Signed out" page; null when the server
 * names none. A session that had already ended is signed out all the same.
 */
export async function signOut(): Promise<string | null> {
  try {
    const { logoutUrl } = await apiRequest({ operation: 'Sign out', method: 'POST', path: '/console/auth/logout', schema: logoutSchema });
    return logoutUrl ?? null;
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

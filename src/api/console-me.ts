// GET /console/me: who is signed in (DESIGN.md, "Who may act"); 401 without a session.
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest, CONSOLE_REQUEST_HEADER } from './client';
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

export const consoleMeQueryOptions = () =>
  queryOptions({
    queryKey: ['console-me'],
    queryFn: ({ signal }) => apiRequest({ operation: 'Who is signed in', method: 'GET', path: '/console/me', schema: consoleMeSchema, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** Where the browser goes to sign in, coming back to `returnTo` (a path on this origin). */
export function signInHref(returnTo: string): string {
  return `/console/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Ends the session; resolves to the provider's end-session URL, when it has one. */
export async function signOut(): Promise<string | null> {
  const response = await fetch('/console/auth/logout', { method: 'POST', headers: { [CONSOLE_REQUEST_HEADER]: '1' } });
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  const parsed = z.looseObject({ logoutUrl: z.nullable(z.string()) }).safeParse(body);
  return parsed.success ? parsed.data.logoutUrl : null;
}

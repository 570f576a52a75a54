// The browser's view of the session, for the whole console: live, ended under the admin's feet
// (an API call answered 401 after the console had shown who is signed in), or ended by signing
// out. Every 401 goes through `reportApiError`, called by the query client's caches
// (src/query-client.ts), so no page handles an expired session itself: it keeps its form, and
// the shell offers to sign in again (src/pages/shell/sign-in-again.tsx).
import { useSyncExternalStore } from 'react';
import { isUnauthenticated } from '../api/console-me';
import type { Person, Renewal } from './renewal';

export type SessionState =
  /** Signed in, as far as the console knows. */
  | 'live'
  /** A call answered 401: the "Sign in again" dialog is shown. */
  | 'expired'
  /** Still expired, the dialog closed by the admin; the next 401 shows it again. */
  | 'expired-dismissed'
  /** The admin signed out in this tab. */
  | 'signed-out';

let state: SessionState = 'live';
/** Who the console showed when the session ended: the person the page was working for. */
let endedFor: Person | null = null;
/** The last time an ended session was live again: who it was for, who signed in. */
let renewal: Renewal | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export const sessionState = (): SessionState => state;
export const sessionRenewal = (): Renewal | null => renewal;

/**
 * Reads a failed call: a 401 after the console had a signed-in person (`signedIn`) means the
 * session ended. Without one, the console is still starting and sends the browser to sign in
 * itself (src/session/require-sign-in.ts); after signing out, 401 is expected.
 */
export function reportApiError(error: unknown, signedIn: Person | undefined): void {
  if (!isUnauthenticated(error) || !signedIn || state === 'signed-out') return;
  if (state === 'live') endedFor = signedIn;
  set('expired');
}

/** A session is live again (signed in in another tab, or found live when checked again), for `now`. */
export const sessionRenewed = (now: Person) => {
  renewal = { before: endedFor, now };
  set('live');
};
/** The admin closed the dialog without signing in. */
export const dismissSignInAgain = () => {
  if (state === 'expired') set('expired-dismissed');
};
export const sessionSignedOut = () => set('signed-out');

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, sessionState, () => 'live');
}

/** Who signed in since the session ended, for the words of what it had refused (src/session/renewal.ts). */
export function useSessionRenewal(): Renewal | null {
  return useSyncExternalStore(subscribe, sessionRenewal, () => null);
}

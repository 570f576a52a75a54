// How a tab where the admin signed in again tells the console's other tabs (BroadcastChannel,
// same origin only): their "Sign in again" dialog closes and the admin sends the change again.

/** The small page a sign-in in a new tab comes back to (src/pages/signed-in/). */
export const SIGNED_IN_PATH = '/signed-in';

const CHANNEL = 'tenant-admin-console.session';
const SIGNED_IN = 'signed-in';

/** Tells the console's other tabs that a session is live again. */
export function announceSignedIn(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: SIGNED_IN });
  channel.close();
}

/** Calls `listener` when another tab announces a sign-in; returns the way to stop listening. */
export function onSignedInElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SIGNED_IN) listener();
  };
  return () => channel.close();
}

import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { CONSOLE_ME_KEY } from '../api/console-me';
import { createQueryClient } from '../query-client';
import { dismissSignInAgain, sessionRenewal, sessionRenewed, sessionSignedOut, sessionState } from './session-state';

const unauthenticated = () => new ApiError({ kind: 'http', operation: 'Update contacts', status: 401, code: 16, message: 'sign in' });
const refused = () => new ApiError({ kind: 'http', operation: 'Update contacts', status: 403, code: 7, message: 'viewers cannot change the tenant' });
const ADA = { sub: 'ada', email: 'ada@demo.example', name: 'Ada Lovelace', role: 'admin', mode: 'demo' };
const GRACE = { sub: 'grace', email: 'grace@demo.example', name: 'Grace Hopper', role: 'viewer', mode: 'demo' };

async function failRead(client: QueryClient, error: Error) {
  await client.fetchQuery({ queryKey: ['read', Math.random()], queryFn: () => Promise.reject(error), retry: false }).catch(() => undefined);
}

async function failWrite(client: QueryClient, error: Error) {
  await client.getMutationCache().build(client, { mutationFn: () => Promise.reject(error) }).execute(undefined).catch(() => undefined);
}

beforeEach(() => sessionRenewed(ADA));

describe('an ended session, as the query client sees it', () => {
  it('a 401 to a read or a write after the console knew who is signed in ends the session; the dialog can be put off until the next one', async () => {
    const client = createQueryClient();
    client.setQueryData(CONSOLE_ME_KEY, ADA);
    await failRead(client, unauthenticated());
    expect(sessionState()).toBe('expired');
    dismissSignInAgain();
    expect(sessionState()).toBe('expired-dismissed');
    await failWrite(client, unauthenticated());
    expect(sessionState()).toBe('expired');
    sessionRenewed(ADA);
    expect(sessionState()).toBe('live');
  });

  it('remembers who the page was working for when the session ended, and who signed in since', async () => {
    const client = createQueryClient();
    client.setQueryData(CONSOLE_ME_KEY, ADA);
    await failWrite(client, unauthenticated());
    // Signed in as someone else, in another tab: the console's person changes before the next refusal.
    client.setQueryData(CONSOLE_ME_KEY, GRACE);
    await failRead(client, unauthenticated());
    sessionRenewed(GRACE);
    expect(sessionRenewal()).toEqual({ before: ADA, now: GRACE });
  });

  it('leaves the session alone for other failures, before anyone is known (the start-up sends to sign in), and after signing out', async () => {
    const client = createQueryClient();
    await failRead(client, unauthenticated());
    expect(sessionState()).toBe('live');
    client.setQueryData(CONSOLE_ME_KEY, ADA);
    await failWrite(client, refused());
    await failRead(client, new ApiError({ kind: 'network', operation: 'Get contacts', message: 'connection lost' }));
    expect(sessionState()).toBe('live');
    sessionSignedOut();
    await failRead(client, unauthenticated());
    expect(sessionState()).toBe('signed-out');
  });
});

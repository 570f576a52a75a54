// The "Sign in again" dialog (its own chunk: only an ended session loads it). An API call answered
// 401, the page kept its form as it was; this offers the session back: in a new tab, which tells
// this one when it is signed in (src/session/signed-in-channel.ts), or here, by a redirect that
// comes back to the same address.
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { consoleMeQueryOptions, isUnauthenticated, signInHref } from '../../api/console-me';
import { showNotification } from '../../components/notify';
import { useMountOnFirstOpen } from '../../hooks/use-mount-on-first-open';
import { useReturnFocus } from '../../hooks/use-return-focus';
import { goToSignIn } from '../../session/require-sign-in';
import { renewalWords } from '../../session/renewal';
import { dismissSignInAgain, sessionRenewal, sessionRenewed } from '../../session/session-state';
import { SIGNED_IN_PATH, onSignedInElsewhere } from '../../session/signed-in-channel';

/** Asks /console/me whether this tab has a session again; if so, the reads that failed run again. */
async function renewSession(queryClient: QueryClient, router: AnyRouter): Promise<boolean> {
  let me;
  try {
    me = await queryClient.fetchQuery({ ...consoleMeQueryOptions(), staleTime: 0 });
  } catch {
    return false;
  }
  sessionRenewed(me);
  void queryClient.refetchQueries({ type: 'active', predicate: (query) => isUnauthenticated(query.state.error) });
  void router.invalidate({ filter: (match) => match.status === 'error' });
  // Whoever signed in: the same person, another one, or someone who may not make the change.
  const words = renewalWords(sessionRenewal());
  showNotification({ id: 'session-renewed', color: words.sendAgain ? 'green' : 'yellow', title: words.title, message: words.notice });
  return true;
}

/** The dialog, for the shell that loads this chunk when a session ends (app-layout.tsx). */
export const signInAgainElement = (opened: boolean) => <SignInAgain opened={opened} />;

export function SignInAgain({ opened }: { opened: boolean }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [tabOpened, setTabOpened] = useState(false);
  const [checking, setChecking] = useState(false);
  const [stillSignedOut, setStillSignedOut] = useState(false);

  const checkAgain = useCallback(async () => {
    setChecking(true);
    const renewed = await renewSession(queryClient, router);
    setChecking(false);
    setStillSignedOut(!renewed);
  }, [queryClient, router]);

  useEffect(() => onSignedInElsewhere(() => void checkAgain()), [checkAgain]);
  // Mounted when the session first ends, already asked to open (app-layout.tsx).
  const dialog = useMountOnFirstOpen(opened);
  useReturnFocus(dialog.opened);

  return (
    <Modal opened={dialog.opened} onClose={dismissSignInAgain} returnFocus={false} title="Sign in again" closeButtonProps={{ 'aria-label': 'Close' }} centered>
      <Stack gap="md">
        <Text size="sm">Your session has ended, so the console could not send your last request. What you typed is still on this page.</Text>
        <Button component="a" href={signInHref(SIGNED_IN_PATH)} target="_blank" rel="noopener" onClick={() => setTabOpened(true)}>
          Sign in again in a new tab
        </Button>
        {tabOpened && (
          <Text size="sm" role="status">
            When the new tab says you are signed in, this dialog closes by itself. Then send your change again.
          </Text>
        )}
        {stillSignedOut && (
          <Text size="sm" c="red" role="alert">
            Still signed out: finish signing in first.
          </Text>
        )}
        <Group gap="xs">
          <Button variant="default" size="xs" loading={checking} onClick={() => void checkAgain()}>
            I have signed in
          </Button>
          <Button variant="subtle" size="xs" onClick={dismissSignInAgain}>
            Not now
          </Button>
        </Group>
        <Divider />
        <Text size="sm">
          Or sign in again in this tab: it reloads and comes back to this address. Unsaved input is lost, except the MCP server wizard’s draft (never its secrets).
        </Text>
        <Group>
          <Button variant="default" onClick={() => void goToSignIn(window.location.pathname + window.location.search)}>
            Sign in again in this tab
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Alert, Stack, Text, Title } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consoleMeQueryOptions } from '../../api/console-me';
import { AnchorLink } from '../../components/links';
import { PageFrame } from '../../components/page-frame';
import { canChangeTenant } from '../../session/permissions';
import { displayName } from '../../session/person-name';
import { SIGNED_IN_PATH, announceSignedIn } from '../../session/signed-in-channel';

/** The tab a sign-in in a new tab lands in: it tells the console's tab, then can be closed. */
function SignedInPage() {
  // The root route's loader has read who is signed in: this tab has a session.
  const me = useQuery(consoleMeQueryOptions());
  useEffect(announceSignedIn, []);
  return (
    <PageFrame column="message">
      <Stack gap="md">
        <Title order={1}>Signed in — you can close this tab</Title>
        <Alert color="green" variant="light" role="status" title={me.data ? `Signed in as ${displayName(me.data)}` : 'Signed in'}>
          <Text size="sm">
            {me.data && !canChangeTenant(me.data.role)
              ? 'Go back to the console’s tab: its “Sign in again” dialog has closed. You are signed in read-only, so a change typed there cannot be sent.'
              : 'Go back to the console’s tab: its “Sign in again” dialog has closed, and what you typed there is still on the page. Send it again.'}
          </Text>
        </Alert>
        <Text size="sm">
          Or <AnchorLink to="/">continue in this tab</AnchorLink>.
        </Text>
      </Stack>
    </PageFrame>
  );
}

export const Route = createLazyRoute(SIGNED_IN_PATH)({ component: SignedInPage });

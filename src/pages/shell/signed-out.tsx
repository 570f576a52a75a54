import { Button, Stack, Text, Title } from '@mantine/core';
import { signInHref } from '../../api/console-me';
import { PageFrame } from '../../components/page-frame';

/** What a tab shows after its admin signed out and the provider had no sign-out page to go to. */
export function SignedOut() {
  return (
    <PageFrame column="message">
      <Stack gap="md" align="flex-start">
        <Title order={1}>You have signed out</Title>
        <Text>This tab no longer has a session, and it has forgotten what it read from the tenant.</Text>
        <Button component="a" href={signInHref(window.location.pathname + window.location.search)}>
          Sign in again
        </Button>
      </Stack>
    </PageFrame>
  );
}

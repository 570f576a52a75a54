import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { isApiError } from '../../api/api-error';
import { CONSOLE_ME_OPERATION } from '../../api/console-me';
import { RouteError } from '../../components/route-error';
import { isolateBidi } from '../../components/bidi-isolate';

/**
 * The root route's error view. When the console cannot tell who is signed in (the sign-in provider
 * unreachable: 503, or no answer at all) it says so and offers to try again; no page is shown
 * without a person. Anything else is the usual route error.
 */
export function RootError(props: ErrorComponentProps) {
  const router = useRouter();
  const { error, reset } = props;
  if (!isApiError(error) || error.operation !== CONSOLE_ME_OPERATION) return <RouteError {...props} />;
  const providerDown = error.status === 503;
  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{providerDown ? 'The sign-in provider cannot be reached' : 'The console cannot check who you are'}</Title>
        <Alert color="orange" variant="light" role="alert" title="Nobody is signed in yet">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {providerDown
              ? 'The console signs people in through its identity provider, which does not answer right now. Nothing was changed. Try again in a moment.'
              : `${isolateBidi(error.message)} Nothing was changed.`}
          </Text>
        </Alert>
        <div>
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Retry
          </Button>
        </div>
      </Stack>
    </Container>
  );
}

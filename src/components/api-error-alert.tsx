import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { isApiError } from '../api/api-error';
import { isUnauthenticated } from '../api/console-me';

/** Shows any failure the way admins need it: what failed, HTTP status, gRPC code, message, retry. */
export function ApiErrorAlert({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const api = isApiError(error) ? error : null;
  const heading = title ?? (api ? `${api.operation} failed` : 'Something went wrong');
  // The server's "sign in" says little: an ended session is explained the same way on every page.
  const message = isUnauthenticated(error) ? 'Your session has ended, so nothing reached the tenant. Sign in again, then try again.' : error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" variant="light" title={heading} role="alert">
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        {api && (api.status !== null || api.codeName) && (
          <Group gap="xs">
            {api.status !== null && <Code>HTTP {api.status}</Code>}
            {api.codeName && <Code>{api.codeName}</Code>}
            {api.fieldPath && <Code>field: {api.fieldPath}</Code>}
          </Group>
        )}
        {onRetry && (
          <Group>
            <Button size="xs" variant="default" onClick={onRetry}>
              Retry
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

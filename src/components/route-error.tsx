import { Container } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiErrorAlert } from './api-error-alert';

/** Every route's error boundary: the ApiError (status, code, message) and a retry that refetches. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => {
    queryReset.reset();
  }, [queryReset]);
  return (
    <Container size="md" py="md">
      <ApiErrorAlert
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Container>
  );
}

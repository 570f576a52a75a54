import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { isApiError } from '../api/api-error';
import { isUnauthenticated } from '../api/console-me';
import { renewalWords } from '../session/renewal';
import { useSessionRenewal, useSessionState } from '../session/session-state';
import { errorAlertColor } from './outcome-color';

export interface ErrorDescription {
  title: string;
  message: string;
  /** HTTP status, gRPC code name, offending field of an unexpected answer. */
  codes: string[];
  /** For a busy or unavailable tenant: what happened and when to try again, in plain words. */
  advice?: string | null;
  /** A change that got no answer (ApiError.outcomeUnknown): it may have been applied, so it is not drawn as a failure. */
  outcomeUnknown?: boolean;
}

/** 429 and 503 in plain words, with the answer's Retry-After when known; null for any other failure. */
export function retryAdvice(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const what = error.status === 429 ? 'The tenant is receiving too many requests.' : error.status === 503 ? 'The tenant is unavailable for the moment.' : null;
  if (!what) return null;
  const seconds = error.retryAfterSeconds;
  return `${what} ${seconds ? `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.` : 'Try again in a moment.'}`;
}

const SESSION_ENDED = 'Your session has ended, so nothing reached the tenant. Sign in again, then try again.';

/** What a call refused for an ended session says once the session is live again (src/session/renewal.ts); null while it is not. */
export function useRenewedSessionMessage(): string | null {
  const renewed = useSessionState() === 'live';
  const renewal = useSessionRenewal();
  return renewed ? renewalWords(renewal).alert : null;
}

/** What failed, its HTTP status and gRPC code, and its message: what admins need of any failure. */
export function describeError(error: unknown, title?: string): ErrorDescription {
  const api = isApiError(error) ? error : null;
  const codes: string[] = [];
  if (api?.status != null) codes.push(`HTTP ${api.status}`);
  if (api?.codeName) codes.push(api.codeName);
  if (api?.fieldPath && codes.length) codes.push(`field: ${api.fieldPath}`);
  return {
    // A change that got no answer may have been applied: "failed" would say it was not.
    title: title ?? (api ? `${api.operation} ${api.kind === 'timeout' ? 'timed out' : api.outcomeUnknown ? 'got no answer' : 'failed'}` : 'Something went wrong'),
    // The server's "sign in" says little: an ended session is explained the same way on every page.
    message: isUnauthenticated(error) ? SESSION_ENDED : error instanceof Error ? error.message : String(error),
    codes,
    advice: retryAdvice(error),
    outcomeUnknown: api?.outcomeUnknown ?? false,
  };
}

/** The one alert for failures: a query's, a mutation's, or a form's `root.server` error (forms/form-server-error.tsx). */
export function ErrorAlert({ title, message, codes, advice, outcomeUnknown, onRetry }: ErrorDescription & { onRetry?: () => void }) {
  const adviceId = useId();
  return (
    <Alert color={errorAlertColor(outcomeUnknown)} variant="light" title={title} role="alert">
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        {advice && (
          <Text size="sm" id={adviceId}>
            {advice}
          </Text>
        )}
        {codes.length > 0 && (
          <Group gap="xs">
            {codes.map((code) => (
              <Code key={code}>{code}</Code>
            ))}
          </Group>
        )}
        {onRetry && (
          <Group>
            {/* Left enabled: the wait is the tenant's advice, said in the button's description. */}
            <Button size="xs" variant="default" onClick={onRetry} aria-describedby={advice ? adviceId : undefined}>
              Retry
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** Shows any failure the way admins need it: what failed, HTTP status, gRPC code, message, retry. */
export function ApiErrorAlert({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const renewed = useRenewedSessionMessage();
  const description = describeError(error, title);
  return <ErrorAlert {...description} message={renewed !== null && isUnauthenticated(error) ? renewed : description.message} onRetry={onRetry} />;
}

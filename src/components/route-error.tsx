import { Group, Stack, Text, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useMatch, useParams, useRouter } from '@tanstack/react-router';
import { type ErrorInfo, Suspense, lazy, useEffect } from 'react';
import { isApiError } from '../api/api-error';
import { pageCatalog } from '../route-catalog';
import { ApiErrorAlert } from './api-error-alert';
import { isolateBidi } from './bidi-isolate';
import { isChunkLoadError } from './chunk-load';
import { ChunkLoadAlert } from './chunk-load-alert';
import { notFoundTitle } from './not-found';
import { PageFrame } from './page-frame';

// Loaded when a NotFound answer needs it: its form toolkit (react-hook-form, zod) would otherwise
// ride in the first page's bundle, as the router's error view is part of every page.
const OpenByIdForm = lazy(() => import('./open-by-id-form').then((module) => ({ default: module.OpenByIdForm })));

/**
 * React's report of an error an error boundary caught (`createRoot`'s `onCaughtError`). A failed
 * API call is already shown to the admin by the route's error view, as a failed read always was:
 * it is not logged again; nor is a page's code that could not be fetched (src/components/chunk-load.ts).
 * Anything else is logged as React does by default.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo) {
  if (!isApiError(error) && !isChunkLoadError(error)) console.error(error, info.componentStack);
}

/**
 * Every route's error view: the page's title, the ids its address names (which app, which
 * credential failed; selectable text), and the ApiError (status, code, message) with a retry
 * that runs the route's loader again. A NotFound answer (the decision is `notFoundTitle`'s, in
 * not-found.ts) says what was not found and shows the page's open-by-id form, pre-filled, instead
 * of the retry; a page may throw its own reads' NotFound here to be answered alike
 * (authzen-servers/all-servers.tsx). A lazy page whose code could not be fetched says why in
 * words an admin can act on.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => {
    queryReset.reset();
  }, [queryReset]);
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  const params: Record<string, string> = useParams({ strict: false });
  const page = pageCatalog(router).find((entry) => entry.routeId === routeId);
  const notFound = notFoundTitle(page, error, params);
  return (
    <PageFrame>
      <Stack gap="md">
        {page && <Title order={1}>{page.title}</Title>}
        {page && page.params.length > 0 && !notFound && (
          <Group gap="lg">
            {page.params.map((param) => (
              <Group key={param.name} gap="xs">
                <Text size="sm">{param.label}</Text>
                {/* Plain text, not CopyValue: this view rides in every page's first bundle, CopyValue does not. */}
                <Text size="sm" ff="monospace">{isolateBidi(params[param.name] ?? '')}</Text>
              </Group>
            ))}
          </Group>
        )}
        {isChunkLoadError(error) ? (
          <ChunkLoadAlert />
        ) : (
          <ApiErrorAlert
            error={error}
            title={notFound}
            onRetry={
              notFound
                ? undefined
                : () => {
                    reset();
                    void router.invalidate();
                  }
            }
          />
        )}
        {page && notFound && (
          <Suspense>
            <OpenByIdForm page={page} initial={params} />
          </Suspense>
        )}
      </Stack>
    </PageFrame>
  );
}

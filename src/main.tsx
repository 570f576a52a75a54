import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

// Own chunk, fetched at once in parallel with the first page (see src/pages/shell/overlays.tsx).
const Overlays = lazy(() => import('./pages/shell/overlays').then((module) => ({ default: module.Overlays })));

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = document.getElementById('root');

function renderApp(container: HTMLElement) {
  const reactRoot = createRoot(container);
  // A transition lets React yield between components while it builds the first screen, so the
  // initial render does not become one long main-thread task (Lighthouse's Total Blocking Time).
  startTransition(() => reactRoot.render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ));
}

if (root) {
  // Resolve the first location (the page's lazy chunk included) before React starts: the first
  // render is then the page itself, in one time-sliced transition, rather than a skeleton followed
  // by a synchronous re-render when the chunk arrives. A failed chunk still renders: the route's
  // error boundary explains it.
  void router.load().catch(() => undefined).finally(() => renderApp(root));
}

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

if (root) {
  const reactRoot = createRoot(root);
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

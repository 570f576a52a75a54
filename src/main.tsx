import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { theme } from './theme';

// Own chunk, fetched at once in parallel with the first page (see src/pages/shell/overlays.tsx).
const Overlays = lazy(() => import('./pages/shell/overlays').then((module) => ({ default: module.Overlays })));

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = document.getElementById('root');

if (root) {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

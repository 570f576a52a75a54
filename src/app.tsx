// The console's provider tree, shared by the browser entry (src/main.tsx) and the build-time
// prerender (src/prerender.tsx), so both draw the same page.
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { HintProvider } from './components/hint/hint-provider';
import { useMountedOverlays } from './components/overlays-request';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // Own chunk, loaded and mounted when a page first shows a notification (src/components/overlays-request.ts).
  const overlays = useMountedOverlays();
  return (
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <HintProvider>
            <RouterProvider router={router} />
          </HintProvider>
          {overlays}
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}

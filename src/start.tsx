// The console's start (loaded by src/main.tsx once React DOM and the provider tree are evaluated):
// the router, the query client and the first render.
import type { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { reportCaughtError } from './components/route-error';
import { createQueryClient } from './query-client';
import { type AppRouter, createAppRouter, loadFirstPage } from './router';
import { nextTask } from './startup';

function renderApp(container: HTMLElement, router: AppRouter, queryClient: QueryClient) {
  // The container holds the page prerendered at build time (src/prerender.tsx) or the boot frame
  // of index.html; React's first commit replaces it. A transition lets React yield between
  // components while it builds that first screen, so it does not become one long main-thread task
  // (Lighthouse's Total Blocking Time).
  const reactRoot = createRoot(container, { onCaughtError: reportCaughtError });
  startTransition(() => reactRoot.render(<App router={router} queryClient={queryClient} />));
}

async function start(container: HTMLElement) {
  // Each step is a main-thread task of its own (together they were one long one): this module's
  // evaluation, building the router, and resolving the first location (the page's lazy chunk
  // included) before React starts. The first render is then the page itself, in one time-sliced
  // transition, rather than a skeleton followed by a synchronous re-render when the chunk
  // arrives. A failed chunk still renders: the route's error boundary explains it.
  await nextTask();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await nextTask();
  await loadFirstPage(router);
  renderApp(container, router, queryClient);
}

const root = document.getElementById('root');
if (root) void start(root);

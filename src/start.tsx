// The console's start (loaded by src/main.tsx once React DOM is evaluated): the router, the query
// client and the first render.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = document.getElementById('root');

function renderApp(container: HTMLElement) {
  // The container holds the page prerendered at build time (src/prerender.tsx) or the boot frame
  // of index.html; React's first commit replaces it. A transition lets React yield between
  // components while it builds that first screen, so it does not become one long main-thread task
  // (Lighthouse's Total Blocking Time).
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(<App router={router} queryClient={queryClient} />));
}

if (root) {
  // Resolve the first location (the page's lazy chunk included) before React starts: the first
  // render is then the page itself, in one time-sliced transition, rather than a skeleton followed
  // by a synchronous re-render when the chunk arrives. A failed chunk still renders: the route's
  // error boundary explains it.
  void router.load().catch(() => undefined).finally(() => renderApp(root));
}

// The browser entry. The page is already drawn from the HTML (a prerendered page, or the boot
// frame of index.html); this builds the router and the query client and renders the console over
// it.
import './mantine-styles';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { reportCaughtError } from './components/route-error';
import { createQueryClient } from './query-client';
import { createAppRouter, loadFirstPage } from './router';

/** index.html's frame for routes that are not prerendered, between <!--boot--> comments (server/prerender-plugin.ts). */
const isBootFrame = (container: HTMLElement) => container.firstChild instanceof Comment && container.firstChild.data === 'boot';

async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The router has no matches before its first load: rendering then would draw an empty outlet
  // (a blank page over the boot frame, a mismatch against a prerendered one). So the first render
  // waits for the first location's lazy page, and for its data only until the router shows the
  // page as pending: a slow tenant does not hold the console on the boot frame, nor keep a
  // prerendered page from hydrating. A failed load still renders: the route's error view explains it.
  await loadFirstPage(router);
  const app = <App router={router} queryClient={queryClient} />;
  // A transition lets React yield between components while it builds the first screen.
  if (isBootFrame(container)) {
    const reactRoot = createRoot(container, { onCaughtError: reportCaughtError });
    startTransition(() => reactRoot.render(app));
    return;
  }
  // A prerendered page is hydrated: React adopts the markup instead of drawing it again. The router
  // renders its server tree only when it knows it hydrates; TanStack's SSR hydration learns that
  // from an inline data script, which the CSP refuses and a prerendered page has no data for. With
  // it, a route that reads data (`ssr: false`, prerendered as its pending view) hydrates that
  // pending view and draws the page once hydrated.
  router.ssr = { manifest: undefined };
  startTransition(() => void hydrateRoot(container, app, { onCaughtError: reportCaughtError }));
}

const root = document.getElementById('root');
if (root) void start(root);

// The browser entry. The page is already drawn from the HTML (a prerendered page, or the boot
// frame of index.html); this builds the router and the query client and renders the console over
// it.
import './mantine-styles';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** index.html's frame for routes that are not prerendered, between <!--boot--> comments (server/prerender-plugin.ts). */
const isBootFrame = (container: HTMLElement) => container.firstChild instanceof Comment && container.firstChild.data === 'boot';

async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The first location's lazy page is loaded before the first render, so that render draws the
  // page itself rather than a skeleton over the prerendered one. A failed chunk still renders:
  // the route's error boundary explains it.
  await router.load().catch(() => undefined);
  const app = <App router={router} queryClient={queryClient} />;
  // A transition lets React yield between components while it builds the first screen.
  if (isBootFrame(container)) {
    const reactRoot = createRoot(container);
    startTransition(() => reactRoot.render(app));
    return;
  }
  // A prerendered page is hydrated: React adopts the markup instead of drawing it again. The router
  // renders its server tree only when it knows it hydrates; TanStack's SSR hydration learns that
  // from an inline data script, which the CSP refuses and a prerendered page has no data for.
  router.ssr = { manifest: undefined };
  startTransition(() => void hydrateRoot(container, app));
}

const root = document.getElementById('root');
if (root) void start(root);

// Build-time prerender (run by server/prerender-plugin.ts under Vite's SSR loader, never shipped
// to the browser): the HTML of each page, drawn by the same provider tree as the browser. The
// browser shows it at once, before any script has run, and React's first render hydrates it
// (src/main.tsx). A page that reads data (its route has a loader) is drawn in its
// pending state: its route sets `ssr: false`, so neither its loader nor its component runs here, and
// the browser hydrates that same pending view before it draws the page. A page whose path has
// parameters is drawn once, at its route path (`/things/$id`), in its pending state too:
// the production server answers it for every address of the route (server/build-layout.ts), so
// its route must not draw anything that depends on them here (`ssr: false`).
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createQueryClient } from './query-client';
import { pageCatalog } from './route-catalog';
import { createAppRouter } from './router';

const prerenderRouter = (path: string) => createAppRouter(createQueryClient(), { history: createMemoryHistory({ initialEntries: [path] }) });

const catalogRouter = prerenderRouter('/');
export const PRERENDERED_PATHS: readonly string[] = pageCatalog(catalogRouter).map((page) => {
  const route = catalogRouter.routesById[page.routeId as keyof typeof catalogRouter.routesById];
  if (page.params.length > 0 && route.options.ssr !== false) {
    throw new Error(`${page.path} has parameters: its route must set \`ssr: false\` to be prerendered for every address`);
  }
  return page.path;
});

export async function prerenderPage(path: string): Promise<string> {
  // One address of the route: its pending view is the same for all of them.
  const router = prerenderRouter(path.replace(/\$[^/]+/g, 'any'));
  const { queryClient } = router.options.context;
  await router.load();
  try {
    return renderToString(<App router={router} queryClient={queryClient} />);
  } finally {
    queryClient.clear();
  }
}

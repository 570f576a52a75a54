// Build-time prerender (run by server/prerender-plugin.ts under Vite's SSR loader, never shipped
// to the browser): the HTML of each page whose URL has no parameters, drawn by the same provider
// tree as the browser. The browser shows it at once, before any script has run, and React's first
// render hydrates it (src/main.tsx). A page that reads data (its route has a loader) is drawn in its
// pending state: its route sets `ssr: false`, so neither its loader nor its component runs here, and
// the browser hydrates that same pending view before it draws the page.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createQueryClient } from './query-client';
import { pageCatalog } from './route-catalog';
import { createAppRouter } from './router';

const prerenderRouter = (path: string) => createAppRouter(createQueryClient(), { history: createMemoryHistory({ initialEntries: [path] }) });

export const PRERENDERED_PATHS: readonly string[] = pageCatalog(prerenderRouter('/'))
  .filter((page) => page.params.length === 0)
  .map((page) => page.path);

export async function prerenderPage(path: string): Promise<string> {
  const router = prerenderRouter(path);
  const { queryClient } = router.options.context;
  await router.load();
  try {
    return renderToString(<App router={router} queryClient={queryClient} />);
  } finally {
    queryClient.clear();
  }
}

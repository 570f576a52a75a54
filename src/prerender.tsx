// Build-time prerender (run by server/prerender-plugin.ts under Vite's SSR loader, never shipped
// to the browser): the HTML of each page whose URL has no parameters, drawn by the same provider
// tree as the browser. The browser shows it at once, before any script has run, and React's first
// render hydrates it (src/main.tsx); data-driven parts are drawn in their loading state.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { PAGES } from './pages/page-catalog';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export const PRERENDERED_PATHS: readonly string[] = PAGES.filter((page) => page.params.length === 0).map((page) => page.path);

export async function prerenderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  try {
    return renderToString(<App router={router} queryClient={queryClient} />);
  } finally {
    queryClient.clear();
  }
}

// The console's page catalog, read from the route tree: each page's `route.ts` declares what the
// catalog needs in `staticData.page`, and navigation, the command palette, the home cards, the
// open-by-id forms, the path resolver, the prerender and the e2e route list all derive from it.
// This module imports no route (pages and the layout read the routes from the router at run
// time), so nothing that a route loads can form an import cycle through it.
import type { AnyRoute, AnyRouter, ToOptions } from '@tanstack/react-router';

export const PAGE_GROUPS = ['Start', 'MCP servers', 'Settings', 'Applications', 'Credentials', 'History'] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

/** What a route tells the catalog about its page (`staticData.page`). */
export interface PageMeta {
  /** Stable slug: the open-by-id form's address (`/open/<id>`) and test names. */
  id: string;
  title: string;
  group: PageGroup;
  description: string;
  /**
   * The sentence under the page's title, when it depends on neither the address nor the data: the
   * page draws it with `PageHeading`, and so does its pending view, from the first paint.
   */
  intro?: string;
  /**
   * The page changes the tenant (it has a ChangeButton): `PageHeading` shows someone known to read
   * only the read-only notice (components/read-only-notice.tsx). The MCP server wizard is not marked:
   * it says in its own, more specific words that viewers cannot register servers.
   */
  changes?: boolean;
  /** A label for each path parameter, by name (the path gives their order). */
  params?: Readonly<Record<string, string>>;
  /** Search parameters that pre-fill the page's form (never run anything by themselves), with labels. */
  search?: Readonly<Record<string, string>>;
  /** API operations the page drives, as path templates with `{param}` segments named like the page's parameters. */
  apiPaths?: readonly string[];
  /** On the demo tenant: which seeded id (a key of /console/info's `demoIds`) fills each parameter. */
  tryIt?: { params?: Readonly<Record<string, string>>; search?: Readonly<Record<string, string>> };
  /**
   * The heading of a NotFound answer to the page's read, saying what was not found; the route's
   * error view adds the open-by-id form (components/route-error.tsx, which names the ids without it).
   */
  notFoundTitle?: (params: Readonly<Record<string, string>>) => string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    page?: PageMeta;
    /** The document title of a route that is not a catalog page. */
    title?: string;
  }
}

/** Any path of the route tree (TanStack's registered router). */
export type RoutePath = NonNullable<ToOptions['to']>;

export interface PageParam {
  name: string;
  label: string;
}

/** A catalog page: its route's id and path with the route's metadata. */
export interface CatalogPage extends Omit<PageMeta, 'params' | 'search'> {
  routeId: string;
  /** The route's path template, `$param` segments included: a typed link's `to`. */
  path: RoutePath;
  /** Path parameters in the order they appear in the path. */
  params: PageParam[];
  search: PageParam[];
  apiPaths: readonly string[];
}

const labelled = (labels: Readonly<Record<string, string>> | undefined, names: readonly string[]): PageParam[] =>
  names.map((name) => ({ name, label: labels?.[name] ?? name }));

/** The `$name` segments of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith('$'))
    .map((segment) => segment.slice(1));
}

function catalogPage(route: AnyRoute): CatalogPage | null {
  const meta = route.options.staticData?.page;
  if (!meta) return null;
  // Read from the route tree itself, so one of its paths.
  const path = route.fullPath as RoutePath;
  return {
    ...meta,
    routeId: route.id,
    path,
    params: labelled(meta.params, pathParamNames(path)),
    search: labelled(meta.search, Object.keys(meta.search ?? {})),
    apiPaths: meta.apiPaths ?? [],
  };
}

const catalogs = new WeakMap<AnyRouter, readonly CatalogPage[]>();

/** Every page of the router's tree, in the tree's order (the order of `addChildren`). */
export function pageCatalog(router: AnyRouter): readonly CatalogPage[] {
  let pages = catalogs.get(router);
  if (!pages) {
    pages = Object.values<AnyRoute>(router.routesById).flatMap((route) => catalogPage(route) ?? []);
    catalogs.set(router, pages);
  }
  return pages;
}

export function pageById(pages: readonly CatalogPage[], id: string): CatalogPage | undefined {
  return pages.find((page) => page.id === id);
}

/** The values of a page's "Try it" link on the demo tenant, or null when it has none. */
export function tryItValues(page: CatalogPage, demoIds: Readonly<Record<string, string>>): { params: Record<string, string>; search: Record<string, string> } | null {
  if (!page.tryIt) return null;
  const fill = (keys: Readonly<Record<string, string>> = {}) => Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, demoIds[key] ?? '']));
  return { params: fill(page.tryIt.params), search: fill(page.tryIt.search) };
}

/** Where a page whose path needs ids is opened from: a form asking for them (`/open/<page id>`). */
export const OPEN_BY_ID_PATH = '/open/$pageId';

/** Where a page's navigation item leads: the page itself, or its open-by-id form when its path needs ids. */
export function entryLink(page: CatalogPage): { to: RoutePath; params: Record<string, string> } {
  return page.params.length === 0 ? { to: page.path, params: {} } : { to: OPEN_BY_ID_PATH, params: { pageId: page.id } };
}

export const CONSOLE_NAME = 'Tenant Admin Console';

/** The document title of a page: `<page> · Tenant Admin Console`. */
export const documentTitle = (page?: string) => (page ? `${page} · ${CONSOLE_NAME}` : CONSOLE_NAME);

// Turns what an admin pastes (a console URL, a console path, or an API path such as
// /api/v1/apps/A/sso/applications/B) into the catalog page that shows it, and finds the pages a
// partial path (`/apps/A/sso`) belongs to. A console path goes through the router's own matching
// (`router.getMatchedRoutes`), so it resolves exactly as the console would open it; only the API
// paths, which are no routes, are compared with the catalog's `apiPaths` templates here.
// An id field given an address of this console takes its ids from the router's own matching too.
import type { AnyRouter } from '@tanstack/react-router';
import type { CatalogPage } from './route-catalog';

export interface ResolvedPath {
  page: CatalogPage;
  /** Path parameters found; for a partial path only those it gives (the open-by-id form asks for the rest). */
  params: Record<string, string>;
  /** The page's search parameters found in the pasted URL or API path. */
  search: Record<string, string>;
  complete: boolean;
}

type RouteMatcher = Pick<AnyRouter, 'getMatchedRoutes'>;

/** The `{name}` parameters of an API path template found in `path`, or null when it does not fit. */
function apiPathParams(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const given = path.split('/');
  // A trailing slash is allowed (`…/applications/B/`), while `…/applications/` lacks the id.
  if (given.length === want.length + 1 && given.at(-1) === '') given.pop();
  if (want.length !== given.length) return null;
  const found: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const segment = given[index] ?? '';
    const name = /^\{([A-Za-z]+)\}$/.exec(part)?.[1];
    if (name) found[name] = safeDecode(segment);
    else if (part !== segment) return null;
  }
  return found;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Strips an origin and a query from a pasted URL, keeping the path and its search. */
function splitInput(input: string): { path: string; search: URLSearchParams } | null {
  const text = input.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, 'http://console.invalid');
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  return { path: url.pathname, search: url.searchParams };
}

/**
 * The page a pasted console URL or path, or an API path, shows. The host is ignored: an API URL is
 * on the tenant's host, and the result is only ever a page of this console, opened by typed
 * navigation. A console path the router opens gives its route's page (none for a route that is no
 * catalog page, such as `/open/...`); one lacking its last ids (`/apps/A/sso`) gives, as on the
 * not-found page, the one page it fits, incomplete.
 */
export function resolvePastedPath(router: RouteMatcher, pages: readonly CatalogPage[], input: string): ResolvedPath | null {
  const split = splitInput(input);
  if (!split) return null;
  const { path, search } = split;
  const withSearch = (page: CatalogPage, params: Record<string, string>, found: Record<string, string> = {}): ResolvedPath => {
    // API-path parameters that are search parameters of the page (e.g. an entitlement id).
    const searchValues: Record<string, string> = {};
    for (const param of page.search) {
      const value = found[param.name] ?? search.get(param.name) ?? '';
      if (value) searchValues[param.name] = value;
    }
    return { page, params, search: searchValues, complete: page.params.every((param) => params[param.name]) };
  };

  const [, routeParams, route] = router.getMatchedRoutes(path);
  if (route) {
    const page = pages.find((candidate) => candidate.routeId === route.id);
    return page ? withSearch(page, Object.fromEntries(page.params.map((param) => [param.name, routeParams[param.name] ?? '']))) : null;
  }
  const partial = partialMatches(pages, path);
  if (partial.length === 1 && partial[0]) return withSearch(partial[0].page, partial[0].params);
  for (const page of pages) {
    for (const template of page.apiPaths) {
      const found = apiPathParams(template, path);
      if (found) return withSearch(page, Object.fromEntries(page.params.map((param) => [param.name, found[param.name] ?? ''])), found);
    }
  }
  return null;
}

/**
 * Pages whose path template starts like `path` but that lack some ids, e.g. `/apps/A/sso` for the
 * SSO application page: the not-found page offers their open-by-id forms, pre-filled.
 */
export function partialMatches(pages: readonly CatalogPage[], path: string): { page: CatalogPage; params: Record<string, string> }[] {
  const given = path.replace(/\/+$/, '').split('/').slice(1);
  if (given.length === 0) return [];
  const matches: { page: CatalogPage; params: Record<string, string> }[] = [];
  for (const page of pages) {
    const template = page.path.split('/').slice(1);
    if (page.params.length === 0 || given.length >= template.length) continue;
    const params: Record<string, string> = {};
    const fits = given.every((segment, index) => {
      const part = template[index] ?? '';
      if (part.startsWith('$')) {
        params[part.slice(1)] = safeDecode(segment);
        return segment !== '';
      }
      return part === segment;
    });
    // A bare `/apps/A` fits many pages; only a path that ends on a literal segment is specific.
    if (fits && !(template[given.length - 1] ?? '').startsWith('$')) matches.push({ page, params });
  }
  return matches;
}

/**
 * The path parameters of an address of this console: `text` (trimmed) is a URL of `origin` or a
 * bare path (`/apps/A/sso/B`), and the router's own matching takes it to a route. Null for anything
 * else: an id, another host, a partial or unknown path, garbage.
 */
export function consoleAddressParams(router: Pick<AnyRouter, 'getMatchedRoutes'>, text: string, origin: string): Record<string, string> | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('/') && !/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const [, params, route] = router.getMatchedRoutes(url.pathname);
  return route ? { ...params } : null;
}

/**
 * What an id form makes of `text` put in its field `name`: when it is an address of this console
 * whose route has that parameter (an admin pasted `…/apps/A/authzen-servers` into App id), the ids
 * it carries for each of `fields` it names; otherwise null, and the field keeps the text as typed.
 */
export function idsFromConsoleAddress(
  router: Pick<AnyRouter, 'getMatchedRoutes'>,
  fields: readonly { name: string }[],
  name: string,
  text: string,
  origin: string,
): Record<string, string> | null {
  const params = consoleAddressParams(router, text, origin);
  if (!params?.[name]) return null;
  return Object.fromEntries(fields.flatMap((field) => (params[field.name] ? [[field.name, params[field.name]]] : [])));
}

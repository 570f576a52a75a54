// Turns what an admin pastes (a console URL, a console path, or an API path such as
// /api/v1/apps/A/sso/applications/B) into the console page that shows it.
import { PAGES, pageHref, type PageEntry } from './page-catalog';

export interface ResolvedPath {
  page: PageEntry;
  href: string;
  /** Parameters found; for a partial path some may be missing (the open-by-id form asks for them). */
  params: Record<string, string>;
  complete: boolean;
}

function templateRegex(template: string, paramPattern: RegExp): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const match = paramPattern.exec(segment);
      if (match?.[1]) {
        names.push(match[1]);
        return '([^/]*)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${source}/?$`), names };
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

export function resolvePastedPath(input: string): ResolvedPath | null {
  const split = splitInput(input);
  if (!split) return null;
  const { path, search } = split;
  for (const page of PAGES) {
    const candidates = [
      templateRegex(page.path, /^\$([A-Za-z]+)$/),
      ...page.apiPaths.map((api) => templateRegex(api, /^\{([A-Za-z]+)\}$/)),
    ];
    for (const { regex, names } of candidates) {
      const match = regex.exec(path);
      if (!match) continue;
      const found: Record<string, string> = {};
      names.forEach((name, index) => {
        found[name] = safeDecode(match[index + 1] ?? '');
      });
      const pathParams: Record<string, string> = {};
      for (const param of page.params) pathParams[param.name] = found[param.name] ?? '';
      // API-path parameters that are search parameters of the page (e.g. an entitlement id).
      const searchValues: Record<string, string> = {};
      for (const param of page.search ?? []) {
        const value = found[param.name] ?? search.get(param.name) ?? '';
        if (value) searchValues[param.name] = value;
      }
      const complete = page.params.every((param) => pathParams[param.name]);
      return { page, params: pathParams, complete, href: pageHref(page, pathParams, searchValues) };
    }
  }
  return null;
}

/**
 * Pages whose path template starts like `path` but that lack some ids, e.g. `/apps/A/sso` for
 * `/apps/$appId/sso/$id`: the not-found page offers their open-by-id forms, pre-filled.
 */
export function partialMatches(path: string): { page: PageEntry; params: Record<string, string> }[] {
  const given = path.replace(/\/+$/, '').split('/').slice(1);
  if (given.length === 0) return [];
  const matches: { page: PageEntry; params: Record<string, string> }[] = [];
  for (const page of PAGES) {
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

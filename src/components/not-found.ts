import { isNotFound } from '../api/api-error';
import type { CatalogPage } from '../route-catalog';
import { isolateValues } from './bidi-isolate';

/**
 * The one decision of what a NotFound answer means to a page (components/route-error.tsx shows it).
 * For a page whose address names ids, one of those ids names nothing: the heading says what was
 * not found (the page's `notFoundTitle`, or else its ids with their labels), and the view offers
 * the open-by-id form to correct them, since a retry could not help. Any other failure, or a page
 * without ids, gives undefined: the error as it came, with a retry. The ids come from the address,
 * so each is bidi-isolated before the title names it.
 */
export function notFoundTitle(page: CatalogPage | undefined, error: unknown, params: Readonly<Record<string, string>>): string | undefined {
  if (!page || page.params.length === 0 || !isNotFound(error)) return undefined;
  const ids = isolateValues(params);
  return page.notFoundTitle?.(ids) ?? `Not found: ${page.params.map(({ name, label }) => `${label} "${ids[name] ?? ''}"`).join(', ')}`;
}

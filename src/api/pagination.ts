// Pagination wire details (DESIGN.md): the query parameters are `page_size` and `page_token`, the
// names the API family's published OpenAPI document and official SDK send (its gateway matches a
// query parameter by proto name or JSON name, so `pageSize` would work too against the real
// service). Never above the operation's maximum page size.
export const PAGE_SIZE_PARAM = 'page_size';
export const PAGE_TOKEN_PARAM = 'page_token';

export interface PageRequest {
  pageSize?: number;
  pageToken?: string;
}

export function pageQuery(page: PageRequest, maxPageSize: number): Record<string, string> {
  const query: Record<string, string> = {};
  if (page.pageSize !== undefined) {
    const size = Math.max(1, Math.min(maxPageSize, Math.trunc(page.pageSize)));
    query[PAGE_SIZE_PARAM] = String(size);
  }
  if (page.pageToken) query[PAGE_TOKEN_PARAM] = page.pageToken;
  return query;
}

// Pagination wire details (DESIGN.md): `pageSize` and `pageToken` query parameters; never above
// the operation's maximum page size.
export interface PageRequest {
  pageSize?: number;
  pageToken?: string;
}

export function pageQuery(page: PageRequest, maxPageSize: number): Record<string, string> {
  const query: Record<string, string> = {};
  if (page.pageSize !== undefined) {
    const size = Math.max(1, Math.min(maxPageSize, Math.trunc(page.pageSize)));
    query.pageSize = String(size);
  }
  if (page.pageToken) query.pageToken = page.pageToken;
  return query;
}

import type { Context } from 'hono';
import { RpcError } from './rpc-error';

/**
 * One page of `items` from the `pageSize` / `pageToken` query (DESIGN.md). Tokens are opaque
 * offsets; a page size above `maxPageSize` is InvalidArgument, as the spec's limits say.
 */
export function paginate<T>(c: Context, items: readonly T[], maxPageSize: number, defaultPageSize = 50) {
  const sizeParam = c.req.query('pageSize');
  let pageSize = defaultPageSize;
  if (sizeParam !== undefined && sizeParam !== '') {
    if (!/^\d+$/.test(sizeParam)) throw new RpcError('INVALID_ARGUMENT', 'pageSize must be a non-negative integer');
    pageSize = Number(sizeParam);
    if (pageSize > maxPageSize) throw new RpcError('INVALID_ARGUMENT', `pageSize must be at most ${maxPageSize}`);
    if (pageSize === 0) pageSize = defaultPageSize;
  }
  const token = c.req.query('pageToken') ?? '';
  let offset = 0;
  if (token) {
    const decoded = /^o(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
    if (!decoded) throw new RpcError('INVALID_ARGUMENT', 'pageToken is not valid');
    offset = Number(decoded[1]);
  }
  const list = items.slice(offset, offset + pageSize);
  const next = offset + pageSize < items.length ? Buffer.from(`o${offset + pageSize}`).toString('base64url') : '';
  return { list, nextPageToken: next };
}

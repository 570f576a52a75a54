import type { Context } from 'hono';
import { PAGE_SIZE_PARAM, PAGE_TOKEN_PARAM } from '../../src/api/pagination';
import { RpcError } from './rpc-error';

/**
 * A query parameter by its proto name (`page_size`, what the official SDK and the console send)
 * or its JSON name (`pageSize`), as the service's gateway matches them; the proto name wins when
 * both are given. An empty value counts as absent.
 */
function pageParam(c: Context, protoName: string): { name: string; value: string } | null {
  const jsonName = protoName.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  for (const name of [protoName, jsonName]) {
    const value = c.req.query(name);
    if (value) return { name, value };
  }
  return null;
}

/**
 * One page of `items` (DESIGN.md). Tokens are opaque offsets; a page size above `maxPageSize` is
 * InvalidArgument under either spelling, as the spec's limits say.
 */
export function paginate<T>(c: Context, items: readonly T[], maxPageSize: number, defaultPageSize = 50) {
  const size = pageParam(c, PAGE_SIZE_PARAM);
  let pageSize = defaultPageSize;
  if (size) {
    if (!/^\d+$/.test(size.value)) throw new RpcError('INVALID_ARGUMENT', `${size.name} must be a non-negative integer`);
    pageSize = Number(size.value);
    if (pageSize > maxPageSize) throw new RpcError('INVALID_ARGUMENT', `${size.name} must be at most ${maxPageSize}`);
    if (pageSize === 0) pageSize = defaultPageSize;
  }
  const token = pageParam(c, PAGE_TOKEN_PARAM);
  let offset = 0;
  if (token) {
    const decoded = /^o(\d+)$/.exec(Buffer.from(token.value, 'base64url').toString('utf8'));
    if (!decoded) throw new RpcError('INVALID_ARGUMENT', `${token.name} is not valid`);
    offset = Number(decoded[1]);
  }
  const list = items.slice(offset, offset + pageSize);
  const next = offset + pageSize < items.length ? Buffer.from(`o${offset + pageSize}`).toString('base64url') : '';
  return { list, nextPageToken: next };
}

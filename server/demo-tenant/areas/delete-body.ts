import type { Context } from 'hono';
import { RpcError, readJsonBody } from '../rpc-error';

/**
 * The delete operations of the spec (5, 8, 9, 10) take an empty JSON object. An absent body is
 * read as `{}`, and a field set to null is not set (proto3 JSON); a body with fields is
 * InvalidArgument, so a client sending more is caught early.
 */
export async function requireEmptyBody(c: Context): Promise<void> {
  const body = await readJsonBody(c);
  const fields = Object.keys(body).filter((field) => body[field] !== null);
  if (fields.length) throw new RpcError('INVALID_ARGUMENT', `the request body must be an empty JSON object (unexpected: ${fields.join(', ')})`);
}

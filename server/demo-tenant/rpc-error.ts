import type { Context } from 'hono';
import { RPC_CODES, httpStatusForCode, type RpcCodeName } from '../../src/api/rpc-status';

/** Thrown by demo handlers; the app's error handler renders it as a google.rpc.Status body. */
export class RpcError extends Error {
  readonly code: number;
  constructor(codeName: RpcCodeName, message: string, readonly details: unknown[] = []) {
    super(message);
    this.code = RPC_CODES[codeName];
  }
}

export function rpcErrorResponse(c: Context, error: RpcError): Response {
  return c.json({ code: error.code, message: error.message, details: error.details }, httpStatusForCode(error.code) as 400);
}

/** A JSON request body; malformed JSON or a non-object is InvalidArgument. Empty body -> {}. */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RpcError('INVALID_ARGUMENT', 'request body is not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new RpcError('INVALID_ARGUMENT', 'request body must be a JSON object');
  return value as Record<string, unknown>;
}

// The proxy's own answers: google.rpc.Status JSON (so the console's ApiError reads them like the
// tenant's), with the console's security headers, never cached.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { RPC_CODES } from '../../src/api/rpc-status';
import { API_SECURITY_HEADER_LIST } from './security-headers';
import type { HeldAnswer } from './upstream';

/** Why the proxy answers a request itself: HTTP status, google.rpc code and a message for people. */
export interface Refusal {
  status: number;
  code: number;
  message: string;
}

export function refusal(status: number, code: number, message: string): Refusal {
  return { status, code, message };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders: readonly string[] = []): void {
  const text = JSON.stringify(body);
  const headers = ['content-type', 'application/json; charset=utf-8', 'cache-control', 'no-store', 'content-length', String(Buffer.byteLength(text))];
  for (const part of extraHeaders) headers.push(part);
  for (const part of API_SECURITY_HEADER_LIST) headers.push(part);
  res.writeHead(status, headers);
  res.end(text);
}

export function refuse(res: ServerResponse, { status, code, message }: Refusal, extraHeaders?: readonly string[]): void {
  sendJson(res, status, { code, message }, extraHeaders);
}

/** Writes a tenant answer that was held back (a 401 not replayed) exactly as it came. */
export function sendHeld(res: ServerResponse, held: HeldAnswer & { body: Buffer }): void {
  res.writeHead(held.status, held.headers);
  res.end(held.body);
}

const PARSER_REFUSALS: Record<string, { status: number; reason: string; code: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: RPC_CODES.INVALID_ARGUMENT, message: 'request headers too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: RPC_CODES.DEADLINE_EXCEEDED, message: 'the request did not arrive in time' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', code: RPC_CODES.INVALID_ARGUMENT, message: 'malformed request (invalid characters in the request line or a header)' };

/**
 * Answers requests Node's HTTP server refuses (oversized headers, CR/LF or other bytes that are not
 * allowed in a path or header value, a client too slow to send its request) with JSON instead of
 * Node's bare answer, then closes the connection. Attach it to the server's 'clientError' event.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || socket.destroyed || error.code === 'ECONNRESET') return void socket.destroy();
  const { status, reason, code, message } = PARSER_REFUSALS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ code, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncache-control: no-store\r\nx-content-type-options: nosniff\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

// The limits of the console's HTTP servers, against slow and idle clients (slowloris, idle
// keep-alive hoarding): the same numbers for `npm run serve`, `vite dev` and the proxy alone.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { ServerLimits } from './config';
import { handleClientError } from './proxy-answers';

/** Request headers larger than this are refused with 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * How often Node looks for requests past headersTimeout or requestTimeout (its default, 30 s,
 * would let a slow client hold a connection up to 30 s past its deadline).
 */
function checkingIntervalMs(limits: ServerLimits): number {
  return Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));
}

export function createConsoleHttpServer(limits: ServerLimits, listener: RequestListener): Server {
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, listener);
  applyServerLimits(server, limits);
  server.on('clientError', handleClientError);
  return server;
}

/**
 * Sets the limits on a server made elsewhere (Vite's). Must run before it listens: the checking
 * interval is read when listening starts.
 */
export function applyServerLimits(server: Server, limits: ServerLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = checkingIntervalMs(limits);
}

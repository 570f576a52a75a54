// The proxy's log: pino JSON lines, one per request (method, path without the query, status,
// duration, token cache outcome, the trace id sent to the tenant and the tenant's request id),
// never a header, a body, a token or a secret. Text that came from outside has its control
// characters removed, so nobody can forge a line; pino's `redact` censors any secret-looking key
// should one ever be logged by mistake. By default lines go to stdout through pino's asynchronous
// destination (asyncDestination), so a busy proxy does not wait for its log.
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { pathOf } from './guards';
import { cut, stripControls } from './safe-text';
import type { TokenCacheOutcome } from './token-cache';
import type { TokenEndpointError } from './token-source';

export type { DestinationStream, Level, Logger };

export const LOG_LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

const REDACT_PATHS = [
  'authorization', 'cookie', 'headers', 'body', 'password', 'secret',
  'accessToken', 'access_token', 'clientSecret', 'client_secret', 'client_assertion',
  'req.headers', 'res.headers',
];

// A busy proxy writes its log in batches of at least this many bytes (some 16 lines): each write
// is a round trip through libuv's thread pool, which cost more than building the line itself.
const LOG_BATCH_BYTES = 4096;
// A quiet one still shows each line within this long.
const LOG_FLUSH_MS = 200;

/** Destinations holding lines of the current event-loop turn, written out should the process exit first. */
const holding = new Set<() => void>();
process.once('exit', () => {
  for (const handOver of holding) handOver();
});

/**
 * pino's asynchronous destination (stdout, or a file), given the lines of one event-loop turn in a
 * single write: SonicBoom measures the byte length of its whole pending chunk (up to 16 KiB while
 * a write is in flight) on every write, so a write a line cost more than building the line. It
 * hands them to the file system off the request path, in batches (LOG_BATCH_BYTES, or whatever has
 * come every LOG_FLUSH_MS). What is left when the process exits is written before it does.
 */
export function asyncDestination(dest: number | string = 1): DestinationStream {
  const sonic = pino.destination({ dest, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
  let turn = '';
  const handOver = (): void => {
    holding.delete(handOverOnExit);
    const lines = turn;
    turn = '';
    if (lines !== '') sonic.write(lines);
  };
  const handOverOnExit = (): void => {
    try {
      handOver();
      sonic.flushSync();
    } catch {
      // not open yet, or already closed: nothing more can be written
    }
  };
  return {
    write(line: string): void {
      if (turn === '') {
        holding.add(handOverOnExit);
        setImmediate(handOver);
      }
      turn += line;
    },
  };
}

export function createProxyLogger(destination: DestinationStream = asyncDestination(), level: Level = 'info'): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination);
}

export interface RequestLine {
  method: string;
  /** The request target as it came; logged without its query. */
  url: string;
  status: number;
  durationMs: number;
  /** hit / miss / refresh, or '-' when no token was needed (refused, or a console endpoint). */
  tokenCache: TokenCacheOutcome | '-';
  /** The trace id of the traceparent sent to the tenant. */
  traceId: string | null;
  /** The tenant's correlation id (X-Request-Id or alike). */
  requestId: string | null;
}

const MAX_LOGGED_PATH = 1024;
const MAX_LOGGED_ID = 128;

// pino documents `pino.symbols` for integrations that write for the logger "where necessary for
// performance"; request-log.test.ts pins the line to what pino itself writes.
const { streamSym, chindingsSym, timeSym } = pino.symbols;

/**
 * Writes exactly the line `logger.info(record, 'request')` would (error for a 5xx), built here
 * from its fixed fields, none of them secret-looking: pino's general serialization and redaction
 * walk were the largest part of the proxy's own work per request.
 */
export function logRequest(logger: Logger, line: RequestLine): void {
  const level = line.status >= 500 ? 'error' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[streamSym] as DestinationStream;
  const time = internals[timeSym] as () => string;
  const path = cut(stripControls(pathOf(line.url)), MAX_LOGGED_PATH);
  const requestId = line.requestId === null ? null : cut(stripControls(line.requestId), MAX_LOGGED_ID);
  stream.write(
    `{"level":${logger.levels.values[level]}${time()}${internals[chindingsSym] as string},"method":${JSON.stringify(line.method)},"path":${JSON.stringify(path)},` +
      `"status":${line.status},"ms":${Math.round(line.durationMs * 10) / 10},"tokenCache":"${line.tokenCache}","traceId":${JSON.stringify(line.traceId)},` +
      `"requestId":${JSON.stringify(requestId)},"msg":"request"}\n`,
  );
}

/** The endpoint's status and OAuth error only: TokenEndpointError never carries a credential. */
export function logTokenEndpointFailure(logger: Logger, error: TokenEndpointError): void {
  logger.error(
    { tokenEndpoint: { status: error.upstreamStatus, timedOut: error.timedOut, ...error.oauthError } },
    stripControls(`token endpoint failure: ${error.message}`),
  );
}

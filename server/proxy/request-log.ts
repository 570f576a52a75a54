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

// Lines are copied into an off-heap buffer of this size as they come and written out when it is
// full: a line kept as a string until its batch was written outlived the young generation, and the
// mark-compact collections that then reclaimed it cost more than building the line itself.
const LOG_BUFFER_BYTES = 64 * 1024;
// A quiet proxy still shows each line within this long.
const LOG_FLUSH_MS = 200;

/** Destinations holding lines not yet handed to the file system, written out should the process exit first. */
const holding = new Set<() => void>();
process.once('exit', () => {
  for (const handOver of holding) handOver();
});

/**
 * pino's asynchronous destination (stdout, or a file; SonicBoom deals with pipes and partial
 * writes), fed in batches: each line goes into a 64 KiB buffer, and the buffer goes to SonicBoom
 * when the next line would not fit, LOG_FLUSH_MS after its first line, or when the process exits.
 */
export function asyncDestination(dest: number | string = 1): DestinationStream {
  const sonic = pino.destination({ dest, sync: false, contentMode: 'buffer', maxWrite: 2 * LOG_BUFFER_BYTES });
  let buffer = Buffer.allocUnsafe(LOG_BUFFER_BYTES);
  let used = 0;
  let timer: NodeJS.Timeout | null = null;
  const handOver = (): void => {
    holding.delete(handOverOnExit);
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (used === 0) return;
    const full = buffer.subarray(0, used);
    buffer = Buffer.allocUnsafe(LOG_BUFFER_BYTES);
    used = 0;
    sonic.write(full as unknown as string); // contentMode 'buffer' takes Buffers; its type says string
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
      const bytes = Buffer.byteLength(line);
      if (bytes > LOG_BUFFER_BYTES - used) handOver();
      if (bytes > LOG_BUFFER_BYTES) return void sonic.write(Buffer.from(line) as unknown as string);
      used += buffer.write(line, used);
      if (timer === null) {
        holding.add(handOverOnExit);
        timer = setTimeout(handOver, LOG_FLUSH_MS);
        timer.unref();
      }
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

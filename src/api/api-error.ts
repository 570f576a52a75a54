import { codeForHttpStatus, codeName } from './rpc-status';

export type ApiErrorKind =
  | 'http' // the server answered with a non-2xx status
  | 'network' // the request never got an answer (connection refused, dropped)
  | 'timeout' // no answer within API_TIMEOUT_MS (rpc-status.ts): for a change, whether it was applied is unknown
  | 'aborted' // the console cancelled it (navigation away, unmount)
  | 'unexpected-response'; // a 2xx whose body is not what the operation returns

export interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: string;
  message: string;
  status?: number | null;
  code?: number | null;
  details?: unknown[];
  /** For unexpected responses: the path of the first field that did not match, e.g. `list[3].id`. */
  fieldPath?: string | null;
  /** How long the answer's Retry-After asked to wait, in seconds (parseRetryAfter). */
  retryAfterSeconds?: number | null;
  /** A change that got no answer (timed out, connection lost, or the proxy's UPSTREAM_NO_ANSWER mark): it may or may not have been applied. */
  outcomeUnknown?: boolean;
}

/** The longest Retry-After believed: a longer (or unreadable) one is ignored, not shown as a wait. */
export const MAX_RETRY_AFTER_SECONDS = 3600;

/**
 * A Retry-After header (RFC 9110 section 10.2.3) as whole seconds from `now`: delta-seconds or an
 * HTTP-date. Null when absent, unreadable, already past, or longer than MAX_RETRY_AFTER_SECONDS.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  let seconds: number;
  if (/^\d+$/.test(text)) seconds = Number(text);
  else if (/[a-z]/i.test(text)) {
    // An HTTP-date always names its day or month; a bare "-5" or "1.5" is not one (Date.parse would accept them).
    const at = Date.parse(text);
    if (Number.isNaN(at)) return null;
    seconds = Math.ceil((at - now) / 1000);
  } else return null;
  return seconds > 0 && seconds <= MAX_RETRY_AFTER_SECONDS ? seconds : null;
}

/** The one error type every API call rejects with; pages render it, never a raw exception. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: string;
  readonly status: number | null;
  readonly code: number | null;
  readonly details: unknown[];
  readonly fieldPath: string | null;
  readonly retryAfterSeconds: number | null;
  readonly outcomeUnknown: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.operation = init.operation;
    this.status = init.status ?? null;
    this.code = init.code ?? (init.status ? codeForHttpStatus(init.status) : null);
    this.details = init.details ?? [];
    this.fieldPath = init.fieldPath ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.outcomeUnknown = init.outcomeUnknown ?? false;
  }

  get codeName(): string | null {
    return this.code === null ? null : codeName(this.code);
  }

  /** Worth a retry button: transient failures, not a rejected request. */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout' || this.kind === 'unexpected-response') return true;
    return this.status !== null && (this.status >= 500 || this.status === 429 || this.status === 408);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** NotFound (HTTP 404 or gRPC code 5): for a read, "nothing there"; for a delete, "nothing to delete". */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === 5 || error.status === 404);
}

import { codeForHttpStatus, codeName } from './rpc-status';

export type ApiErrorKind =
  | 'http' // the server answered with a non-2xx status
  | 'network' // the request never got an answer (connection refused, dropped)
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

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.operation = init.operation;
    this.status = init.status ?? null;
    this.code = init.code ?? (init.status ? codeForHttpStatus(init.status) : null);
    this.details = init.details ?? [];
    this.fieldPath = init.fieldPath ?? null;
  }

  get codeName(): string | null {
    return this.code === null ? null : codeName(this.code);
  }

  /** Worth a retry button: transient failures, not a rejected request. */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'unexpected-response') return true;
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

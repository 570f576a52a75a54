// google.rpc.Code names and the HTTP status gRPC-gateway maps each to (DESIGN.md, "Wire details").
// Shared by the console's error mapping and the demo tenant, so both ends agree on one table.
export const RPC_CODES = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type RpcCodeName = keyof typeof RPC_CODES;

const HTTP_BY_CODE: Record<number, number> = {
  0: 200, 1: 499, 2: 500, 3: 400, 4: 504, 5: 404, 6: 409, 7: 403, 8: 429,
  9: 400, 10: 409, 11: 400, 12: 501, 13: 500, 14: 503, 15: 500, 16: 401,
};

export function httpStatusForCode(code: number): number {
  return HTTP_BY_CODE[code] ?? 500;
}

/** The most likely gRPC code behind an HTTP status, for bodies that carry none. */
export function codeForHttpStatus(status: number): number {
  switch (status) {
    case 400: return RPC_CODES.INVALID_ARGUMENT;
    case 401: return RPC_CODES.UNAUTHENTICATED;
    case 403: return RPC_CODES.PERMISSION_DENIED;
    case 404: return RPC_CODES.NOT_FOUND;
    case 409: return RPC_CODES.ABORTED;
    case 429: return RPC_CODES.RESOURCE_EXHAUSTED;
    case 501: return RPC_CODES.UNIMPLEMENTED;
    case 503: return RPC_CODES.UNAVAILABLE;
    case 504: return RPC_CODES.DEADLINE_EXCEEDED;
    default: return status >= 500 ? RPC_CODES.INTERNAL : RPC_CODES.UNKNOWN;
  }
}

export function codeName(code: number): string {
  const entry = Object.entries(RPC_CODES).find(([, value]) => value === code);
  return entry ? entry[0] : `CODE_${code}`;
}

/** The type URL of a google.rpc.ErrorInfo entry in a google.rpc.Status body's `details`. */
export const ERROR_INFO_TYPE = 'type.googleapis.com/google.rpc.ErrorInfo';

/**
 * How long the console waits for an API call's whole answer before giving up on it (client.ts).
 * Above the proxy's own UPSTREAM_TIMEOUT_MS (30 s by default; server/proxy/config.ts refuses one
 * at or above this), so a tenant that hangs is still reported by the proxy's 504 with its words;
 * this limit ends only the waits nothing else would: the console's server or a load balancer in
 * front of it stalled, or a connection dropped without a word.
 */
export const API_TIMEOUT_MS = 45_000;

/**
 * The console proxy's mark on its own answer to a call it sent to the tenant and got no answer to
 * (none within UPSTREAM_TIMEOUT_MS: 504; the connection lost after sending: 502): a change may or
 * may not have been carried out. A google.rpc.ErrorInfo in the body's `details`, so the body stays
 * google.rpc.Status (DESIGN.md, "Wire details"). The proxy never adds it when nothing reached the
 * tenant (not reached, no token), and a status alone never counts: the tenant may answer 504 too.
 */
export const UPSTREAM_NO_ANSWER = { '@type': ERROR_INFO_TYPE, reason: 'UPSTREAM_NO_ANSWER', domain: 'tenant-admin-console' } as const;

/** Whether an error body's `details` carry the proxy's UPSTREAM_NO_ANSWER mark. */
export function hasNoAnswerMark(details: readonly unknown[]): boolean {
  return details.some((entry) => {
    if (entry === null || typeof entry !== 'object') return false;
    const info = entry as Record<string, unknown>;
    return info['@type'] === UPSTREAM_NO_ANSWER['@type'] && info.reason === UPSTREAM_NO_ANSWER.reason && info.domain === UPSTREAM_NO_ANSWER.domain;
  });
}

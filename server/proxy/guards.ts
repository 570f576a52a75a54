// Request guards of the proxy: each returns a refusal (status + message) or null to let it pass.
// They run before anything reaches the tenant.
import type { IncomingMessage } from 'node:http';

export interface Refusal {
  status: number;
  message: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Host header without port, lower-case; null when absent or malformed. */
export function hostName(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(hostHeader.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** DNS-rebinding guard: only loopback names and ALLOWED_HOSTS may address the console. */
export function checkHost(req: IncomingMessage, allowedHosts: readonly string[]): Refusal | null {
  const host = hostName(req.headers.host);
  if (host && (LOOPBACK_HOSTS.has(host) || allowedHosts.includes(host))) return null;
  return { status: 403, message: 'this Host is not allowed to reach the console proxy (set ALLOWED_HOSTS)' };
}

/** Cross-site guard: a browser's Sec-Fetch-Site must be same-origin; an Origin must be ours exactly. */
export function checkSameOrigin(req: IncomingMessage): Refusal | null {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return { status: 403, message: 'cross-site requests are refused' };
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const own = `${isTls(req) ? 'https' : 'http'}://${req.headers.host ?? ''}`;
    if (origin.toLowerCase() !== own.toLowerCase()) return { status: 403, message: 'cross-origin requests are refused' };
  }
  return null;
}

function isTls(req: IncomingMessage): boolean {
  return Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

export const CONSOLE_REQUEST_HEADER = 'x-console-request';

export function checkConsoleHeader(req: IncomingMessage): Refusal | null {
  return req.headers[CONSOLE_REQUEST_HEADER] === '1' ? null : { status: 403, message: 'API calls must come from the console (X-Console-Request: 1 missing)' };
}

/**
 * Only /api/v1/ and /api/v2/ paths are forwarded, judged after percent-decoding and dot-segment
 * normalization, so `..`, `%2e%2e` and encoded slashes cannot climb out. Returns the raw path and
 * query to forward (empty segments kept as they are) or a refusal.
 */
export function checkApiPath(rawUrl: string | undefined): { path: string } | Refusal {
  if (!rawUrl || !rawUrl.startsWith('/')) return { status: 400, message: 'only origin-form request targets are accepted' };
  if (/[\r\n\0]/.test(rawUrl)) return { status: 400, message: 'control characters in the request target' };
  const [pathPart = ''] = rawUrl.split('?', 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return { status: 400, message: 'malformed percent-encoding in the path' };
  }
  const segments = decoded.replace(/\\/g, '/').split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return { status: 400, message: 'dot segments are not allowed in API paths' };
  if (!/^\/api\/v[12]\//.test(pathPart)) return { status: 400, message: 'only /api/v1/ and /api/v2/ paths are forwarded' };
  return { path: rawUrl };
}

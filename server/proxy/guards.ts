// Request guards of the proxy: each returns a refusal (status + message) or null to let it pass.
// They run before anything reaches the tenant, and are cheap on the common (legitimate) path.
import type { IncomingMessage } from 'node:http';

export interface Refusal {
  status: number;
  message: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/** Host header without port, lower-case; null when absent or malformed. */
export function hostName(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const match = HOST_PATTERN.exec(hostHeader);
  return match?.[1] ? match[1].toLowerCase() : null;
}

const hostRefusal: Refusal = { status: 403, message: 'this Host is not allowed to reach the console (add it to ALLOWED_HOSTS)' };

/** DNS-rebinding guard: only loopback names and ALLOWED_HOSTS may address the console. */
export function checkHost(hostHeader: string | undefined, allowedHosts: ReadonlySet<string>): Refusal | null {
  const host = hostName(hostHeader);
  if (host !== null && (LOOPBACK_HOSTS.has(host) || allowedHosts.has(host))) return null;
  return hostRefusal;
}

const crossSiteRefusal: Refusal = { status: 403, message: 'cross-site requests are refused' };
const crossOriginRefusal: Refusal = { status: 403, message: 'cross-origin requests are refused' };

/**
 * Cross-site guard, whatever the method (the token is attached to GETs too, and CORS does not stop
 * a request from being sent): a browser's Sec-Fetch-Site must be `same-origin`, and an Origin must
 * be exactly the console's own (scheme, host and port; another loopback port is foreign too).
 */
export function checkSameOrigin(req: IncomingMessage): Refusal | null {
  const headers = req.headers;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return crossSiteRefusal;
  const origin = headers.origin;
  if (origin !== undefined) {
    const host = headers.host;
    if (!host) return crossOriginRefusal;
    const own = `${requestScheme(req)}://${host}`;
    if (origin.length !== own.length || origin.toLowerCase() !== own.toLowerCase()) return crossOriginRefusal;
  }
  return null;
}

/**
 * The scheme the browser used: https when the socket is TLS, or when a TLS-terminating load
 * balancer says so in X-Forwarded-Proto (a browser cannot set that header on a cross-site request
 * without a CORS preflight, which the console never grants).
 */
function requestScheme(req: IncomingMessage): 'http' | 'https' {
  if ((req.socket as { encrypted?: boolean }).encrypted) return 'https';
  const forwarded = req.headers['x-forwarded-proto'];
  if (typeof forwarded === 'string' && /^\s*https\s*(,|$)/i.test(forwarded)) return 'https';
  return 'http';
}

export const CONSOLE_REQUEST_HEADER = 'x-console-request';

const consoleHeaderRefusal: Refusal = { status: 403, message: 'API calls must come from the console (X-Console-Request: 1 is missing)' };

/** A plain cross-site form, image or link cannot send this header. */
export function checkConsoleHeader(req: IncomingMessage): Refusal | null {
  return req.headers[CONSOLE_REQUEST_HEADER] === '1' ? null : consoleHeaderRefusal;
}

const FORWARDED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function checkMethod(method: string | undefined): Refusal | null {
  return method !== undefined && FORWARDED_METHODS.has(method) ? null : { status: 405, message: `method ${method ?? ''} is not forwarded` };
}

const API_PREFIX = /^\/api\/v[12]\//;

/** Fast path: nothing that decoding or dot-segment removal could change. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const NEEDS_NORMALIZATION = /%|\\|\/\.|[\u0000-\u001f\u007f]/;

const MAX_DECODE_ROUNDS = 3;

/**
 * Only /api/v1/ and /api/v2/ paths are forwarded, judged after percent-decoding and dot-segment
 * normalization, so `..`, `%2e%2e`, encoded slashes or backslashes, and double encoding cannot climb
 * out; absolute-form targets (`GET http://other/...`) are refused too. Returns the raw target to
 * forward (empty segments and encoding kept exactly as they came) or a refusal.
 */
export function checkApiPath(rawUrl: string | undefined): { path: string } | Refusal {
  if (!rawUrl || rawUrl.charCodeAt(0) !== 47 /* / */ || rawUrl.charCodeAt(1) === 47) {
    return { status: 400, message: 'only origin-form request targets are accepted' };
  }
  const queryAt = rawUrl.indexOf('?');
  const pathPart = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (!API_PREFIX.test(pathPart)) return { status: 400, message: 'only /api/v1/ and /api/v2/ paths are forwarded' };
  if (NEEDS_NORMALIZATION.test(pathPart)) {
    const problem = pathProblem(pathPart);
    if (problem) return { status: 400, message: problem };
  }
  if (queryAt !== -1 && CONTROL_CHARACTERS.test(rawUrl)) return { status: 400, message: 'control characters in the request target' };
  return { path: rawUrl };
}

/** Why a path that needs decoding is refused, or null when it stays inside /api/v1|v2/. */
function pathProblem(pathPart: string): string | null {
  let current = pathPart;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (CONTROL_CHARACTERS.test(current)) return 'control characters in the path';
    // A backslash is a slash to many servers and to WHATWG URL parsing.
    const segments = current.replace(/\\/g, '/').split('/');
    for (const segment of segments) if (segment === '..' || segment === '.') return 'dot segments are not allowed in API paths';
    if (!API_PREFIX.test(current.replace(/\\/g, '/'))) return 'the path leaves /api/v1/ or /api/v2/ once decoded';
    if (!current.includes('%')) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return 'malformed percent-encoding in the path';
    }
    if (decoded === current) return null;
    current = decoded;
  }
  return 'too many layers of percent-encoding in the path';
}

// Request guards of the proxy: each returns a refusal (status + message) or null to let it pass.
// They run before anything reaches the tenant, and are cheap on the common (legitimate) path.
import type { IncomingMessage } from 'node:http';
import { RPC_CODES } from '../../src/api/rpc-status';
import { refusal, type Refusal } from './proxy-answers';

const { INVALID_ARGUMENT, PERMISSION_DENIED } = RPC_CODES;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/** Host header without port, lower-case; null when absent or malformed. */
export function hostName(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const match = HOST_PATTERN.exec(hostHeader);
  return match?.[1] ? match[1].toLowerCase() : null;
}

const hostRefusal = refusal(403, PERMISSION_DENIED, 'this Host is not allowed to reach the console (add it to ALLOWED_HOSTS)');

/** DNS-rebinding guard: only loopback names and ALLOWED_HOSTS may address the console. */
export function checkHost(hostHeader: string | undefined, allowedHosts: ReadonlySet<string>): Refusal | null {
  const host = hostName(hostHeader);
  if (host !== null && (LOOPBACK_HOSTS.has(host) || allowedHosts.has(host))) return null;
  return hostRefusal;
}

const crossSiteRefusal = refusal(403, PERMISSION_DENIED, 'cross-site requests are refused');
const crossOriginRefusal = refusal(403, PERMISSION_DENIED, 'cross-origin requests are refused');

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

const consoleHeaderRefusal = refusal(403, PERMISSION_DENIED, 'API calls must come from the console (X-Console-Request: 1 is missing)');

/** A plain cross-site form, image or link cannot send this header. */
export function checkConsoleHeader(req: IncomingMessage): Refusal | null {
  return req.headers[CONSOLE_REQUEST_HEADER] === '1' ? null : consoleHeaderRefusal;
}

const FORWARDED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function checkMethod(method: string | undefined): Refusal | null {
  return method !== undefined && FORWARDED_METHODS.has(method) ? null : refusal(405, INVALID_ARGUMENT, `method ${method ?? ''} is not forwarded`);
}

const API_PREFIX = /^\/api\/v[12]\//;

export const ORIGIN_FORM_ONLY = refusal(400, INVALID_ARGUMENT, 'only origin-form request targets are accepted');
const badPath = (message: string) => refusal(400, INVALID_ARGUMENT, message);

// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** Fast path: a path without any of these is judged by its prefix alone. */
const NEEDS_A_CLOSER_LOOK = /[^\x21-\x7e]|[%\\;]|\/\./;
// Characters that must not appear (or not appear more often) once a server has folded look-alikes:
// fullwidth dots, slashes and semicolons normalize (NFKC) to the ASCII ones.
const STRUCTURAL = /[./\\;%]/g;

const MAX_DECODE_ROUNDS = 3;

/** The path part of a request target (without the query). */
export function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * Only /api/v1/ and /api/v2/ paths are forwarded, judged after percent-decoding and dot-segment
 * normalization, so `..`, `%2e%2e`, `..;` (a matrix parameter that Tomcat, Jetty and Spring strip),
 * fullwidth dots, encoded slashes or backslashes, and double encoding cannot climb out. No
 * operation of the API has a `;` in its path, so a raw one is refused outright, and so is anything
 * outside printable ASCII (the console percent-encodes every path parameter). Returns the raw
 * target to forward (empty segments and encoding kept exactly as they came) or a refusal.
 */
export function checkApiPath(rawUrl: string | undefined): { path: string } | Refusal {
  if (!rawUrl || rawUrl.charCodeAt(0) !== 47 /* / */ || rawUrl.charCodeAt(1) === 47) return ORIGIN_FORM_ONLY;
  const pathPart = pathOf(rawUrl);
  if (!API_PREFIX.test(pathPart)) return badPath('only /api/v1/ and /api/v2/ paths are forwarded');
  if (NEEDS_A_CLOSER_LOOK.test(pathPart)) {
    const problem = pathProblem(pathPart);
    if (problem) return badPath(problem);
  }
  if (pathPart.length !== rawUrl.length && CONTROL_CHARACTERS.test(rawUrl)) return badPath('control characters in the request target');
  return { path: rawUrl };
}

/** Why a path that needs a closer look is refused, or null when it stays inside /api/v1|v2/. */
function pathProblem(pathPart: string): string | null {
  if (pathPart.includes(';')) return "';' (matrix parameters) is not allowed in API paths";
  if (/[^\x21-\x7e]/.test(pathPart)) return 'characters outside printable ASCII must be percent-encoded in API paths';
  let current = pathPart;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (CONTROL_CHARACTERS.test(current)) return 'control characters in the path';
    // A backslash is a slash to many servers and to WHATWG URL parsing.
    const slashed = current.replace(/\\/g, '/');
    for (const segment of slashed.split('/')) {
      const problem = segmentProblem(segment);
      if (problem) return problem;
    }
    if (!API_PREFIX.test(slashed)) return 'the path leaves /api/v1/ or /api/v2/ once decoded';
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

function segmentProblem(segment: string): string | null {
  // `..;x=1` is `..` to servers that strip matrix parameters; IIS also drops trailing dots and spaces.
  const semicolonAt = segment.indexOf(';');
  const bare = semicolonAt === -1 ? segment : segment.slice(0, semicolonAt);
  if (/^[. ]*\.[. ]*$/.test(bare)) return 'dot segments are not allowed in API paths';
  if (/[^\x20-\x7e]/.test(segment) && countStructural(segment.normalize('NFKC')) > countStructural(segment)) {
    return 'characters that normalize to a dot, slash, semicolon or percent sign are not allowed in API paths';
  }
  return null;
}

function countStructural(text: string): number {
  return text.match(STRUCTURAL)?.length ?? 0;
}

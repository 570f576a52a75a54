// Exchanges the tenant's client credentials for an access token at {base}/auth/v1/token.
// Credentials travel in the form body only; failures are described without any credential.
import { Pool, type Dispatcher } from 'undici';
import type { TenantConfig } from './config';
import { tokenRequestBody } from './client-secret';
import { cut, scrubSecrets, secretForms } from './safe-text';

export interface AccessToken {
  value: string;
  /** Lifetime in seconds: the endpoint's expires_in, clamped (tokenLifetimeSeconds). */
  expiresIn: number;
}

/** Lifetime assumed when the token endpoint leaves out expires_in or sends something unusable. */
export const DEFAULT_EXPIRES_IN_SECONDS = 300;
/** Bounds on a token's lifetime, whatever the endpoint says: no refresh storm, no token kept for days. */
export const MIN_EXPIRES_IN_SECONDS = 30;
export const MAX_EXPIRES_IN_SECONDS = 24 * 60 * 60;

/** expires_in (RFC 6749 section 5.1, seconds) clamped to [30 s, 24 h]; missing or invalid: 300 s. */
export function tokenLifetimeSeconds(expiresIn: unknown): number {
  const seconds = typeof expiresIn === 'number' ? expiresIn : typeof expiresIn === 'string' && expiresIn.trim() ? Number(expiresIn) : NaN;
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_EXPIRES_IN_SECONDS;
  return Math.min(MAX_EXPIRES_IN_SECONDS, Math.max(MIN_EXPIRES_IN_SECONDS, seconds));
}

/**
 * RFC 6750 section 2.1 `b64token`: the only characters a bearer token may hold. Anything else (CR,
 * LF, spaces, non-Latin-1) would break or smuggle into the Authorization header of every call.
 */
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

/** RFC 6749 section 5.2: an `error` code is printable ASCII without `"` and `\`. */
const OAUTH_ERROR_CODE = /^[\x20\x21\x23-\x5b\x5d-\x7e]{1,64}$/;
const MAX_ERROR_DESCRIPTION = 120;

/** A token endpoint failure, described without any credential. */
export class TokenEndpointError extends Error {
  constructor(
    message: string,
    /** The token endpoint's HTTP status, or null when it never answered. */
    readonly upstreamStatus: number | null,
    readonly timedOut = false,
    /** RFC 6749 section 5.2 `error` and `error_description`, when the endpoint sent them. */
    readonly oauthError: { error?: string; errorDescription?: string } = {},
  ) {
    super(message);
    this.name = 'TokenEndpointError';
  }
}

export type TokenSource = () => Promise<AccessToken>;

export interface TokenSourceOptions {
  /** Dispatcher for the token endpoint; by default a small pool of its own, so API traffic never queues it. */
  dispatcher?: Dispatcher;
  /** Bound on the whole exchange (connect, answer, body); default 10 s. */
  timeoutMs?: number;
}

/**
 * The only parts of a failed token answer that are ever shown or logged: its OAuth `error` code and
 * a short `error_description`, both scrubbed of our credentials in every encoding the request
 * carried them in (a careless endpoint may echo the form it received).
 */
function oauthErrorOf(json: Record<string, unknown>, credentials: readonly string[]): { error?: string; errorDescription?: string } {
  const forms = credentials.flatMap(secretForms);
  const error = typeof json.error === 'string' && OAUTH_ERROR_CODE.test(json.error) ? scrubSecrets(json.error, forms) : undefined;
  const description = typeof json.error_description === 'string' && json.error_description ? cut(scrubSecrets(json.error_description, forms).trim(), MAX_ERROR_DESCRIPTION) : undefined;
  return { ...(error ? { error } : {}), ...(description ? { errorDescription: description } : {}) };
}

export function createTokenSource(tenant: TenantConfig, options: TokenSourceOptions = {}): TokenSource & { close: () => Promise<void> } {
  const tokenUrl = new URL('/auth/v1/token', tenant.baseUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ownPool = options.dispatcher ? null : new Pool(tenant.baseUrl.origin, { connections: 2, keepAliveTimeout: 10_000 });
  const dispatcher = options.dispatcher ?? (ownPool as Pool);

  const source = async (): Promise<AccessToken> => {
    const body = await tokenRequestBody(tenant.clientId, tenant.clientSecret, tokenUrl.href);
    const form = body.toString();
    const assertion = body.get('client_assertion') ?? '';
    // The assertion's signature on its own too: it is what makes the assertion usable.
    const credentials = [tenant.clientSecret, assertion, assertion.split('.')[2] ?? ''];
    const signal = AbortSignal.timeout(timeoutMs);
    const timeoutMessage = `the token endpoint did not answer within ${timeoutMs / 1000} s`;
    let status: number;
    let text: string;
    try {
      const response = await dispatcher.request({
        origin: tokenUrl.origin,
        path: tokenUrl.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch {
      if (signal.aborted) throw new TokenEndpointError(timeoutMessage, null, true);
      throw new TokenEndpointError('the token endpoint could not be reached', null);
    }
    let json: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
    } catch {
      // described below by status
    }
    if (status < 200 || status > 299) {
      const oauthError = oauthErrorOf(json, credentials);
      const oauth = [oauthError.error, oauthError.errorDescription].filter(Boolean).join(': ');
      throw new TokenEndpointError(`the token endpoint answered HTTP ${status}${oauth ? ` (${oauth})` : ''}`, status, false, oauthError);
    }
    const value = json.access_token;
    if (typeof value !== 'string' || !value) throw new TokenEndpointError(`the token endpoint answered HTTP ${status} without an access_token`, status);
    if (!B64TOKEN.test(value)) {
      throw new TokenEndpointError(`the token endpoint answered HTTP ${status} with an access_token that is not a bearer token (characters outside RFC 6750 b64token)`, status);
    }
    return { value, expiresIn: tokenLifetimeSeconds(json.expires_in) };
  };
  return Object.assign(source, { close: async () => void (await ownPool?.close()) });
}

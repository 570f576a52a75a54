// Exchanges the tenant's client credentials for an access token at {base}/auth/v1/token.
// Credentials travel in the form body only; failures are described without any credential.
import { Pool, type Dispatcher } from 'undici';
import type { TenantConfig } from './config';
import { tokenRequestBody } from './client-secret';

export interface AccessToken {
  value: string;
  /** Lifetime in seconds, as the token endpoint said (expires_in). */
  expiresIn: number;
}

/** Lifetime assumed when the token endpoint leaves out expires_in (RFC 6749 makes it optional). */
export const DEFAULT_EXPIRES_IN_SECONDS = 300;

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

/** Keeps text from the token endpoint printable, short, and free of our own credentials. */
function sanitize(text: unknown, secrets: readonly string[]): string | undefined {
  if (typeof text !== 'string' || !text) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are removed on purpose
  let clean = text.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  for (const secret of secrets) if (secret) clean = clean.split(secret).join('[redacted]');
  return clean.length > 200 ? `${clean.slice(0, 197)}...` : clean;
}

export function createTokenSource(tenant: TenantConfig, options: TokenSourceOptions = {}): TokenSource & { close: () => Promise<void> } {
  const tokenUrl = new URL('/auth/v1/token', tenant.baseUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ownPool = options.dispatcher ? null : new Pool(tenant.baseUrl.origin, { connections: 2, keepAliveTimeout: 10_000 });
  const dispatcher = options.dispatcher ?? (ownPool as Pool);

  const source = async (): Promise<AccessToken> => {
    const body = await tokenRequestBody(tenant.clientId, tenant.clientSecret, tokenUrl.href);
    const form = body.toString();
    const secrets = [tenant.clientSecret, body.get('client_assertion') ?? ''];
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
      const error = sanitize(json.error, secrets);
      const errorDescription = sanitize(json.error_description, secrets);
      const oauth = [error, errorDescription].filter(Boolean).join(': ');
      throw new TokenEndpointError(`the token endpoint answered HTTP ${status}${oauth ? ` (${oauth})` : ''}`, status, false, { error, errorDescription });
    }
    const value = json.access_token;
    if (typeof value !== 'string' || !value) throw new TokenEndpointError(`the token endpoint answered HTTP ${status} without an access_token`, status);
    const expiresIn = Number(json.expires_in ?? DEFAULT_EXPIRES_IN_SECONDS);
    return { value, expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : DEFAULT_EXPIRES_IN_SECONDS };
  };
  return Object.assign(source, { close: async () => void (await ownPool?.close()) });
}

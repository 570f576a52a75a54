// Exchanges the tenant's client credentials for an access token at {base}/auth/v1/token.
import { request, type Dispatcher } from 'undici';
import type { TenantConfig } from './config';
import { tokenRequestBody } from './client-secret';

export interface AccessToken {
  value: string;
  /** Lifetime in seconds, as the token endpoint said (expires_in). */
  expiresIn: number;
}

/** A token endpoint failure, described without any credential. */
export class TokenEndpointError extends Error {
  constructor(message: string, readonly upstreamStatus: number | null, readonly timedOut = false) {
    super(message);
  }
}

export type TokenSource = () => Promise<AccessToken>;

export function createTokenSource(tenant: TenantConfig, options: { dispatcher?: Dispatcher; timeoutMs?: number } = {}): TokenSource {
  const tokenUrl = new URL('/auth/v1/token', tenant.baseUrl).toString();
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async () => {
    const body = await tokenRequestBody(tenant.clientId, tenant.clientSecret, tokenUrl);
    let response: Dispatcher.ResponseData;
    try {
      response = await request(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: body.toString(),
        dispatcher: options.dispatcher,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new TokenEndpointError(timedOut ? `token endpoint did not answer within ${timeoutMs / 1000} s` : 'token endpoint unreachable', null, timedOut);
    }
    const text = await response.body.text();
    let json: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
    } catch {
      // described below by status
    }
    if (response.statusCode !== 200) {
      const oauth = [json.error, json.error_description].filter((part) => typeof part === 'string' && part).join(': ');
      throw new TokenEndpointError(`token endpoint answered HTTP ${response.statusCode}${oauth ? ` (${oauth})` : ''}`, response.statusCode);
    }
    const value = json.access_token;
    const expiresIn = Number(json.expires_in ?? 3600);
    if (typeof value !== 'string' || !value) throw new TokenEndpointError('token endpoint answered without an access_token', response.statusCode);
    return { value, expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600 };
  };
}

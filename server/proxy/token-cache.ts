// Keeps one access token in memory.
// - Single flight: while no valid token is cached, every caller waits on the same token request.
// - Refresh ahead of expiry by min(60 s, 10% of the lifetime): the first request in that window
//   starts one background refresh and is served with the still-valid token meanwhile.
// - No storm: after a failed attempt, no new attempt for `retryIntervalMs` (1 s); requests in that
//   window get the last failure at once. The next request after it tries again, so the cache
//   recovers by itself when the token endpoint heals.
// - A token the tenant refused (401) is renewed through the same single flight, at most once per
//   `retryIntervalMs`: a tenant that refuses every token cannot make the proxy mint one per request.
import type { AccessToken, TokenSource } from './token-source';

/** hit: served from cache; miss: waited for a token; refresh: served while a refresh was started (or after a 401). */
export type TokenCacheOutcome = 'hit' | 'miss' | 'refresh';

export interface CachedToken {
  token: string;
  outcome: TokenCacheOutcome;
}

export interface TokenCache {
  /** The cached token when one is valid (synchronous fast path), else null. */
  peek(): CachedToken | null;
  /** A valid token, waiting for (or starting) the one token request when none is cached. */
  get(): Promise<CachedToken>;
  /**
   * After the tenant answered 401 to `token`: a token to replay with (the one already renewed by
   * another request, the one being fetched, or a new one), or null when a 401-driven renewal was
   * started less than `retryIntervalMs` ago (the 401 then goes back as it came).
   */
  renewAfterUnauthorized(token: string): Promise<CachedToken> | null;
}

export interface TokenCacheOptions {
  now?: () => number;
  /** Minimum time between a failed token request and the next attempt, and between 401-driven renewals. */
  retryIntervalMs?: number;
}

export function refreshMarginMs(expiresInSeconds: number): number {
  return Math.min(60_000, expiresInSeconds * 100);
}

interface Entry {
  value: string;
  refreshAt: number;
  expiresAt: number;
  /** The answer for a cache hit, made once (peek runs on every request). */
  hit: CachedToken;
}

export function createTokenCache(source: TokenSource, options: TokenCacheOptions = {}): TokenCache {
  const now = options.now ?? Date.now;
  const retryIntervalMs = options.retryIntervalMs ?? 1000;
  let cached: Entry | null = null;
  let inFlight: Promise<string> | null = null;
  let lastFailure: { at: number; error: unknown } | null = null;
  let lastRenewalAt: number | null = null;

  const fetchToken = (): Promise<string> => {
    if (inFlight) return inFlight;
    if (lastFailure && now() - lastFailure.at < retryIntervalMs) return Promise.reject(lastFailure.error);
    // The lifetime counts from the moment we asked, so network time never stretches it.
    const askedAt = now();
    inFlight = source().then(
      (token: AccessToken) => {
        const lifetimeMs = token.expiresIn * 1000;
        const expiresAt = askedAt + lifetimeMs;
        cached = { value: token.value, refreshAt: expiresAt - refreshMarginMs(token.expiresIn), expiresAt, hit: { token: token.value, outcome: 'hit' } };
        lastFailure = null;
        inFlight = null;
        return token.value;
      },
      (error: unknown) => {
        lastFailure = { at: now(), error };
        inFlight = null;
        throw error;
      },
    );
    return inFlight;
  };

  const peek = (): CachedToken | null => {
    const entry = cached;
    if (entry === null) return null;
    const t = now();
    if (t < entry.refreshAt) return entry.hit;
    if (t >= entry.expiresAt) {
      cached = null;
      return null;
    }
    // Inside the refresh margin: one background refresh; the still-valid token serves meanwhile.
    if (inFlight || (lastFailure && t - lastFailure.at < retryIntervalMs)) return entry.hit;
    fetchToken().catch(() => {
      // recorded in lastFailure; the cached token stays in use until it expires
    });
    return { token: entry.value, outcome: 'refresh' };
  };

  return {
    peek,
    async get() {
      const ready = peek();
      if (ready) return ready;
      return { token: await fetchToken(), outcome: 'miss' };
    },
    renewAfterUnauthorized(token) {
      const t = now();
      const current = cached;
      if (current !== null && current.value !== token && t < current.expiresAt) return Promise.resolve({ token: current.value, outcome: 'refresh' });
      if (!inFlight) {
        if (lastRenewalAt !== null && t - lastRenewalAt < retryIntervalMs) return null;
        lastRenewalAt = t;
        // Requests arriving meanwhile wait for the new token rather than try the refused one.
        if (current?.value === token) cached = null;
      }
      return fetchToken().then((value) => ({ token: value, outcome: 'refresh' }));
    },
  };
}

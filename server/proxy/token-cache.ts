// Keeps one access token in memory. Single flight: while no valid token is cached, every caller
// waits on the same request. Refreshes ahead of expiry by min(60 s, 10% of the lifetime).
import type { AccessToken, TokenSource } from './token-source';

export type TokenCacheOutcome = 'hit' | 'miss' | 'refresh';

export interface TokenCache {
  get(): Promise<{ token: string; outcome: TokenCacheOutcome }>;
  /** Drops `token` if it is still the cached one (after an upstream 401). */
  invalidate(token: string): void;
}

export function refreshMarginMs(expiresInSeconds: number): number {
  return Math.min(60_000, expiresInSeconds * 100);
}

export function createTokenCache(source: TokenSource, now: () => number = Date.now): TokenCache {
  let cached: { value: string; refreshAt: number } | null = null;
  let inFlight: Promise<AccessToken> | null = null;
  let everFetched = false;

  const fetchOnce = (): Promise<AccessToken> => {
    inFlight ??= source()
      .then((token) => {
        cached = { value: token.value, refreshAt: now() + token.expiresIn * 1000 - refreshMarginMs(token.expiresIn) };
        everFetched = true;
        return token;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    async get() {
      if (cached && now() < cached.refreshAt) return { token: cached.value, outcome: 'hit' };
      const outcome: TokenCacheOutcome = everFetched ? 'refresh' : 'miss';
      const token = await fetchOnce();
      return { token: token.value, outcome };
    },
    invalidate(token) {
      if (cached?.value === token) cached = null;
    },
  };
}

// Token mode's sign-in link: the token is compared in constant time (both sides hashed first, so
// even its length stays secret), and wrong tokens are limited to a few per minute for the whole
// server, so guessing 256 random bits is hopeless, however many connections try. A wrong token is
// logged, never its value.
import { createHash, timingSafeEqual } from 'node:crypto';

export interface TokenCheck {
  /** 'ok', 'wrong', or 'limited' (too many wrong tokens lately: not even compared). */
  check: (given: string | null) => 'ok' | 'wrong' | 'limited';
}

export interface TokenCheckOptions {
  /** Wrong tokens allowed per window; default 10. */
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createTokenCheck(token: string, options: TokenCheckOptions = {}): TokenCheck {
  const expected = digest(token);
  const maxFailures = options.maxFailures ?? 10;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const failures: number[] = [];
  return {
    check: (given) => {
      const at = now();
      while (failures.length > 0 && (failures[0] as number) <= at - windowMs) failures.shift();
      if (failures.length >= maxFailures) return 'limited';
      if (given !== null && timingSafeEqual(digest(given), expected)) return 'ok';
      failures.push(at);
      return 'wrong';
    },
  };
}

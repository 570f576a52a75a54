import { describe, expect, it } from 'vitest';
import { ApiError, MAX_RETRY_AFTER_SECONDS, parseRetryAfter } from './api-error';

const now = Date.parse('2025-06-01T12:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter(' 120 ', now)).toBe(120);
  });

  it('reads an HTTP-date relative to now', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:45 GMT', now)).toBe(45);
  });

  it('ignores absence, garbage, negative, zero and past dates', () => {
    for (const value of [null, undefined, '', 'soon', '1.5', '-5', '0', '30s', 'Sun, 01 Jun 2025 11:59:00 GMT']) {
      expect(parseRetryAfter(value, now), String(value)).toBeNull();
    }
  });

  it('ignores waits longer than an hour', () => {
    expect(parseRetryAfter(String(MAX_RETRY_AFTER_SECONDS), now)).toBe(3600);
    expect(parseRetryAfter('3601', now)).toBeNull();
    expect(parseRetryAfter('99999999999999999999999', now)).toBeNull();
    expect(parseRetryAfter('Mon, 01 Jan 2125 00:00:00 GMT', now)).toBeNull();
  });
});

describe('ApiError', () => {
  it('keeps the Retry-After it was given, null otherwise', () => {
    expect(new ApiError({ kind: 'http', operation: 'Op', status: 429, message: 'x', retryAfterSeconds: 30 }).retryAfterSeconds).toBe(30);
    expect(new ApiError({ kind: 'http', operation: 'Op', status: 429, message: 'x' }).retryAfterSeconds).toBeNull();
  });
});

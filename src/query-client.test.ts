import { describe, expect, it } from 'vitest';
import { ApiError } from './api/api-error';
import { createQueryClient } from './query-client';

function retryPolicy() {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('the reads have no retry policy');
  return (failureCount: number, error: Error) => retry(failureCount, error);
}

describe('the reads\' retry policy', () => {
  it('retries a dropped connection twice, and never a read that got no answer within the limit', () => {
    const retry = retryPolicy();
    const network = new ApiError({ kind: 'network', operation: 'Op', message: 'lost' });
    expect([0, 1, 2].map((count) => retry(count, network))).toEqual([true, true, false]);
    const timeout = new ApiError({ kind: 'timeout', operation: 'Op', message: 'no answer' });
    expect(retry(0, timeout)).toBe(false);
    expect(retry(0, new ApiError({ kind: 'http', operation: 'Op', status: 400, message: 'bad' }))).toBe(false);
  });
});

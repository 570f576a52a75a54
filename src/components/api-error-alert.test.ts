import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { describeError, retryAdvice } from './api-error-alert';
import { errorAlertColor, OUTCOME_COLOR } from './outcome-color';

const failure = (status: number, retryAfterSeconds?: number) =>
  new ApiError({ kind: 'http', operation: 'List AuthZEN servers', status, message: 'rate_limited', retryAfterSeconds });

describe('retryAdvice', () => {
  it('says a 429 is too many requests, with the wait when known', () => {
    expect(retryAdvice(failure(429, 30))).toBe('The tenant is receiving too many requests. Try again in 30 seconds.');
    expect(retryAdvice(failure(429, 1))).toBe('The tenant is receiving too many requests. Try again in 1 second.');
    expect(retryAdvice(failure(429))).toBe('The tenant is receiving too many requests. Try again in a moment.');
  });

  it('says a 503 is the tenant being unavailable', () => {
    expect(retryAdvice(failure(503))).toBe('The tenant is unavailable for the moment. Try again in a moment.');
    expect(retryAdvice(failure(503, 5))).toBe('The tenant is unavailable for the moment. Try again in 5 seconds.');
  });

  it('says nothing for other failures', () => {
    expect(retryAdvice(failure(500))).toBeNull();
    expect(retryAdvice(failure(404))).toBeNull();
    expect(retryAdvice(new ApiError({ kind: 'network', operation: 'Op', message: 'lost' }))).toBeNull();
    expect(retryAdvice(new Error('boom'))).toBeNull();
  });
});

describe('describeError', () => {
  it('keeps the tenant message and codes beside the advice', () => {
    expect(describeError(failure(429, 30))).toEqual({
      title: 'List AuthZEN servers failed',
      message: 'rate_limited',
      codes: ['HTTP 429', 'RESOURCE_EXHAUSTED'],
      advice: 'The tenant is receiving too many requests. Try again in 30 seconds.',
      outcomeUnknown: false,
    });
  });
});

describe('describeError for a call that got no answer in time', () => {
  it('says it timed out, not that it failed: a change may have been applied', () => {
    const error = new ApiError({ kind: 'timeout', operation: 'Update contacts', message: 'no answer' });
    expect(describeError(error)).toEqual({ title: 'Update contacts timed out', message: 'no answer', codes: [], advice: null, outcomeUnknown: false });
  });

  it('says a change whose connection was lost got no answer, not that it failed; a read whose connection was lost failed', () => {
    const change = new ApiError({ kind: 'network', operation: 'Revoke credential', message: 'lost', outcomeUnknown: true });
    expect(describeError(change).title).toBe('Revoke credential got no answer');
    expect(describeError(new ApiError({ kind: 'network', operation: 'Get contacts', message: 'lost' })).title).toBe('Get contacts failed');
  });
});

describe('the error alert colour', () => {
  it('draws a change that got no answer in the session activity\'s "outcome unknown" colour, not the failure red', () => {
    const change = new ApiError({ kind: 'timeout', operation: 'Revoke credential', message: 'no answer', outcomeUnknown: true });
    expect(describeError(change).outcomeUnknown).toBe(true);
    expect(errorAlertColor(describeError(change).outcomeUnknown)).toBe(OUTCOME_COLOR.unknown);
    expect(OUTCOME_COLOR.unknown).not.toBe(OUTCOME_COLOR.failed);
  });

  it('draws a failure, a read that got no answer and a non-API error red', () => {
    for (const error of [failure(500), new ApiError({ kind: 'timeout', operation: 'Get contacts', message: 'no answer' }), new Error('boom')]) {
      expect(errorAlertColor(describeError(error).outcomeUnknown)).toBe('red');
    }
    expect(errorAlertColor(undefined)).toBe('red');
  });
});

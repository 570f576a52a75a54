import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { clearActivity, outcomeOf, readActivity, recordActivity, resetActivityCacheForTests, subscribeActivity } from './session-activity-store';
import { MemoryStorage } from '../test-support/memory-storage';

let memory: MemoryStorage;
beforeEach(() => {
  memory = new MemoryStorage();
  vi.stubGlobal('sessionStorage', memory);
  resetActivityCacheForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('session activity store', () => {
  it('records newest first, persists to sessionStorage and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeActivity(listener);
    recordActivity({ operation: 'Delete personal client', ids: { id: 'a' }, outcome: 'succeeded' }, new Date('2026-11-25T10:00:00Z'));
    recordActivity({ operation: 'Delete personal client', ids: { id: 'a' }, outcome: 'not-found', detail: 'gone' }, new Date('2026-11-25T10:01:00Z'));
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(readActivity().map((entry) => entry.outcome)).toEqual(['not-found', 'succeeded']);
    resetActivityCacheForTests();
    expect(readActivity()).toHaveLength(2);
    expect(readActivity()[0]).toMatchObject({ at: '2026-11-25T10:01:00.000Z', ids: { id: 'a' }, detail: 'gone' });
  });

  it('returns the same snapshot until something changes', () => {
    expect(readActivity()).toBe(readActivity());
  });

  it('ignores a malformed stored value instead of crashing', () => {
    memory.setItem('tenant-admin-console.session-activity.v1', '{"not":"a list"');
    expect(readActivity()).toEqual([]);
    resetActivityCacheForTests();
    memory.setItem('tenant-admin-console.session-activity.v1', JSON.stringify([{ key: 1 }]));
    expect(readActivity()).toEqual([]);
  });

  it('clears only the given operations', () => {
    recordActivity({ operation: 'A', ids: {}, outcome: 'succeeded' });
    recordActivity({ operation: 'B', ids: {}, outcome: 'succeeded' });
    clearActivity(['A']);
    expect(readActivity().map((entry) => entry.operation)).toEqual(['B']);
  });

  it('keeps at most 100 entries', () => {
    for (let index = 0; index < 105; index += 1) recordActivity({ operation: 'A', ids: { index: String(index) }, outcome: 'succeeded' });
    expect(readActivity()).toHaveLength(100);
    expect(readActivity()[0]?.ids.index).toBe('104');
  });

  it('records a change that got no answer (timed out, connection dropped) as unknown, not failed', () => {
    expect(outcomeOf(new ApiError({ kind: 'timeout', operation: 'x', message: 'm', outcomeUnknown: true }))).toBe('unknown');
    expect(outcomeOf(new ApiError({ kind: 'network', operation: 'x', message: 'm', outcomeUnknown: true }))).toBe('unknown');
    expect(outcomeOf(new ApiError({ kind: 'http', operation: 'x', message: 'm', status: 500 }))).toBe('failed');
    recordActivity({ operation: 'A', ids: {}, outcome: 'unknown' });
    resetActivityCacheForTests();
    expect(readActivity()[0]?.outcome).toBe('unknown');
  });

  it('keeps stored entries whose outcome it does not know, as unknown, and drops only malformed entries', () => {
    const entry = { key: 'k', at: '2026-11-25T10:00:00.000Z', operation: 'A', ids: { id: 'a' }, detail: '' };
    memory.setItem(
      'tenant-admin-console.session-activity.v1',
      JSON.stringify([{ ...entry, key: 'k1', outcome: 'cancelled' }, { ...entry, key: 'k2', outcome: 'failed' }, { key: 'k3' }, { ...entry, key: 'k4', outcome: 42 }, { ...entry, key: 'k5', outcome: 'succeeded' }]),
    );
    expect(readActivity().map((stored) => [stored.key, stored.outcome])).toEqual([
      ['k1', 'unknown'],
      ['k2', 'failed'],
      ['k4', 'unknown'],
      ['k5', 'succeeded'],
    ]);
  });

  it('classifies NotFound apart from other failures', () => {
    expect(outcomeOf(new ApiError({ kind: 'http', operation: 'x', message: 'm', status: 404, code: 5 }))).toBe('not-found');
    expect(outcomeOf(new ApiError({ kind: 'http', operation: 'x', message: 'm', status: 500 }))).toBe('failed');
    expect(outcomeOf(new Error('x'))).toBe('failed');
  });
});

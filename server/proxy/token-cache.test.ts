import { describe, expect, it } from 'vitest';
import { createTokenCache, refreshMarginMs } from './token-cache';
import type { AccessToken } from './token-source';

function controllableSource() {
  const calls: Array<{ resolve: (t: AccessToken) => void; reject: (e: unknown) => void }> = [];
  const source = () => new Promise<AccessToken>((resolve, reject) => calls.push({ resolve, reject }));
  return { source, calls };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('refreshMarginMs', () => {
  it('is 10% of the lifetime, at most 60 s', () => {
    expect(refreshMarginMs(3600)).toBe(60_000);
    expect(refreshMarginMs(600)).toBe(60_000);
    expect(refreshMarginMs(300)).toBe(30_000);
    expect(refreshMarginMs(10)).toBe(1000);
  });
});

describe('createTokenCache', () => {
  it('shares one request among every waiter (single flight)', async () => {
    const { source, calls } = controllableSource();
    const cache = createTokenCache(source);
    const waiting = Array.from({ length: 100 }, () => cache.get());
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ value: 't1', expiresIn: 3600 });
    const results = await Promise.all(waiting);
    expect(new Set(results.map((r) => r.token))).toEqual(new Set(['t1']));
    expect(results.every((r) => r.outcome === 'miss')).toBe(true);
    expect(cache.peek()).toEqual({ token: 't1', outcome: 'hit' });
  });

  it('refreshes ahead of expiry in the background and keeps serving the valid token meanwhile', async () => {
    let now = 0;
    const { source, calls } = controllableSource();
    const cache = createTokenCache(source, { now: () => now });
    const first = cache.get();
    calls[0]!.resolve({ value: 't1', expiresIn: 300 }); // margin 30 s
    await first;
    now = 269_999;
    expect(cache.peek()).toEqual({ token: 't1', outcome: 'hit' });
    expect(calls).toHaveLength(1);
    now = 270_000;
    expect(cache.peek()).toEqual({ token: 't1', outcome: 'refresh' });
    expect(cache.peek()).toEqual({ token: 't1', outcome: 'hit' }); // one refresh only
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ value: 't2', expiresIn: 300 });
    await flush();
    expect(cache.peek()?.token).toBe('t2');
  });

  it('does not serve a token past its expiry', async () => {
    let now = 0;
    const { source, calls } = controllableSource();
    const cache = createTokenCache(source, { now: () => now });
    const first = cache.get();
    calls[0]!.resolve({ value: 't1', expiresIn: 60 });
    await first;
    now = 60_000;
    expect(cache.peek()).toBeNull();
    const next = cache.get();
    calls[1]!.resolve({ value: 't2', expiresIn: 60 });
    expect(await next).toEqual({ token: 't2', outcome: 'miss' });
  });

  it('after a 401, replays with a token another request already renewed, without a new request', async () => {
    const { source, calls } = controllableSource();
    const cache = createTokenCache(source);
    const first = cache.get();
    calls[0]!.resolve({ value: 't1', expiresIn: 3600 });
    await first;
    const renewal = cache.renewAfterUnauthorized('t1');
    expect(calls).toHaveLength(1 + 1);
    expect(cache.peek()).toBeNull(); // requests meanwhile wait for the new token
    const late = cache.renewAfterUnauthorized('t1'); // a second 401 on t1 joins the same flight
    calls[1]!.resolve({ value: 't2', expiresIn: 3600 });
    expect(await renewal).toEqual({ token: 't2', outcome: 'refresh' });
    expect(await late).toEqual({ token: 't2', outcome: 'refresh' });
    expect(await cache.renewAfterUnauthorized('t1')).toEqual({ token: 't2', outcome: 'refresh' });
    expect(calls).toHaveLength(2);
  });

  it('renews after a 401 at most once per retry interval; meanwhile the refused token stays and no request is made', async () => {
    let now = 0;
    const { source, calls } = controllableSource();
    const cache = createTokenCache(source, { now: () => now, retryIntervalMs: 1000 });
    const first = cache.get();
    calls[0]!.resolve({ value: 't1', expiresIn: 3600 });
    await first;
    const renewal = cache.renewAfterUnauthorized('t1');
    calls[1]!.resolve({ value: 't2', expiresIn: 3600 });
    await renewal;
    now = 999;
    expect(cache.renewAfterUnauthorized('t2')).toBeNull();
    expect(cache.peek()).toEqual({ token: 't2', outcome: 'hit' });
    expect(calls).toHaveLength(2);
    now = 1000;
    const next = cache.renewAfterUnauthorized('t2');
    expect(next).not.toBeNull();
    expect(calls).toHaveLength(3);
    calls[2]!.resolve({ value: 't3', expiresIn: 3600 });
    expect(await next).toEqual({ token: 't3', outcome: 'refresh' });
  });

  it('after a failure makes no new attempt for the retry interval, then tries again', async () => {
    let now = 0;
    const { source, calls } = controllableSource();
    const cache = createTokenCache(source, { now: () => now, retryIntervalMs: 1000 });
    const first = cache.get();
    calls[0]!.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    now = 999;
    await expect(cache.get()).rejects.toThrow('down');
    expect(calls).toHaveLength(1);
    now = 1000;
    const retry = cache.get();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ value: 't1', expiresIn: 3600 });
    expect((await retry).token).toBe('t1');
  });

  it('a failed background refresh keeps the valid token in use', async () => {
    let now = 0;
    const { source, calls } = controllableSource();
    const cache = createTokenCache(source, { now: () => now });
    const first = cache.get();
    calls[0]!.resolve({ value: 't1', expiresIn: 100 });
    await first;
    now = 95_000;
    expect(cache.peek()?.outcome).toBe('refresh');
    calls[1]!.reject(new Error('down'));
    await flush();
    expect(cache.peek()).toEqual({ token: 't1', outcome: 'hit' });
    expect(calls).toHaveLength(2);
    now = 96_000;
    expect(cache.peek()?.outcome).toBe('refresh');
    expect(calls).toHaveLength(3);
  });
});

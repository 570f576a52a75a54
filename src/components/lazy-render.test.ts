import { describe, expect, it, vi } from 'vitest';
import { lazyRender } from './lazy-render';

describe('lazyRender', () => {
  it('loads its chunk once, on the first request, and tells its listeners when it is here', async () => {
    const view = () => 'palette';
    const load = vi.fn(() => Promise.resolve(view));
    const part = lazyRender(load);
    const listener = vi.fn();
    part.subscribe(listener);
    expect(load).not.toHaveBeenCalled();
    expect(part.isRequested()).toBe(false);
    const first = part.request();
    const second = part.request();
    expect(part.isRequested()).toBe(true);
    expect(part.current()).toBeNull();
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(part.current()).toBe(view);
  });

  it('after a failed load, rejects, stays unrequested, and the next request loads again', async () => {
    const view = () => 'tooltip';
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(view);
    const part = lazyRender(load);
    await expect(part.request()).rejects.toThrow('Failed to fetch');
    expect(part.isRequested()).toBe(false);
    expect(part.current()).toBeNull();
    await part.request();
    expect(load).toHaveBeenCalledTimes(2);
    expect(part.current()).toBe(view);
  });

  it('says a load failed, tells its listeners, and forgets it once a later load succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(() => 'notices');
    const part = lazyRender(load);
    const listener = vi.fn();
    part.subscribe(listener);
    expect(part.failed()).toBe(false);
    await expect(part.request()).rejects.toThrow('Failed to fetch');
    expect(part.failed()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await part.request();
    expect(part.failed()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const part = lazyRender(() => Promise.resolve(() => null));
    const listener = vi.fn();
    part.subscribe(listener)();
    await part.request();
    expect(listener).not.toHaveBeenCalled();
  });

  it('ensure asks once, keeps a failure to itself, and asks again on the next call', async () => {
    const view = () => 'dialog';
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(view)));
    const part = lazyRender(load);
    part.ensure();
    part.ensure();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(part.isRequested()).toBe(false));
    fail = false;
    const arrived = new Promise<void>((resolve) => part.subscribe(resolve));
    part.ensure();
    await arrived;
    expect(load).toHaveBeenCalledTimes(2);
    expect(part.current()).toBe(view);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createOnceFlag } from './once-flag';

describe('createOnceFlag', () => {
  it('tells its listeners once, when first raised, and stays raised', () => {
    const flag = createOnceFlag();
    const listener = vi.fn();
    const unsubscribe = flag.subscribe(listener);
    expect(flag.isRaised()).toBe(false);
    flag.raise();
    flag.raise();
    expect(flag.isRaised()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    const late = vi.fn();
    flag.subscribe(late);
    flag.raise();
    expect(late).not.toHaveBeenCalled();
  });
});

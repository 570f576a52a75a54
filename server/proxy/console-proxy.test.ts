import { describe, expect, it } from 'vitest';
import { bufferedLineWriter } from './console-proxy';

describe('bufferedLineWriter', () => {
  it('writes the lines of one event-loop turn in one write, in order', async () => {
    const writes: string[] = [];
    const log = bufferedLineWriter((text) => writes.push(text));
    log('a');
    log('b');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    log('c');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });
});

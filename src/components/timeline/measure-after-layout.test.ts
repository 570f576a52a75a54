import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { measureAfterLayout, observePageOffset, scrollUnlessFresh } from './measure-after-layout';

/** An element whose layout reads are counted: each one would force a synchronous layout. */
function countingElement() {
  const reads = { count: 0 };
  const element = {
    get clientWidth() { reads.count += 1; return 300; },
    get clientHeight() { reads.count += 1; return 500; },
    get offsetHeight() { reads.count += 1; return 123; },
    getBoundingClientRect() { reads.count += 1; return { width: 300, height: 500 }; },
  };
  return { element: element as unknown as HTMLElement, reads };
}

class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: unknown[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(target: unknown) { this.observed.push(target); }
  disconnect() { this.disconnected = true; }
}

const instance = (fields: Record<string, unknown>) => fields as unknown as Virtualizer<HTMLElement, Element>;

describe('measureAfterLayout', () => {
  const list = (cache: Map<string, number>) =>
    instance({
      indexFromElement: () => 7,
      itemSizeCache: cache,
      options: { getItemKey: (index: number) => `row-${index}`, estimateSize: () => 150 },
    });

  it('takes an observed row\'s border-box height', () => {
    const { element, reads } = countingElement();
    const entry = { borderBoxSize: [{ blockSize: 211.6, inlineSize: 300 }] } as unknown as ResizeObserverEntry;
    expect(measureAfterLayout(element, entry, list(new Map()))).toBe(212);
    expect(reads.count).toBe(0);
  });

  it('before an observation, answers the last known size, else the estimate, without reading the row', () => {
    const { element, reads } = countingElement();
    expect(measureAfterLayout(element, undefined, list(new Map([['row-7', 180]])))).toBe(180);
    expect(measureAfterLayout(element, undefined, list(new Map()))).toBe(150);
    expect(reads.count).toBe(0);
  });
});

describe('scrollUnlessFresh', () => {
  const scroller = () => {
    const writes: unknown[] = [];
    const element = { scrollTo: (to: unknown) => writes.push(to) } as unknown as HTMLElement;
    return { writes, list: instance({ scrollElement: element, options: { horizontal: false } }) };
  };

  it('skips the write of offset 0 as a scroller mounts: a new scroller is there already, and the write would force a layout', () => {
    const { writes, list } = scroller();
    scrollUnlessFresh(0, {}, list);
    expect(writes).toEqual([]);
  });

  it('writes every later offset, 0 included, and a first offset that is not 0', () => {
    const { writes, list } = scroller();
    scrollUnlessFresh(0, {}, list);
    scrollUnlessFresh(300, {}, list);
    scrollUnlessFresh(0, { behavior: 'smooth' }, list);
    expect(writes).toEqual([{ top: 300, behavior: undefined }, { top: 0, behavior: 'smooth' }]);
    const other = scroller();
    scrollUnlessFresh(0, { adjustments: 40 }, other.list);
    expect(other.writes).toEqual([{ top: 40, behavior: undefined }]);
  });
});

describe('observePageOffset', () => {
  it('reads where the list starts in the page only when the ResizeObserver reports, watching the list and its parent', () => {
    const reads = { count: 0 };
    const parent = {};
    const view = { ResizeObserver: FakeResizeObserver, scrollY: 1000 };
    const element = {
      ownerDocument: { defaultView: view },
      parentElement: parent,
      getBoundingClientRect() { reads.count += 1; return { top: -400.4 }; },
    } as unknown as HTMLElement;
    const onOffset = vi.fn();
    const stop = observePageOffset(element, onOffset);
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toEqual([element, parent]);
    expect(reads.count).toBe(0);
    observer.callback();
    expect(onOffset).toHaveBeenCalledWith(600);
    stop();
    expect(observer.disconnected).toBe(true);
  });
});

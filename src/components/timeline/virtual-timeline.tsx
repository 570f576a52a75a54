import { useVirtualizer } from '@tanstack/react-virtual';
import { useMergedRef } from '@mantine/hooks';
import { memo, useCallback, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { measureAfterLayout, observeRectAfterLayout, scrollUnlessFresh } from './measure-after-layout';
import type { TimelineRow } from './timeline-rows';
import classes from './timeline.module.css';
import { useWideScreen } from './use-wide-screen';

export interface VirtualTimelineProps {
  /** Accessible name of the scrolling region (benchmarks and tests find the list by it). */
  label: string;
  rows: readonly TimelineRow[];
  /** Keep it stable (useCallback): rows re-render when it changes. */
  renderEntry: (index: number) => ReactNode;
  /** The last row: loading, an error with retry, "load more" or the start of the history. */
  footer: ReactNode;
  /** Called when the admin scrolls near the end of the loaded rows. */
  onNearEnd: () => void;
  /** Scroll to this row once per `scrollKey` (the permalink). */
  scrollToRow?: number;
  scrollKey?: string;
  busy?: boolean;
  /** The scrolling region, e.g. to give it the focus of a control that goes away. */
  ref?: Ref<HTMLDivElement>;
}

// An entry's height before it is measured. On a phone its lines wrap to about 300-390 px, on a wide
// screen 120-180 px: an estimate that fits mounts about as many rows as the screen shows, where one
// too small mounts extra cards in the page's first render only to unmount them once measured.
const ESTIMATE_ENTRY = { narrow: 340, wide: 150 };
const ESTIMATE_DAY = 44;

/**
 * A row's content, memoized: while the virtualizer measures and repositions rows it re-renders the
 * list many times a second; cards re-render only when their entry or `renderEntry` changes.
 */
const EntryRow = memo(function EntryRow({ index, renderEntry }: { index: number; renderEntry: (index: number) => ReactNode }) {
  return renderEntry(index);
});

/**
 * A virtualized vertical timeline: only the rows near the viewport are in the DOM (about 20 of
 * 10,000), measured as they render so that rows of any height line up.
 */
export function VirtualTimeline({ label, rows, renderEntry, footer, onNearEnd, scrollToRow, scrollKey, busy, ref }: VirtualTimelineProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const regionRef = useMergedRef(scrollRef, ref);
  const count = rows.length + 1;
  const estimateEntry = useWideScreen() ? ESTIMATE_ENTRY.wide : ESTIMATE_ENTRY.narrow;
  // Stable while the rows are: the virtualizer keys its table of row positions on `getItemKey`, and
  // a new function at each render (one per range change, so every frame of a fast scroll) made it
  // rebuild the positions of all 10,000+ rows from the first one each time.
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? 'footer', [rows]);
  const estimateSize = useCallback((index: number) => (rows[index]?.type === 'day' ? ESTIMATE_DAY : estimateEntry), [rows, estimateEntry]);
  // TanStack Virtual returns a mutable instance; the React Compiler lint knows it cannot memoize it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    // Two rows beyond each edge: enough for smooth scrolling, and every row mounted
    // costs frame time during a fast scroll and start-up time as the list first mounts.
    overscan: 2,
    // Rows follow a scroll in React's next task rather than synchronously inside the scroll
    // handler, so rendering new rows never lengthens the frame that scrolled.
    useFlushSync: false,
    // The virtualizer writes the rows' positions and the list's height to the DOM itself, and
    // React re-renders only when the range of rows changes; sizes come from a ResizeObserver,
    // never from a layout forced inside a commit (./measure-after-layout.ts).
    directDomUpdates: true,
    observeElementRect: observeRectAfterLayout,
    measureElement: measureAfterLayout,
    scrollToFn: scrollUnlessFresh,
    // The scroller's own height (see its style below), known before it mounts: without it the
    // first render lays out a 0 px viewport and the rows that fill it mount in a second,
    // synchronous render from the virtualizer's layout effect, in one long task.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : Math.max(440, window.innerHeight - 320) },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= count - 5) onNearEnd();
  }, [lastIndex, count, onNearEnd]);

  // Scroll to the permalinked row once per key. Rows above it are measured only as they render,
  // so the first jump lands near it; keep adjusting for a few frames until the row is in view.
  const scrolledFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (scrollKey === undefined || scrollToRow === undefined || scrollToRow < 0 || scrolledFor.current === scrollKey) return;
    let frame = 0;
    let tries = 0;
    const tick = () => {
      const scroller = scrollRef.current;
      const row = scroller?.querySelector(`[data-index="${scrollToRow}"]`);
      const inView = scroller && row && Math.abs(row.getBoundingClientRect().top + row.getBoundingClientRect().height / 2 - (scroller.getBoundingClientRect().top + scroller.clientHeight / 2)) < scroller.clientHeight / 2;
      if (inView || tries++ > 30) {
        scrolledFor.current = scrollKey;
        return;
      }
      virtualizer.scrollToIndex(scrollToRow, { align: 'center' });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [scrollKey, scrollToRow, virtualizer]);

  return (
    <div ref={regionRef} className={classes.scroller} role="region" aria-label={label} aria-busy={busy || undefined} tabIndex={0} style={{ height: 'max(440px, calc(100dvh - 320px))' }}>
      <div ref={virtualizer.containerRef} style={{ position: 'relative', width: '100%' }}>
        {items.map((item) => {
          const row = rows[item.index];
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={`${classes.row}${row?.type === 'day' ? ` ${classes.dayRow}` : ''}`}
            >
              {!row ? footer : row.type === 'day' ? <h2 className={classes.dayHeading}>{row.label}</h2> : <EntryRow index={row.index} renderEntry={renderEntry} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}

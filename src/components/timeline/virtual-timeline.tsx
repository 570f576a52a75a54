import { useVirtualizer, useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useMergedRef } from '@mantine/hooks';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { measureAfterLayout, observePageOffset, observeRectAfterLayout, scrollUnlessFresh } from './measure-after-layout';
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
 * 10,000), measured as they render so that rows of any height line up. On a wide screen the list
 * scrolls in a box of its own beside the page's filters; on a phone it scrolls with the page
 * (TanStack Virtual's window virtualizer), since a box inside the scrolling page showed little more
 * than one entry there and had to be scrolled as well as the page.
 */
export function VirtualTimeline(props: VirtualTimelineProps) {
  return useWideScreen() ? <BoxTimeline {...props} /> : <PageTimeline {...props} />;
}

type Scroller = HTMLDivElement | Window;

// The virtualizer's options both kinds of list share.
function useSharedOptions(rows: readonly TimelineRow[], estimateEntry: number) {
  // Stable while the rows are: the virtualizer keys its table of row positions on `getItemKey`, and
  // a new function at each render (one per range change, so every frame of a fast scroll) made it
  // rebuild the positions of all 10,000+ rows from the first one each time.
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? 'footer', [rows]);
  const estimateSize = useCallback((index: number) => (rows[index]?.type === 'day' ? ESTIMATE_DAY : estimateEntry), [rows, estimateEntry]);
  return {
    count: rows.length + 1,
    estimateSize,
    getItemKey,
    // Two rows beyond each edge: enough for smooth scrolling, and every row mounted
    // costs frame time during a fast scroll and start-up time as the list first mounts.
    overscan: 2,
    // Rows follow a scroll in React's next task rather than synchronously inside the scroll
    // handler, so rendering new rows never lengthens the frame that scrolled.
    useFlushSync: false,
    // The virtualizer writes the rows' positions and the list's height to the DOM itself, and
    // React re-renders only when the range of rows changes; row sizes come from a ResizeObserver,
    // never from a layout forced inside a commit (./measure-after-layout.ts).
    directDomUpdates: true,
    measureElement: measureAfterLayout,
    scrollToFn: scrollUnlessFresh,
  };
}

/** Asks for more rows near the end, and scrolls to the permalinked row once per `scrollKey`. */
function useTimelineScrolling<S extends Scroller>(virtualizer: Virtualizer<S, Element>, list: RefObject<HTMLDivElement | null>, viewport: () => { top: number; height: number } | null, { rows, onNearEnd, scrollToRow, scrollKey }: VirtualTimelineProps) {
  const count = rows.length + 1;
  const lastIndex = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
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
      const view = viewport();
      const box = list.current?.querySelector(`[data-index="${scrollToRow}"]`)?.getBoundingClientRect();
      const inView = view && box && Math.abs(box.top + box.height / 2 - (view.top + view.height / 2)) < view.height / 2;
      if (inView || tries++ > 30) {
        scrolledFor.current = scrollKey;
        return;
      }
      virtualizer.scrollToIndex(scrollToRow, { align: 'center' });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [scrollKey, scrollToRow, virtualizer, list, viewport]);
}

interface TimelineItemsProps extends Pick<VirtualTimelineProps, 'rows' | 'renderEntry' | 'footer'> {
  items: readonly VirtualItem[];
  /** The virtualizer's: it writes the list's height there. */
  containerRef: (node: HTMLElement | null) => void;
  measureElement: (node: Element | null) => void;
}

function TimelineItems({ items, containerRef, measureElement, rows, renderEntry, footer }: TimelineItemsProps) {
  return (
    <div ref={containerRef} className={classes.rows}>
      {items.map((item) => {
        const row = rows[item.index];
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={measureElement}
            className={`${classes.row}${row?.type === 'day' ? ` ${classes.dayRow}` : ''}`}
          >
            {!row ? footer : row.type === 'day' ? <h2 className={classes.dayHeading}>{row.label}</h2> : <EntryRow index={row.index} renderEntry={renderEntry} />}
          </div>
        );
      })}
    </div>
  );
}

/** Wide screens: the list scrolls in its own box, sized to the window below the page's controls. */
function BoxTimeline(props: VirtualTimelineProps) {
  const { label, rows, busy, ref } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const regionRef = useMergedRef(scrollRef, ref);
  // TanStack Virtual returns a mutable instance; the React Compiler lint knows it cannot memoize it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    ...useSharedOptions(rows, ESTIMATE_ENTRY.wide),
    getScrollElement: () => scrollRef.current,
    observeElementRect: observeRectAfterLayout,
    // The scroller's own height (see its style below), known before it mounts: without it the
    // first render lays out a 0 px viewport and the rows that fill it mount in a second,
    // synchronous render from the virtualizer's layout effect, in one long task.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : Math.max(440, window.innerHeight - 320) },
  });
  const viewport = useCallback(() => {
    const scroller = scrollRef.current;
    return scroller ? { top: scroller.getBoundingClientRect().top, height: scroller.clientHeight } : null;
  }, []);
  useTimelineScrolling(virtualizer, scrollRef, viewport, props);
  return (
    <div ref={regionRef} className={classes.scroller} role="region" aria-label={label} aria-busy={busy || undefined} tabIndex={0} style={{ height: 'max(440px, calc(100dvh - 320px))' }}>
      <TimelineItems items={virtualizer.getVirtualItems()} containerRef={virtualizer.containerRef} measureElement={virtualizer.measureElement} rows={rows} renderEntry={props.renderEntry} footer={props.footer} />
    </div>
  );
}

/** Phones: the list is part of the page and scrolls with it, one scroll from the heading to the last entry. */
function PageTimeline(props: VirtualTimelineProps) {
  const { label, rows, busy, ref } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const regionRef = useMergedRef(listRef, ref);
  // Where the list starts in the page (the window virtualizer's `scrollMargin`), measured after
  // layout; until then 0, which mounts the rows of a whole window rather than of its lower part.
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => (listRef.current ? observePageOffset(listRef.current, setScrollMargin) : undefined), []);
  const virtualizer = useWindowVirtualizer({
    ...useSharedOptions(rows, ESTIMATE_ENTRY.narrow),
    scrollMargin,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  const viewport = useCallback(() => ({ top: 0, height: window.innerHeight }), []);
  useTimelineScrolling(virtualizer, listRef, viewport, props);
  // Not a scroller, so not in the Tab order; focusable still, for the controls that hand it their focus.
  return (
    <div ref={regionRef} className={classes.pageList} role="region" aria-label={label} aria-busy={busy || undefined} tabIndex={-1}>
      <TimelineItems items={virtualizer.getVirtualItems()} containerRef={virtualizer.containerRef} measureElement={virtualizer.measureElement} rows={rows} renderEntry={props.renderEntry} footer={props.footer} />
    </div>
  );
}

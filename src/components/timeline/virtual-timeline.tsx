import { useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useMergedRef } from '@mantine/hooks';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { measureAfterLayout, observePageOffset, scrollUnlessFresh } from './measure-after-layout';
import type { TimelineRow } from './timeline-rows';
import classes from './timeline.module.css';
import { useWideScreen } from './use-wide-screen';

export interface VirtualTimelineProps {
  /** Accessible name of the list's region (benchmarks and tests find the list by it). */
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
  /** The list's region, e.g. to give it the focus of a control that goes away. */
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
 * 10,000), measured as they render so that rows of any height line up. The list is part of the
 * page and scrolls with it (TanStack Virtual's window virtualizer), one scroll from the heading to
 * the last entry, on every screen: a box of its own inside the scrolling page showed one entry and
 * a half on a phone, and one and a half records of the audit log at 1366 × 768.
 */
export function VirtualTimeline(props: VirtualTimelineProps) {
  const { label, rows, busy, ref } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const regionRef = useMergedRef(listRef, ref);
  // Where the list starts in the page (the window virtualizer's `scrollMargin`), measured after
  // layout; until then 0, which mounts the rows of a whole window rather than of its lower part.
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => (listRef.current ? observePageOffset(listRef.current, setScrollMargin) : undefined), []);
  const estimateEntry = useWideScreen() ? ESTIMATE_ENTRY.wide : ESTIMATE_ENTRY.narrow;
  const virtualizer = useWindowVirtualizer({
    ...useVirtualizerOptions(rows, estimateEntry),
    scrollMargin,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  useTimelineScrolling(virtualizer, listRef, props);
  // Not a scroller, so not in the Tab order (the entries' links and buttons are); focusable still,
  // for the controls that hand it their focus.
  return (
    <div ref={regionRef} className={classes.list} role="region" aria-label={label} aria-busy={busy || undefined} tabIndex={-1}>
      <TimelineItems items={virtualizer.getVirtualItems()} containerRef={virtualizer.containerRef} measureElement={virtualizer.measureElement} rows={rows} renderEntry={props.renderEntry} footer={props.footer} />
    </div>
  );
}

// The virtualizer's options besides the window's.
function useVirtualizerOptions(rows: readonly TimelineRow[], estimateEntry: number) {
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
function useTimelineScrolling(virtualizer: Virtualizer<Window, Element>, list: RefObject<HTMLDivElement | null>, { rows, onNearEnd, scrollToRow, scrollKey }: VirtualTimelineProps) {
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
      const box = list.current?.querySelector(`[data-index="${scrollToRow}"]`)?.getBoundingClientRect();
      const inView = box && Math.abs(box.top + box.height / 2 - window.innerHeight / 2) < window.innerHeight / 2;
      if (inView || tries++ > 30) {
        scrolledFor.current = scrollKey;
        return;
      }
      virtualizer.scrollToIndex(scrollToRow, { align: 'center' });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [scrollKey, scrollToRow, virtualizer, list]);
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

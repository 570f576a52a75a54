import { rem } from '@mantine/core';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import classes from './data-table.module.css';

export interface DataTableProps {
  children: ReactNode;
  'aria-label'?: string;
  striped?: boolean;
  highlightOnHover?: boolean;
  withTableBorder?: boolean;
  /** A line under each row; default true. */
  withRowBorders?: boolean;
  /** Label / value rows, their labels (`th scope="row"`) shaded. */
  variant?: 'vertical';
  layout?: 'auto' | 'fixed';
  /** Cells' top and bottom padding, in px (scaled as Mantine scales); default 7, as Mantine's Table. */
  verticalSpacing?: number;
  /** Set: the table keeps this width (px) and scrolls sideways in its own box on a narrower screen. */
  minWidth?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * A `<table>` with Mantine Table's look and props, its rows, headers and cells plain elements.
 * Not Mantine's Table: it imports its ScrollContainer, which imports ScrollArea, which imports
 * `@floating-ui/react` (for a ref helper). That is about 21 KB gzip on every page with a table,
 * fetched before the page can paint, and the read pages need nothing else from floating-ui.
 */
export function DataTable({ children, striped, highlightOnHover, withTableBorder, withRowBorders = true, variant, layout, verticalSpacing = 7, minWidth, className: extraClassName, style, 'aria-label': ariaLabel }: DataTableProps) {
  const className = [
    classes.table,
    striped && classes.striped,
    highlightOnHover && classes.highlightOnHover,
    withTableBorder && classes.withTableBorder,
    withRowBorders && classes.withRowBorders,
    variant === 'vertical' && classes.vertical,
    extraClassName,
  ]
    .filter(Boolean)
    .join(' ');
  const variables = {
    '--table-vertical-spacing': rem(verticalSpacing),
    ...(layout ? { '--table-layout': layout } : {}),
    ...(minWidth !== undefined ? { minWidth } : {}),
    ...style,
  } as CSSProperties;
  const table = (
    <table className={className} style={variables} aria-label={ariaLabel}>
      {children}
    </table>
  );
  return minWidth === undefined ? table : <ScrollContainer label={ariaLabel}>{table}</ScrollContainer>;
}

interface Overflow {
  start: boolean;
  end: boolean;
}

/** Which sides of a box hide content scrolled out of it (start and end, whatever the direction). */
function overflowOf(box: HTMLElement): Overflow {
  const scrolled = Math.abs(box.scrollLeft);
  const hidden = box.scrollWidth - box.clientWidth;
  return { start: scrolled > 1, end: hidden - scrolled > 1 };
}

/**
 * Mantine's Table.ScrollContainer (type "native") with what its ScrollArea would show: while the
 * table is wider than the box, the box is a focusable region named after the table (a keyboard
 * scrolls it; a screen reader hears that it scrolls) and a shadow marks each side that hides columns.
 */
function ScrollContainer({ label, children }: { label: string | undefined; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () => setOverflow((previous) => {
      const next = overflowOf(element);
      return next.start === previous.start && next.end === previous.end ? previous : next;
    });
    // Chrome scrolls a control that gets focus into view only when it is wholly hidden: one cut in
    // half by the edge stays so, its focus ring cut off. A keyboard's focus brings it all in
    // (with its scroll-margin, the ring too); a pointer's is left alone, not to move the target.
    const reveal = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target !== element && event.target.matches(':focus-visible')) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    update();
    const resize = new ResizeObserver(update);
    resize.observe(element);
    if (element.firstElementChild) resize.observe(element.firstElementChild);
    element.addEventListener('scroll', update, { passive: true });
    element.addEventListener('focusin', reveal);
    return () => {
      resize.disconnect();
      element.removeEventListener('scroll', update);
      element.removeEventListener('focusin', reveal);
    };
  }, []);
  const overflowing = overflow.start || overflow.end;
  return (
    <div className={classes.frame} data-overflow-start={overflow.start || undefined} data-overflow-end={overflow.end || undefined}>
      <div
        ref={box}
        className={`${classes.scroll} mantine-focus-auto`}
        {...(overflowing ? { role: 'region', tabIndex: 0, 'aria-label': `${label ?? 'Table'}, scrolls sideways` } : {})}
      >
        {children}
      </div>
    </div>
  );
}

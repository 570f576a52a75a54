import { rem } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
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
  style?: CSSProperties;
}

/**
 * A `<table>` with Mantine Table's look and props, its rows, headers and cells plain elements.
 * Not Mantine's Table: it imports its ScrollContainer, which imports ScrollArea, which imports
 * `@floating-ui/react` (for a ref helper). That is about 21 KB gzip on every page with a table,
 * fetched before the page can paint, and the read pages need nothing else from floating-ui.
 */
export function DataTable({ children, striped, highlightOnHover, withTableBorder, withRowBorders = true, variant, layout, verticalSpacing = 7, minWidth, style, 'aria-label': ariaLabel }: DataTableProps) {
  const className = [
    classes.table,
    striped && classes.striped,
    highlightOnHover && classes.highlightOnHover,
    withTableBorder && classes.withTableBorder,
    withRowBorders && classes.withRowBorders,
    variant === 'vertical' && classes.vertical,
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
  return minWidth === undefined ? table : <div className={classes.scroll}>{table}</div>;
}

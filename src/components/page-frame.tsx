import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * How wide a page's content may grow, by what it holds: Mantine's container sizes, less the
 * frame's padding, which are the widths the pages had when each sat in a centred Container of
 * that size. A form keeps its inputs and lines that long on a wide screen; a table of many
 * columns takes the whole main area.
 */
const COLUMN_WIDTHS = {
  /** A few sentences and a button (signed in, signed out). */
  message: 'var(--container-size-sm)',
  /** A form, or the open-by-id form and the 404 page. */
  form: 'var(--container-size-md)',
  /** Reading pages: cards, field tables, timelines, the audit log; the route's pending and error views. */
  page: 'var(--container-size-lg)',
  /** The AuthZEN servers table. */
  full: undefined,
} as const;

export type PageColumn = keyof typeof COLUMN_WIDTHS;

/**
 * Every page's frame inside the shell's main area, its pending view's and its error view's: one
 * left edge and padding for all of them, so a page's heading starts at the same x whichever page,
 * view or screen width, and moving between pages in the sidebar does not move the page sideways.
 * The content's width is its `column`'s; it never moves the left edge (the frame is not centred:
 * pages of different widths centred in a wide window would each start elsewhere).
 */
export function PageFrame({ column = 'page', children }: { column?: PageColumn; children: ReactNode }) {
  return (
    <Container fluid py="md" maw={COLUMN_WIDTHS[column]} mx={0}>
      {children}
    </Container>
  );
}

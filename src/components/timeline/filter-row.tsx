// A filter bar's layout, shared by the histories' and the audit log's: on a wide screen the fields'
// labels and inputs line up in one row, and what a field says about itself (its help, its error)
// goes below its input, where it lengthens that field downwards only. With help or an error above
// the input, one field's label sat a line higher than the others'.
import { Button, Flex, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Mantine's `inputWrapperOrder` for every field of a filter row. */
export const FILTER_FIELD_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * A filter row's Select: clearable, its clear button taking the chevron's place in a narrow section,
 * so that a chosen value reads whole in a field sized for it (with both, the value ran under them).
 */
export const FILTER_SELECT_CLEAR = { clearable: true, clearSectionMode: 'clear', rightSectionWidth: 28 } as const;

/**
 * The fields in a row aligned at their tops (`stacked`: one under another, in the filters' drawer).
 * `label` names the bar's search landmark; `together` keeps a group (From and To) on one line.
 * In a row the gap is xs: the audit log's fields and "Clear filters" fill a 1366 px screen's row
 * to within a few pixels, and at sm its five gaps pushed From and To onto a second line once the
 * browser drew a scrollbar (17 px on Windows, 15 px on Linux).
 */
export function FilterRow({ stacked, label, together = false, children }: { stacked: boolean; label?: string; together?: boolean; children: ReactNode }) {
  return (
    <Flex direction={stacked ? 'column' : 'row'} align={stacked ? 'stretch' : 'flex-start'} gap={stacked ? 'sm' : 'xs'} wrap={together ? 'nowrap' : 'wrap'} role={label ? 'search' : undefined} aria-label={label}>
      {children}
    </Flex>
  );
}

// How far a field's input sits below its top: one line of the label's wrapper. The label is an
// inline-block of the small size, in a line of the body's (md) size, which sets the line's height.
const LABEL_LINE = 'calc(var(--mantine-font-size-md) * var(--mantine-line-height))';

/** A button in the row ("Clear filters"), level with the inputs rather than with their labels. */
export function FilterRowButton({ stacked, onClick, children, ...props }: ButtonProps & { stacked: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="subtle" mt={stacked ? undefined : LABEL_LINE} onClick={onClick} {...props}>
      {children}
    </Button>
  );
}

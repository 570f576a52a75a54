import type { CSSProperties, ReactNode } from 'react';
import { isolateBidi } from './bidi-isolate';
import { DataTable } from './data-table';
import classes from './field-table.module.css';

/**
 * One record's fields as label / value rows (a vertical table): how every read-only view shows a
 * record. Each label is its row's header, so a screen reader names each value by it.
 */
export function FieldTable({ children, labelWidth = 220, 'aria-label': ariaLabel }: { children: ReactNode; labelWidth?: number | `${number}%`; 'aria-label'?: string }) {
  const width = typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth;
  return (
    <DataTable variant="vertical" className={classes.table} withTableBorder verticalSpacing={6} aria-label={ariaLabel} style={{ '--field-label-width': width } as CSSProperties}>
      <tbody>{children}</tbody>
    </DataTable>
  );
}

export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className={classes.label}>
        {label}
      </th>
      <td className={classes.value}>{children}</td>
    </tr>
  );
}

/** A value that is not there (a proto3 default, an unset field): a dimmed dash rather than nothing. */
export function NotSet() {
  return <span className={classes.notSet}>—</span>;
}

/** Text from the wire (bidi-isolated), or `NotSet` when it is empty. */
export function TextOrNotSet({ value }: { value: string }) {
  return value ? <>{isolateBidi(value)}</> : <NotSet />;
}

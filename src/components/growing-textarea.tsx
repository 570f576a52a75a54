import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

export type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows' | 'style' | 'classNames' | 'styles'> & {
  minRows?: number;
  /** Rows it grows to before it scrolls; none: it grows with all its text. */
  maxRows?: number;
  /** Code-like text (JSON): a monospace font. */
  monospace?: boolean;
};

/** A Mantine Textarea that grows with its text through CSS (see the module's comment). */
export function GrowingTextarea({ minRows = 2, maxRows, monospace, ...props }: GrowingTextareaProps) {
  const rows = { '--growing-min-rows': minRows, '--growing-max-rows': maxRows } as CSSProperties;
  return <Textarea {...props} rows={minRows} style={rows} classNames={{ input: monospace ? `${classes.input} ${classes.monospace}` : classes.input }} />;
}

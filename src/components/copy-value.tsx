import { CopyButton, Group, Text } from '@mantine/core';
import { isolateBidi } from './bidi-isolate';
import classes from './copy-value.module.css';
import { NotSet } from './field-table';
import { useHint } from './hint/use-hint';
import { softBreaks } from './soft-breaks';

// Inline icons: text glyphs such as ⧉ are missing from many system fonts and render as boxes.
function CopyGlyph() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

function CheckGlyph() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

/** A copy button whose name says what it copies, for a value shown beside it (an id, a URL). */
export function CopyIconButton({ value, label }: { value: string; label: string }) {
  return <CopyButton value={value} timeout={1500}>{({ copied, copy }) => <CopyAction copied={copied} copy={copy} label={label} />}</CopyButton>;
}

function CopyAction({ copied, copy, label }: { copied: boolean; copy: () => void; label: string }) {
  const hint = useHint<HTMLButtonElement>(copied ? 'Copied' : `Copy ${label}`);
  return (
    // A plain button with UnstyledButton's reset and the theme's default focus ring (Mantine's
    // global mantine-focus-auto class): a table holds a hundred of them, each Box resolving styles.
    <button type="button" {...hint} className={`${classes.button} mantine-focus-auto`} data-copied={copied || undefined} onClick={copy} aria-label={`Copy ${label}`}>
      {copied ? <CheckGlyph /> : <CopyGlyph />}
    </button>
  );
}

/**
 * An id or other value in monospace with a copy button whose name says what it copies. `breaks`:
 * where a long value wraps first (soft-breaks.tsx), e.g. an e-mail at its "@" and dots.
 */
export function CopyValue({ value, label, breaks }: { value: string; label: string; breaks?: RegExp }) {
  if (!value) return <NotSet />;
  return (
    <div className={classes.root}>
      <code className={classes.value}>{breaks ? softBreaks(value, breaks) : isolateBidi(value)}</code>
      <CopyIconButton value={value} label={label} />
    </div>
  );
}

/** "App <id>" under the heading of a page about one application, the id ready to copy. */
export function AppIdLine({ appId }: { appId: string }) {
  return (
    <Group gap="xs">
      <Text size="sm">App</Text>
      <CopyValue value={appId} label="app id" />
    </Group>
  );
}

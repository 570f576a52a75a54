import { Badge, type BadgeProps } from '@mantine/core';
import { isolateBidi } from './bidi-isolate';
import classes from './enum-badge.module.css';
import { UNDERSCORE_BREAKS, softBreaks } from './soft-breaks';

/**
 * An enum value in words: the known prefix is dropped (`SAML_NAME_ID_FORMAT_EMAIL` -> "EMAIL"),
 * `_UNSPECIFIED` shows as "unspecified", and a value the console does not know is shown exactly
 * as it came, flagged so the admin knows the console is older than the service.
 */
export function enumLabel(value: string, prefix: string): string {
  if (!value) return 'unspecified';
  if (!value.startsWith(prefix)) return value;
  const rest = value.slice(prefix.length).replace(/^_/, '');
  return rest === 'UNSPECIFIED' ? 'unspecified' : rest.toLowerCase().replace(/_/g, ' ');
}

/** A filter or menu choice: a known value in words, an unknown one exactly as it came, marked. */
export function enumChoiceLabel(value: string, prefix: string, known: readonly string[]): string {
  return value === '' || known.includes(value) ? enumLabel(value, prefix) : `${isolateBidi(value)} (unknown)`;
}

/** What an enum badge shows: a known value in words with the wire value as its title; an unknown one as it came (bidi-isolated). */
function enumBadgeText(value: string, prefix: string, known: readonly string[]) {
  const isKnown = value === '' || known.includes(value);
  const shown = isolateBidi(value);
  return { isKnown, label: isKnown ? enumLabel(value, prefix) : shown, title: isKnown ? value : `${shown} (a value this console does not know yet)` };
}

const unknownClassNames = { root: classes.unknownRoot, label: classes.unknownLabel };

/**
 * A known value in words (its wire value in the title); an unknown one whole, as it came, wrapping
 * at its underscores, with "(unknown)" on the badge itself rather than only in a hover title.
 */
export function EnumBadge({ value, prefix, known, ...props }: BadgeProps & { value: string; prefix: string; known: readonly string[] }) {
  const { isKnown, label, title } = enumBadgeText(value, prefix, known);
  if (isKnown) {
    return (
      <Badge variant="light" color="gray" tt="none" title={title} {...props}>
        {label}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" color="orange" tt="none" title={title} classNames={unknownClassNames} {...props}>
      <span>{softBreaks(value, UNDERSCORE_BREAKS)}</span> <span className={classes.unknownNote}>(unknown)</span>
    </Badge>
  );
}

/**
 * EnumBadge's small size as one plain element with the same look, for timeline rows: a fast scroll
 * through 10,000 entries mounts several rows a frame, and a Mantine Badge (its props, styles and
 * variables resolved per render) was among the largest allocations of that scroll, the garbage
 * whose collections made its longest frames.
 */
export function EnumTag({ value, prefix, known }: { value: string; prefix: string; known: readonly string[] }) {
  const { isKnown, label, title } = enumBadgeText(value, prefix, known);
  return (
    <span className={classes.tag} data-unknown={isKnown ? undefined : true} title={title}>
      {label}
    </span>
  );
}

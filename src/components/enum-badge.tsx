import { Badge, type BadgeProps } from '@mantine/core';

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
  return value === '' || known.includes(value) ? enumLabel(value, prefix) : `${value} (unknown)`;
}

export function EnumBadge({ value, prefix, known, ...props }: BadgeProps & { value: string; prefix: string; known: readonly string[] }) {
  const isKnown = value === '' || known.includes(value);
  return (
    <Badge variant={isKnown ? 'light' : 'outline'} color={isKnown ? 'gray' : 'orange'} tt="none" title={isKnown ? value : `${value} (a value this console does not know yet)`} {...props}>
      {isKnown ? enumLabel(value, prefix) : value}
    </Badge>
  );
}

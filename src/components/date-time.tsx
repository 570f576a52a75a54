import { Text, Tooltip } from '@mantine/core';
import { formatExact, formatRelative, parseTimestamp } from './date-format';

/**
 * A timestamp from the wire: exact local time (or relative, with the exact time on hover and for
 * screen readers). An unparseable value is shown as it came; an absent one as a dash.
 */
export function DateTime({ value, mode = 'absolute' }: { value: string | null | undefined; mode?: 'absolute' | 'relative' }) {
  const date = parseTimestamp(value);
  if (!value) return <Text span c="dimmed">—</Text>;
  if (!date) return <Text span>{value}</Text>;
  const exact = formatExact(date);
  if (mode === 'absolute') return <time dateTime={date.toISOString()}>{exact}</time>;
  return (
    <Tooltip label={exact}>
      <time dateTime={date.toISOString()} aria-label={exact}>
        {formatRelative(date)}
      </time>
    </Tooltip>
  );
}

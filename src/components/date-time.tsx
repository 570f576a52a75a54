import { Text } from '@mantine/core';
import { NotSet } from './field-table';
import { formatExact, formatRelative, parseTimestamp } from './date-format';
import { useHint } from './hint/use-hint';

/**
 * A timestamp from the wire: exact local time (or relative, with the exact time on hover and for
 * screen readers). An unparseable value is shown as it came; an absent one as a dash.
 */
export function DateTime({ value, mode = 'absolute' }: { value: string | null | undefined; mode?: 'absolute' | 'relative' }) {
  const date = parseTimestamp(value);
  if (!value) return <NotSet />;
  if (!date) return <Text span>{value}</Text>;
  const exact = formatExact(date);
  if (mode === 'absolute') return <time dateTime={date.toISOString()}>{exact}</time>;
  return <RelativeTime date={date} exact={exact} />;
}

function RelativeTime({ date, exact }: { date: Date; exact: string }) {
  const hint = useHint<HTMLTimeElement>(exact);
  return (
    <time {...hint} dateTime={date.toISOString()} aria-label={exact}>
      {formatRelative(date)}
    </time>
  );
}

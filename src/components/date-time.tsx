import { Text, Tooltip } from '@mantine/core';

const absolute = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600], ['month', 30 * 24 * 3600], ['week', 7 * 24 * 3600], ['day', 24 * 3600], ['hour', 3600], ['minute', 60], ['second', 1],
];

export function formatRelative(date: Date, now = new Date()): string {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return relative.format(Math.round(seconds / size), unit);
  }
  return '';
}

export function parseTimestamp(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A timestamp from the wire: exact local time (or relative, with the exact time on hover and for
 * screen readers). An unparseable value is shown as it came; an absent one as a dash.
 */
export function DateTime({ value, mode = 'absolute' }: { value: string | null | undefined; mode?: 'absolute' | 'relative' }) {
  const date = parseTimestamp(value);
  if (!value) return <Text span c="dimmed">—</Text>;
  if (!date) return <Text span>{value}</Text>;
  const exact = absolute.format(date);
  if (mode === 'absolute') return <time dateTime={date.toISOString()}>{exact}</time>;
  return (
    <Tooltip label={exact}>
      <time dateTime={date.toISOString()} aria-label={exact}>
        {formatRelative(date)}
      </time>
    </Tooltip>
  );
}

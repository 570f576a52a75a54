// Date and number formatting shared by the timestamps of every page. Each Intl formatter is built
// when first used, not when a page's chunk loads: the first one of a page loads the locale data,
// which pages that show no date never need.

/** `create()` once, on the first call; the same instance afterwards. */
export function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const exact = lazily(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }));
const relative = lazily(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const day = lazily(() => new Intl.DateTimeFormat(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }));
const integer = lazily(() => new Intl.NumberFormat());

/** Exact local date and time ("Mar 4, 2026, 10:15:00 AM"). */
export const formatExact = (date: Date): string => exact().format(date);

/** A local calendar day in words ("Wednesday, March 4, 2026"). */
export const formatDay = (date: Date): string => day().format(date);

/** A count with the locale's digit grouping ("10,000"). */
export const formatCount = (value: number): string => integer().format(value);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600], ['month', 30 * 24 * 3600], ['week', 7 * 24 * 3600], ['day', 24 * 3600], ['hour', 3600], ['minute', 60], ['second', 1],
];

export function formatRelative(date: Date, now = new Date()): string {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return relative().format(Math.round(seconds / size), unit);
  }
  return '';
}

export function parseTimestamp(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

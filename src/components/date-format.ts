// Date and number formatting shared by the timestamps of every page. The Intl formatters are
// built on first use, not when a module loads: the first Intl formatter of a page loads the ICU
// locale data (tens of milliseconds on a slow phone), and at module top level that cost lands in
// the long task that evaluates the page's chunk. Built lazily it lands in the (time-sliced) render
// that first shows a date, or nowhere on pages without one.
import { CALENDAR_DAY, EXACT_DATE_TIME, RELATIVE_TIME } from '../intl-formats';

/** `create()` once, on the first call; the same instance afterwards. */
export function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const exact = lazily(() => new Intl.DateTimeFormat(undefined, EXACT_DATE_TIME));
const relative = lazily(() => new Intl.RelativeTimeFormat(undefined, RELATIVE_TIME));
const day = lazily(() => new Intl.DateTimeFormat(undefined, CALENDAR_DAY));
const integer = lazily(() => new Intl.NumberFormat());

/**
 * Builds the date formatters ahead of use, each in a main-thread task of its own (each takes a
 * few milliseconds, 4 × that on a slow phone). For a page about to show many dates at once (the
 * history timeline): it keeps the locale data's loading out of the render that draws them, which
 * cannot yield part-way through a component. Returns a function that cancels what has not run.
 */
export function prepareDateFormatters(): () => void {
  const timers = [exact, relative, day].map((build, order) => setTimeout(build, order));
  return () => timers.forEach(clearTimeout);
}

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

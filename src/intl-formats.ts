// The Intl formats the console shows dates and counts in: one place, read by the formatters
// (src/components/date-format.ts) and by the start-up worker that warms the locale data for them
// (src/intl-warm-up.worker.ts).

export const EXACT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
export const CALENDAR_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
export const RELATIVE_TIME: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };

/** Builds and uses each format once: the first use of Intl loads the locale and time zone data. */
export function loadEveryFormat(): void {
  new Intl.DateTimeFormat(undefined, EXACT_DATE_TIME).format(0);
  new Intl.DateTimeFormat(undefined, CALENDAR_DAY).format(0);
  new Intl.RelativeTimeFormat(undefined, RELATIVE_TIME).format(-1, 'day');
  new Intl.NumberFormat().format(10_000);
}

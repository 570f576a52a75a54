// The Intl formats the console shows dates in, read by the formatters (src/components/date-format.ts).

export const EXACT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
export const CALENDAR_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
export const RELATIVE_TIME: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };

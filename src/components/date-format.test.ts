import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('lazily', () => {
  it('creates the value on the first call only', async () => {
    const { lazily } = await import('./date-format');
    const create = vi.fn(() => ({ made: true }));
    const get = lazily(create);
    expect(create).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

/** Counts Intl date and relative-time formatter constructions; each still builds the real one. */
function countIntlConstructions() {
  const { DateTimeFormat, RelativeTimeFormat } = Intl;
  const dateTime = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof DateTimeFormat>) {
    return new DateTimeFormat(...args);
  });
  const relative = vi.spyOn(Intl, 'RelativeTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof RelativeTimeFormat>) {
    return new RelativeTimeFormat(...args);
  });
  return { dateTime, relative };
}

describe('date formatters', () => {
  it('builds no Intl formatter when the module loads, and each one once when used', async () => {
    const { DateTimeFormat } = Intl;
    const { dateTime, relative } = countIntlConstructions();
    const format = await import('./date-format');
    expect(dateTime).not.toHaveBeenCalled();
    expect(relative).not.toHaveBeenCalled();

    const date = new Date(2026, 2, 4, 10, 15);
    const exact = format.formatExact(date);
    format.formatExact(new Date(2025, 0, 1));
    format.formatDay(date);
    format.formatRelative(date, new Date(2026, 2, 4, 12, 15));
    format.formatRelative(date, new Date(2026, 2, 6));
    expect(dateTime).toHaveBeenCalledTimes(2); // exact and day, each once
    expect(relative).toHaveBeenCalledTimes(1);
    expect(exact).toBe(new DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(date));
  });

  it('says how long ago in the largest whole unit', async () => {
    const { formatRelative } = await import('./date-format');
    const now = new Date(2026, 2, 4, 12, 0, 0);
    const words = (unit: Intl.RelativeTimeFormatUnit, value: number) => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(value, unit);
    expect(formatRelative(new Date(2026, 2, 4, 10, 0, 0), now)).toBe(words('hour', -2));
    expect(formatRelative(new Date(2026, 2, 4, 11, 59, 30), now)).toBe(words('second', -30));
    expect(formatRelative(new Date(2026, 1, 25, 12, 0, 0), now)).toBe(words('week', -1));
    expect(formatRelative(now, now)).toBe(words('second', 0));
  });

  it('reads wire timestamps and refuses unreadable ones', async () => {
    const { parseTimestamp } = await import('./date-format');
    expect(parseTimestamp('2026-03-04T10:15:00Z')?.toISOString()).toBe('2026-03-04T10:15:00.000Z');
    expect(parseTimestamp('yesterday')).toBeNull();
    expect(parseTimestamp('')).toBeNull();
    expect(parseTimestamp(null)).toBeNull();
  });
});

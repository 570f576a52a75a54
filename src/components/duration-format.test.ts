import { describe, expect, it } from 'vitest';
import { formatDuration, parseDurationSeconds } from './duration-format';

describe('formatDuration', () => {
  it.each([
    ['3600s', '1 h'],
    ['90s', '1 min 30 s'],
    ['1.5s', '1.5 s'],
    ['0s', '0 s'],
    ['0.250s', '250 ms'],
    ['86400s', '1 d'],
    ['93784s', '1 d 2 h 3 min 4 s'],
    ['3600.5s', '1 h 0.5 s'],
    ['-30s', '-30 s'],
    ['300s', '5 min'],
  ])('%s -> %s', (wire, human) => {
    expect(formatDuration(wire)).toBe(human);
  });

  it('shows anything that is not a proto3 duration exactly as it came', () => {
    for (const garbage of ['1h', 'soon', '3600', 's', '1.2.3s', '12 s', 'NaNs', '1e3s']) expect(formatDuration(garbage)).toBe(garbage);
  });

  it('shows an absent value as empty', () => {
    expect(formatDuration('')).toBe('');
  });
});

describe('parseDurationSeconds', () => {
  it('reads seconds with up to nine fractional digits', () => {
    expect(parseDurationSeconds('1.000000001s')).toBeCloseTo(1.000000001, 9);
    expect(parseDurationSeconds(' 42s ')).toBe(42);
    expect(parseDurationSeconds('1.0000000001s')).toBeNull();
  });
});

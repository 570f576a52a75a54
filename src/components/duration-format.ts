// proto3 Duration in its JSON form ("3600s", "1.5s", "-0.25s") shown in human units.
// Anything else is returned exactly as it came: the page never invents a value.

const DURATION = /^(-)?(\d+)(?:\.(\d{1,9}))?s$/;

/** Seconds of a proto3 JSON duration, or null when the text is not one. */
export function parseDurationSeconds(value: string): number | null {
  const match = DURATION.exec(value.trim());
  if (!match) return null;
  const seconds = Number(match[2]) + Number(`0.${match[3] ?? '0'}`);
  return match[1] ? -seconds : seconds;
}

const UNITS: [string, number][] = [
  ['d', 86_400],
  ['h', 3_600],
  ['min', 60],
];

/**
 * `3600s` -> "1 h", `90s` -> "1 min 30 s", `1.5s` -> "1.5 s", `0.25s` -> "250 ms", `""` -> "",
 * garbage -> the garbage.
 */
export function formatDuration(value: string): string {
  if (!value) return '';
  const parsed = parseDurationSeconds(value);
  if (parsed === null) return value;
  if (parsed === 0) return '0 s';
  const sign = parsed < 0 ? '-' : '';
  let rest = Math.abs(parsed);
  if (rest < 1) return `${sign}${trim(rest * 1000)} ms`;
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    if (rest >= size) {
      const count = Math.floor(rest / size);
      parts.push(`${count} ${unit}`);
      rest -= count * size;
    }
  }
  if (rest > 0) parts.push(`${trim(rest)} s`);
  return sign + parts.join(' ');
}

/** Up to 3 decimals, no trailing zeros, no floating-point noise. */
function trim(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

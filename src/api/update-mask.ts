// updateMask wire format (DESIGN.md): comma-separated lowerCamelCase field paths, the proto3 JSON
// form of a FieldMask. A one-of member's path is the member name.

export function formatUpdateMask(paths: readonly string[]): string {
  return [...new Set(paths)].join(',');
}

export function parseUpdateMask(mask: string | undefined | null): string[] {
  if (!mask) return [];
  return mask.split(',').map((path) => path.trim()).filter(Boolean);
}

/** Structural equality for JSON-like values (order of object keys ignored, of arrays kept). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!jsonEqual(left[key], right[key])) return false;
  return true;
}

/** The paths among `fields` whose value differs between `before` and `after`. */
export function changedPaths<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((field) => !jsonEqual(before[field], after[field]));
}

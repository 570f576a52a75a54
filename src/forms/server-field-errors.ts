// Server errors that name a field (google.rpc.BadRequest field violations in the Status details)
// are shown at that field; everything else goes above the form.
import { isApiError } from '../api/api-error';

export interface FieldViolation {
  field: string;
  description: string;
}

export function fieldViolations(error: unknown): FieldViolation[] {
  if (!isApiError(error)) return [];
  const out: FieldViolation[] = [];
  for (const detail of error.details) {
    if (!detail || typeof detail !== 'object') continue;
    const violations = (detail as { fieldViolations?: unknown }).fieldViolations;
    if (!Array.isArray(violations)) continue;
    for (const violation of violations) {
      if (!violation || typeof violation !== 'object') continue;
      const { field, description } = violation as { field?: unknown; description?: unknown };
      if (typeof field === 'string' && field) out.push({ field, description: typeof description === 'string' && description ? description : error.message });
    }
  }
  return out;
}

/**
 * Maps violations to form fields with `toFormField` (null = no such field on this form). Returns
 * the ones placed and whether any was left over (then the error is shown above the form too).
 */
export function placeFieldViolations(error: unknown, toFormField: (wireField: string) => string | null): { placed: { name: string; message: string }[]; unplaced: boolean } {
  const violations = fieldViolations(error);
  const placed: { name: string; message: string }[] = [];
  let unplaced = violations.length === 0;
  for (const violation of violations) {
    const name = toFormField(violation.field.replace(/\[\d+\]$/, ''));
    if (name) placed.push({ name, message: violation.description });
    else unplaced = true;
  }
  return { placed, unplaced };
}

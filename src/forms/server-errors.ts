// Server errors on a form. A rejected request may name fields (google.rpc.BadRequest
// `fieldViolations` in the Status details, or a message `<field path>: <description>`); each one
// this form has a field for is shown at that field, and whatever fits no field goes to
// `root.server`, which <FormServerError> renders above the submit button.
import type { ErrorOption, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '../api/api-error';
import { isUnauthenticated } from '../api/console-me';
import { BAD_REQUEST_TYPE, type FieldViolation } from '../api/mcp-servers.schema';
import { str, list } from '../api/wire';
import { describeError } from '../components/api-error-alert';

const badRequestDetail = z.looseObject({
  '@type': z.literal(BAD_REQUEST_TYPE),
  fieldViolations: list(z.looseObject({ field: str(), description: str() })),
});

const FIELD_PREFIXED = /^([A-Za-z]\w*(?:\[\d+\])?(?:\.\w+(?:\[\d+\])?)*): (.+)$/s;

/** The fields a rejected request names, in wire form (`contacts.securityEmails[0]`). Empty when it names none. */
export function fieldViolations(error: unknown): FieldViolation[] {
  if (!isApiError(error)) return [];
  const out: FieldViolation[] = [];
  for (const detail of error.details) {
    const parsed = badRequestDetail.safeParse(detail);
    if (parsed.success) for (const { field, description } of parsed.data.fieldViolations) if (field) out.push({ field, description: description || error.message });
  }
  if (out.length) return out;
  const match = FIELD_PREFIXED.exec(error.message);
  if (match?.[1] && match[2]) out.push({ field: match[1], description: match[2] });
  return out;
}

/** `root.server`'s error: the message, plus the title and codes the alert shows (kept as strings so the form state stays plain data). */
export function serverErrorOption(error: unknown): ErrorOption {
  const { title, message, codes, outcomeUnknown } = describeError(error);
  return { type: 'server', message, types: { title, codes, sessionEnded: isUnauthenticated(error), outcomeUnknown: outcomeUnknown ?? false } };
}

/**
 * Puts a failed submit's error on the form: each violation `toFormPath` maps (wire field -> form
 * path, null = no such field here) at its field, the rest at `root.server`. Returns whether any
 * part of the error fit no field.
 */
export function applyServerError<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, toFormPath: (wireField: string) => FieldPath<T> | null): boolean {
  const violations = fieldViolations(error);
  let unplaced = violations.length === 0;
  for (const violation of violations) {
    const path = toFormPath(violation.field);
    if (path) setError(path, { type: 'server', message: violation.description });
    else unplaced = true;
  }
  if (unplaced) setError('root.server', serverErrorOption(error));
  return unplaced;
}

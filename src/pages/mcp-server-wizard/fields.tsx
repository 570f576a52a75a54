import { get, useFormState, type FieldPath } from 'react-hook-form';
import { SecretControl, SelectControl, TagListControl, TextControl, TextareaControl } from '../../forms/controls';
import type { McpServerFormValues } from '../../forms/mcp-server-form';

export type FormPath = FieldPath<McpServerFormValues>;

/** The message of the error at a dotted field path, if any. */
export function errorMessage(errors: unknown, name: string): string | undefined {
  const error: unknown = get(errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<McpServerFormValues>();
  return errorMessage(errors, name);
}

// The wizard's fields are the shared controls, typed by the wizard's values.
export const TextField = TextControl<McpServerFormValues>;
export const TextareaField = TextareaControl<McpServerFormValues>;
export const SecretField = SecretControl<McpServerFormValues>;
export const TagsField = TagListControl<McpServerFormValues>;
export const SelectField = SelectControl<McpServerFormValues>;

// The one way a form binds a field: a Mantine input over `useController`, typed by the form's
// values (`name` must be a path of `T` holding the input's value type), with its label,
// `required` where the schema requires it, and its own error, which Mantine wires to aria so
// screen readers hear it (the Keycloak admin-ui `TextControl` pattern). Forms wrap their fields
// in a FormProvider and name their values type once: `<TextControl<Values> name="…" />`, or an
// alias `const Text = TextControl<Values>`. A field with no control of its own (a key upload,
// the deadline's date and time) binds through `useFieldControl`. The other controls are in controls.tsx.
import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** Every control has an accessible name: a visible label, or (in a row of a list) an aria-label. */
type Named = { label: string; 'aria-label'?: string } | { label?: undefined; 'aria-label': string };

export type Bound<T extends FieldValues, V, Props> = Omit<Props, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'aria-label'> &
  Named & { name: FieldPathByValue<T, V> };

/**
 * The field's value, error and handlers, for every control (here and in controls.tsx) and for
 * fields that need their own input. A field showing an error re-validates on every change, so a fixed value clears its
 * message at once (waiting for blur would shift the layout under the pointer of an admin on the
 * way to the submit button).
 */
export function useFieldControl<T extends FieldValues>(name: FieldPathByValue<T, unknown>) {
  const { control, trigger } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name, control });
  const { ref, name: fieldName, value, onBlur } = field;
  return {
    bind: { ref, name: fieldName, onBlur },
    value: value as unknown,
    error: fieldState.error?.message,
    onChange: (next: unknown) => {
      field.onChange(next);
      if (fieldState.error) void trigger(name);
    },
  };
}

export const asString = (value: unknown) => (typeof value === 'string' ? value : '');

export function TextControl<T extends FieldValues>({ name, ...props }: Bound<T, string, TextInputProps>) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return <TextInput autoComplete="off" spellCheck={false} {...props} {...bind} value={asString(value)} onChange={(event) => onChange(event.currentTarget.value)} error={error} />;
}


// A date and time field over a string field ('' = none): the browser's own `datetime-local`
// input, as the history and audit filters use `date` ones. It speaks the admin's locale, has the
// platform's picker (a phone's wheel, a desktop calendar) and is labelled like any text field.
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { asString, useFieldControl, type Bound } from './text-control';

export function DateTimeControl<T extends FieldValues>({ name, label, clearLabel, ...props }: Bound<T, string, TextInputProps> & { label: string; clearLabel: string }) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  const text = asString(value);
  return (
    <TextInput
      {...props}
      {...bind}
      label={label}
      type="datetime-local"
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      // Clearing sends no deadline at all; a native input has no clear button of its own in every browser.
      rightSection={text ? <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange('')} /> : undefined}
      rightSectionPointerEvents="all"
    />
  );
}

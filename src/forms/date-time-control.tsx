// A date and time field over a string field ('' = none): the browser's own `datetime-local`
// input, as the history and audit filters use `date` ones. It speaks the admin's locale, has the
// platform's picker (a phone's wheel, a desktop calendar) and is labelled like any text field.
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { asString, useFieldControl, type Bound } from './text-control';

/**
 * The field's value while the input holds a date or time typed only in part. The browser reports
 * such an input as empty, which would read as "no deadline" and send a clear: this value instead
 * fails the form's date check, so Save asks for the rest.
 */
export const INCOMPLETE_DATE_TIME = 'incomplete';

export function DateTimeControl<T extends FieldValues>({ name, label, clearLabel, ...props }: Bound<T, string, TextInputProps> & { label: string; clearLabel: string }) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  const input = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(bind.ref, input);
  const text = asString(value);
  // A field left empty but typed in part says so only when the admin moves on or submits.
  const markIncomplete = () => {
    if (input.current?.validity.badInput && text !== INCOMPLETE_DATE_TIME) onChange(INCOMPLETE_DATE_TIME);
  };
  return (
    <TextInput
      {...props}
      {...bind}
      ref={ref}
      label={label}
      type="datetime-local"
      // '' while incomplete: the same as the input's own value, so React leaves the typed part alone.
      value={text === INCOMPLETE_DATE_TIME ? '' : text}
      onChange={(event) => onChange(event.currentTarget.validity.badInput ? INCOMPLETE_DATE_TIME : event.currentTarget.value)}
      onBlur={() => {
        markIncomplete();
        bind.onBlur();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') markIncomplete();
      }}
      error={error}
      // Clearing sends no deadline at all; a native input has no clear button of its own in every browser.
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={clearLabel}
            onClick={() => {
              if (input.current) input.current.value = ''; // also drops a part-typed value, which React cannot see
              onChange('');
            }}
          />
        ) : undefined
      }
      rightSectionPointerEvents="all"
    />
  );
}

// The one way a form binds a field: a Mantine input over `useController`, typed by the form's
// values (`name` must be a path of `T` holding the input's value type), with its label,
// `required` where the schema requires it, and its own error, which Mantine wires to aria so
// screen readers hear it (the Keycloak admin-ui `TextControl` pattern). Forms wrap their fields
// in a FormProvider and name their values type once: `<TextControl<Values> name="…" />`, or an
// alias `const Text = TextControl<Values>`. A field with no control of its own here (a key
// upload, a date picker) binds through `useFieldControl`.
import {
  Checkbox, Input, PasswordInput, Radio, SegmentedControl, Select, Switch, TextInput,
  type CheckboxGroupProps, type PasswordInputProps, type RadioGroupProps, type SegmentedControlProps, type SelectProps, type SwitchProps, type TextInputProps,
} from '@mantine/core';
import { useId } from 'react';
import { useController, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { GrowingTextarea, type GrowingTextareaProps } from '../components/growing-textarea';
import { TagListInput, type TagListInputProps } from '../components/tag-list-input';
import { EmailListInput, type EmailListInputProps } from './email-list-input';

/** Every control has an accessible name: a visible label, or (in a row of a list) an aria-label. */
type Named = { label: string; 'aria-label'?: string } | { label?: undefined; 'aria-label': string };

type Bound<T extends FieldValues, V, Props> = Omit<Props, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'aria-label'> &
  Named & { name: FieldPathByValue<T, V> };

/**
 * The field's value, error and handlers, for the controls below and for fields that need their
 * own input. A field showing an error re-validates on every change, so a fixed value clears its
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

const asString = (value: unknown) => (typeof value === 'string' ? value : '');
const asStrings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export function TextControl<T extends FieldValues>({ name, ...props }: Bound<T, string, TextInputProps>) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return <TextInput autoComplete="off" spellCheck={false} {...props} {...bind} value={asString(value)} onChange={(event) => onChange(event.currentTarget.value)} error={error} />;
}

/** A secret: masked and never autocompleted (forms never store it either). */
export function SecretControl<T extends FieldValues>({ name, ...props }: Bound<T, string, PasswordInputProps>) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return <PasswordInput autoComplete="new-password" {...props} {...bind} value={asString(value)} onChange={(event) => onChange(event.currentTarget.value)} error={error} />;
}

/** Grows with its text up to 6 rows (`maxRows`), or without a limit when `maxRows` is undefined. */
export function TextareaControl<T extends FieldValues>({ name, ...props }: Bound<T, string, GrowingTextareaProps>) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return <GrowingTextarea maxRows={6} {...props} {...bind} value={asString(value)} onChange={(event) => onChange(event.currentTarget.value)} error={error} />;
}

/**
 * A select over a string field. '' (nothing chosen) shows as no selection, or as the option
 * `emptyValue` names (e.g. "keep as stored"), which is stored as ''.
 */
export function SelectControl<T extends FieldValues>({ name, emptyValue, ...props }: Bound<T, string, SelectProps> & { emptyValue?: string }) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return (
    <Select
      allowDeselect={false}
      {...props}
      {...bind}
      value={asString(value) || emptyValue || null}
      onChange={(next) => onChange(next === null || next === emptyValue ? '' : next)}
      error={error}
    />
  );
}

/** A few exclusive choices shown side by side; `onValueChange` runs after the field changed (e.g. to drop a dependent choice). */
export function SegmentedControlField<T extends FieldValues>({ name, label, description, required, data, onValueChange }: {
  name: FieldPathByValue<T, string>;
  label: string;
  description?: string;
  required?: boolean;
  data: SegmentedControlProps['data'];
  onValueChange?: (value: string) => void;
}) {
  const { value, error, onChange } = useFieldControl<T>(name);
  const id = useId();
  return (
    <Input.Wrapper labelElement="div" label={label} required={required} description={description} error={error} id={id}>
      <SegmentedControl
        mt={4}
        aria-labelledby={`${id}-label`}
        data={data}
        value={asString(value)}
        onChange={(next) => {
          onChange(next);
          onValueChange?.(next);
        }}
      />
    </Input.Wrapper>
  );
}

export function SwitchControl<T extends FieldValues>({ name, ...props }: Bound<T, boolean, SwitchProps>) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return <Switch {...props} {...bind} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} error={error} />;
}

/**
 * Checkboxes over a string-list field; the options are `<Checkbox value>` children. `locked`
 * values show ticked (and should be disabled): they count whatever the field holds, and the
 * field keeps what it held for them.
 */
export function CheckboxGroupControl<T extends FieldValues>({ name, locked = [], ...props }: Bound<T, string[], CheckboxGroupProps> & { locked?: readonly string[] }) {
  const { value, error, onChange } = useFieldControl<T>(name);
  const held = asStrings(value);
  return (
    <Checkbox.Group
      {...props}
      value={[...new Set([...held, ...locked])]}
      onChange={(next) => onChange([...next.filter((item) => !locked.includes(item)), ...held.filter((item) => locked.includes(item))])}
      error={error}
    />
  );
}

/** A radio group over a string field; the options are `<Radio>` children. */
export function RadioGroupControl<T extends FieldValues>({ name, ...props }: Bound<T, string, RadioGroupProps>) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return <Radio.Group {...props} name={bind.name} value={asString(value)} onChange={onChange} error={error} />;
}

/** A list of ids or other space-free values, as tags; a paste of many becomes many. */
export function TagListControl<T extends FieldValues>({ name, ...props }: Bound<T, string[], TagListInputProps>) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return <TagListInput placeholder="Type or paste, Enter to add" {...props} {...bind} value={asStrings(value)} onChange={onChange} error={error} />;
}

export function EmailListControl<T extends FieldValues>({ name, ...props }: Omit<EmailListInputProps, 'value' | 'onChange' | 'error'> & { name: FieldPathByValue<T, string[]> }) {
  const { value, error, onChange } = useFieldControl<T>(name);
  return <EmailListInput {...props} value={asStrings(value)} onChange={onChange} error={error} />;
}

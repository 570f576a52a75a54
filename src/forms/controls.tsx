// The one way a form binds a field: a Mantine input over `useController`, typed by the form's
// values (`name` must be a path of `T` holding the input's value type), with its label,
// `required` where the schema requires it, and its own error, which Mantine wires to aria so
// screen readers hear it (the Keycloak admin-ui `TextControl` pattern). Forms wrap their fields
// in a FormProvider and name their values type once: `<TextControl<Values> name="…" />`, or an
// alias `const Text = TextControl<Values>`.
import {
  Checkbox, PasswordInput, Radio, Select, Switch, TextInput, Textarea,
  type CheckboxProps, type PasswordInputProps, type RadioGroupProps, type SelectProps, type SwitchProps, type TextInputProps, type TextareaProps,
} from '@mantine/core';
import { useController, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { TagListInput, type TagListInputProps } from '../components/tag-list-input';
import { EmailListInput, type EmailListInputProps } from './email-list-input';

type Bound<T extends FieldValues, V, Props> = Omit<Props, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label'> & {
  name: FieldPathByValue<T, V>;
  label: string;
};

/**
 * The field's value, error and handlers. A field showing an error re-validates on every change,
 * so a fixed value clears its message at once (waiting for blur would shift the layout under the
 * pointer of an admin on the way to the submit button).
 */
function useControl<T extends FieldValues>(name: FieldPathByValue<T, unknown>) {
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
  const { bind, value, error, onChange } = useControl<T>(name);
  return <TextInput autoComplete="off" spellCheck={false} {...props} {...bind} value={asString(value)} onChange={(event) => onChange(event.currentTarget.value)} error={error} />;
}

/** A secret: masked and never autocompleted (forms never store it either). */
export function SecretControl<T extends FieldValues>({ name, ...props }: Bound<T, string, PasswordInputProps>) {
  const { bind, value, error, onChange } = useControl<T>(name);
  return <PasswordInput autoComplete="new-password" {...props} {...bind} value={asString(value)} onChange={(event) => onChange(event.currentTarget.value)} error={error} />;
}

export function TextareaControl<T extends FieldValues>({ name, ...props }: Bound<T, string, TextareaProps>) {
  const { bind, value, error, onChange } = useControl<T>(name);
  return <Textarea autosize minRows={2} maxRows={6} {...props} {...bind} value={asString(value)} onChange={(event) => onChange(event.currentTarget.value)} error={error} />;
}

/** A select over a string field; '' (nothing chosen) shows as no selection unless an option has value ''. */
export function SelectControl<T extends FieldValues>({ name, ...props }: Bound<T, string, SelectProps>) {
  const { bind, value, error, onChange } = useControl<T>(name);
  return <Select allowDeselect={false} {...props} {...bind} value={asString(value) || null} onChange={(value) => onChange(value ?? '')} error={error} />;
}

export function SwitchControl<T extends FieldValues>({ name, ...props }: Bound<T, boolean, SwitchProps>) {
  const { bind, value, error, onChange } = useControl<T>(name);
  return <Switch {...props} {...bind} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} error={error} />;
}

export function CheckboxControl<T extends FieldValues>({ name, ...props }: Bound<T, boolean, CheckboxProps>) {
  const { bind, value, error, onChange } = useControl<T>(name);
  return <Checkbox {...props} {...bind} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} error={error} />;
}

/** A radio group over a string field; the options are `<Radio>` children. */
export function RadioGroupControl<T extends FieldValues>({ name, ...props }: Bound<T, string, RadioGroupProps>) {
  const { bind, value, error, onChange } = useControl<T>(name);
  return <Radio.Group {...props} name={bind.name} value={asString(value)} onChange={onChange} error={error} />;
}

/** A list of ids or other space-free values, as tags; a paste of many becomes many. */
export function TagListControl<T extends FieldValues>({ name, ...props }: Bound<T, string[], TagListInputProps>) {
  const { bind, value, error, onChange } = useControl<T>(name);
  return <TagListInput placeholder="Type or paste, Enter to add" {...props} {...bind} value={asStrings(value)} onChange={onChange} error={error} />;
}

export function EmailListControl<T extends FieldValues>({ name, ...props }: Bound<T, string[], EmailListInputProps>) {
  const { value, error, onChange } = useControl<T>(name);
  return <EmailListInput {...props} label={props.label} value={asStrings(value)} onChange={onChange} error={error} />;
}

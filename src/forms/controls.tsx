// The form controls beyond a text field (secret, textarea, select, segmented, switch, checkbox
// and radio groups, tag and email lists), bound as text-control.tsx describes. Apart from it
// because they bring Mantine's Combobox, Popover and floating-ui, which a page whose only field is
// an id (the revoke and open-by-id forms) does not need.
import {
  Checkbox, Input, PasswordInput, Radio, SegmentedControl, Select, Switch,
  type CheckboxGroupProps, type PasswordInputProps, type RadioGroupProps, type SegmentedControlProps, type SelectProps, type SwitchProps,
} from '@mantine/core';
import { useId } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { GrowingTextarea, type GrowingTextareaProps } from '../components/growing-textarea';
import { TagListInput, type TagListInputProps } from '../components/tag-list-input';
import { EmailListInput, type EmailListInputProps } from './email-list-input';
import { asString, useFieldControl, type Bound } from './text-control';

const asStrings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

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

/** The radio a refused submit focuses in a group: the chosen one, or the first that can be chosen. */
const groupFocusTarget = (group: HTMLElement) =>
  group.querySelector<HTMLInputElement>('input[type="radio"]:checked:not(:disabled)') ?? group.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)');

/**
 * A radio group over a string field; the options are `<Radio>` children. The group's wrapper is
 * no input, so the form gets a stand-in whose focus() focuses one of its radios: a step refused
 * for an unchosen group brings the keyboard to it, as it does for a text field.
 */
export function RadioGroupControl<T extends FieldValues>({ name, ...props }: Bound<T, string, RadioGroupProps>) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  const ref = (group: HTMLDivElement | null) => bind.ref(group && { focus: () => groupFocusTarget(group)?.focus() });
  return <Radio.Group {...props} ref={ref} name={bind.name} value={asString(value)} onChange={onChange} error={error} />;
}

/** A list of ids or other space-free values, as tags; a paste of many becomes many. */
export function TagListControl<T extends FieldValues>({ name, ...props }: Bound<T, string[], TagListInputProps>) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return <TagListInput placeholder="Type or paste, Enter to add" {...props} {...bind} value={asStrings(value)} onChange={onChange} error={error} />;
}

/** Its text field is the list's ref, so a save refused for a bad address focuses the list that holds it. */
export function EmailListControl<T extends FieldValues>({ name, ...props }: Omit<EmailListInputProps, 'value' | 'onChange' | 'error' | 'inputRef'> & { name: FieldPathByValue<T, string[]> }) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return <EmailListInput {...props} inputRef={bind.ref} value={asStrings(value)} onChange={onChange} error={error} />;
}

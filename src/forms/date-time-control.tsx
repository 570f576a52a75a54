// A date and time field over a string field ('' = none), apart from controls.tsx so that only
// the forms holding one load @mantine/dates.
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { useFieldControl } from './text-control';

type Props<T extends FieldValues> = Omit<DateTimePickerProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label'> & { name: FieldPathByValue<T, string>; label: string };

export function DateTimeControl<T extends FieldValues>({ name, ...props }: Props<T>) {
  const { bind, value, error, onChange } = useFieldControl<T>(name);
  return <DateTimePicker {...props} onBlur={bind.onBlur} value={typeof value === 'string' && value ? value : null} onChange={(next) => onChange(next ?? '')} error={error} />;
}

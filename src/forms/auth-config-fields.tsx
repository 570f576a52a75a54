// Field components bound to the auth config form by name (react-hook-form context), so each
// provider's section is a short list of labelled fields.
import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import { TagListInput, splitPasted } from '../components/tag-list-input';
import type { AuthConfigFormValues } from './auth-config-form';

type Name = Path<AuthConfigFormValues>;

export function FormTextField({ name, label, description, required, secret, multiline }: { name: string; label: string; description?: string; required?: boolean; secret?: boolean; multiline?: boolean }) {
  const { control } = useFormContext<AuthConfigFormValues>();
  return (
    <Controller
      control={control}
      name={name as Name}
      render={({ field, fieldState }) => {
        const props = {
          label,
          description,
          required,
          name: field.name,
          ref: field.ref,
          value: typeof field.value === 'string' ? field.value : '',
          onChange: (event: { currentTarget: { value: string } }) => field.onChange(event.currentTarget.value),
          onBlur: field.onBlur,
          error: fieldState.error?.message,
        };
        if (secret) return <PasswordInput {...props} autoComplete="new-password" />;
        if (multiline) return <Textarea {...props} autosize minRows={2} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} />;
        return <TextInput {...props} />;
      }}
    />
  );
}

export function FormListField({ name, label, description, required, data }: { name: string; label: string; description?: string; required?: boolean; data?: readonly string[] }) {
  const { control } = useFormContext<AuthConfigFormValues>();
  return (
    <Controller
      control={control}
      name={name as Name}
      render={({ field, fieldState }) => (
        <TagListInput
          label={label}
          description={description}
          required={required}
          data={data ? [...data] : undefined}
          value={Array.isArray(field.value) ? field.value.filter((item): item is string => typeof item === 'string') : []}
          // Domains, ids and scopes never contain spaces: a value typed as "a b" is two values.
          onChange={(next) => field.onChange([...new Set(next.flatMap(splitPasted))])}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

// Small react-hook-form bindings for Mantine inputs: every input gets its label, `required` where
// the rule requires it, and the error of its own field (announced by Mantine through aria).
import { PasswordInput, Select, TextInput, Textarea, type SelectProps, type TextInputProps } from '@mantine/core';
import { Controller, get, useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import { TagListInput } from '../../components/tag-list-input';
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

/**
 * `register` whose field re-validates on every change while it shows an error, so a fixed value
 * clears its message at once (in onTouched mode it would wait for blur, and the message vanishing
 * on blur shifts the layout under the pointer of an admin clicking Next).
 */
function useRegister(name: FormPath) {
  const { register, trigger, getFieldState } = useFormContext<McpServerFormValues>();
  const registered = register(name);
  return {
    ...registered,
    onChange: async (event: { target: unknown; type?: unknown }) => {
      const result: unknown = await registered.onChange(event);
      if (getFieldState(name).error) void trigger(name);
      return result;
    },
  };
}

type TextProps = Omit<TextInputProps, 'name' | 'error'> & { name: FormPath; label: string };

export function TextField({ name, ...props }: TextProps) {
  return <TextInput autoComplete="off" spellCheck={false} {...props} {...useRegister(name)} error={useFieldError(name)} />;
}

export function TextareaField({ name, label, description }: { name: FormPath; label: string; description?: string }) {
  return <Textarea label={label} description={description} autosize minRows={2} maxRows={6} {...useRegister(name)} error={useFieldError(name)} />;
}

/** A secret: masked, never autocompleted, never stored (the draft drops it). */
export function SecretField({ name, label, required, description }: { name: FormPath; label: string; required?: boolean; description?: string }) {
  return <PasswordInput label={label} required={required} description={description} autoComplete="new-password" {...useRegister(name)} error={useFieldError(name)} />;
}

export function TagsField({ name, label, description, placeholder }: { name: FormPath; label: string; description?: string; placeholder?: string }) {
  const { control } = useFormContext<McpServerFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TagListInput
          label={label}
          description={description}
          placeholder={placeholder ?? 'Type or paste, Enter to add'}
          value={Array.isArray(field.value) ? (field.value as string[]) : []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

export function SelectField({ name, label, data, description, placeholder, clearable }: { name: FormPath; label: string; data: SelectProps['data']; description?: string; placeholder?: string; clearable?: boolean }) {
  const { control } = useFormContext<McpServerFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          description={description}
          placeholder={placeholder}
          data={data}
          clearable={clearable}
          allowDeselect={false}
          value={typeof field.value === 'string' && field.value ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

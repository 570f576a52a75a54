// A list of name/value rows (catalog config fields, extra OAuth2 parameters). Values may be masked:
// catalog config values can be secrets the catalog seals, so they are handled like secrets.
import { ActionIcon, Button, Group, Input, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import type { McpServerFormValues } from '../../forms/mcp-server-form';
import { errorMessage } from './fields';

type KeyValuePath = 'hosted.configFields' | 'oauth2.extraAuthorizeParams' | 'oauth2.extraTokenParams';

export function KeyValueEditor({ name, label, description, masked = false, keyLabel = 'Name' }: { name: KeyValuePath; label: string; description?: string; masked?: boolean; keyLabel?: string }) {
  const { control, register } = useFormContext<McpServerFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  return (
    <Input.Wrapper label={label} description={description}>
      <Stack gap="xs" mt={4}>
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        )}
        {fields.map((field, index) => (
          <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
            <KeyInput name={name} index={index} label={`${label}: ${keyLabel.toLowerCase()} ${index + 1}`} placeholder={keyLabel} register={register} error={errorMessage(errors, `${name}.${index}.key`)} />
            {masked ? (
              <PasswordInput style={{ flex: 1 }} aria-label={`${label}: value ${index + 1}`} placeholder="Value" autoComplete="new-password" {...register(`${name}.${index}.value`)} />
            ) : (
              <TextInput style={{ flex: 1 }} aria-label={`${label}: value ${index + 1}`} placeholder="Value" autoComplete="off" {...register(`${name}.${index}.value`)} />
            )}
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => remove(index)} aria-label={`Remove ${label.toLowerCase()} row ${index + 1}`}>
              <span aria-hidden="true">✕</span>
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button size="xs" variant="default" onClick={() => append({ key: '', value: '' })}>
            Add {label.toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

function KeyInput({ name, index, label, placeholder, register, error }: { name: KeyValuePath; index: number; label: string; placeholder: string; register: ReturnType<typeof useFormContext<McpServerFormValues>>['register']; error?: string }) {
  return <TextInput style={{ flex: 1 }} aria-label={label} placeholder={placeholder} autoComplete="off" spellCheck={false} {...register(`${name}.${index}.key`)} error={error} />;
}

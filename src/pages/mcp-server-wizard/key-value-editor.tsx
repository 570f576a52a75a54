// A list of name/value rows (catalog config fields, extra OAuth2 parameters). Values may be masked:
// catalog config values can be secrets the catalog seals, so they are handled like secrets.
import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { McpServerFormValues } from '../../forms/mcp-server-form';
import { SecretField, TextField } from './fields';

type KeyValuePath = 'hosted.configFields' | 'oauth2.extraAuthorizeParams' | 'oauth2.extraTokenParams';

export function KeyValueEditor({ name, label, description, masked = false, keyLabel = 'Name' }: { name: KeyValuePath; label: string; description?: string; masked?: boolean; keyLabel?: string }) {
  const { control } = useFormContext<McpServerFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const ValueField = masked ? SecretField : TextField;
  // A row's remove button goes with its row: the focus moves to the list's Add button (else it
  // would fall to the page's body, and the next Tab start again from the top of the page).
  const addButton = useRef<HTMLButtonElement>(null);
  const removeRow = (index: number) => {
    remove(index);
    addButton.current?.focus();
  };
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
            <TextField name={`${name}.${index}.key`} aria-label={`${label}: ${keyLabel.toLowerCase()} ${index + 1}`} placeholder={keyLabel} style={{ flex: 1 }} />
            <ValueField name={`${name}.${index}.value`} aria-label={`${label}: value ${index + 1}`} placeholder="Value" style={{ flex: 1 }} />
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => removeRow(index)} aria-label={`Remove ${label.toLowerCase()} row ${index + 1}`}>
              <span aria-hidden="true">✕</span>
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button ref={addButton} size="xs" variant="default" onClick={() => append({ key: '', value: '' })}>
            Add {label.toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

// The Google service-account key: pasted or uploaded, checked (type, client_email, private_key),
// moved into the form at once and never displayed again; only the account's e-mail is shown.
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { serviceAccountKeyProblem } from '../../api/mcp-servers';
import { GrowingTextarea } from '../../components/growing-textarea';
import { useWizardField } from './fields';

function clientEmail(json: string): string {
  try {
    const value: unknown = JSON.parse(json);
    const email = value && typeof value === 'object' ? (value as Record<string, unknown>).client_email : undefined;
    return typeof email === 'string' ? email : '';
  } catch {
    return '';
  }
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return Boolean(value) && typeof value === 'object';
  } catch {
    return false;
  }
}

export function GoogleCredentialsField() {
  const field = useWizardField('googleServiceAccount.credentialsJson');
  const json = typeof field.value === 'string' ? field.value : '';
  const [typing, setTyping] = useState('');

  const accept = (text: string) => {
    setTyping('');
    field.onChange(text);
    field.bind.onBlur();
  };

  if (json && !serviceAccountKeyProblem(json)) {
    return (
      <Input.Wrapper labelElement="div" label="Credentials JSON" required description="The key is kept only in this page's memory until it is sent; it is never shown again.">
        <Group gap="sm" mt={4}>
          <Text size="sm" role="status">
            Service account key set for <strong>{clientEmail(json)}</strong>.
          </Text>
          <Button size="xs" variant="default" onClick={() => accept('')}>
            Replace key
          </Button>
        </Group>
      </Input.Wrapper>
    );
  }
  return (
    <Stack gap={4}>
      <GrowingTextarea
        label="Credentials JSON"
        required
        description="Paste the service account key file, or upload it. It is checked, then hidden."
        placeholder='{"type": "service_account", …}'
        minRows={3}
        maxRows={6}
        spellCheck={false}
        autoComplete="off"
        value={typing}
        error={typing && !isJsonObject(typing) ? 'Not complete JSON yet' : field.error}
        onChange={(event) => {
          const text = event.currentTarget.value;
          // A complete JSON object moves into the form (and out of sight); partial text stays here.
          if (isJsonObject(text)) accept(text);
          else setTyping(text);
        }}
      />
      <Group>
        <FileButton onChange={(file) => void file?.text().then(accept)} accept="application/json,.json">
          {(props) => (
            <Button size="xs" variant="default" {...props}>
              Upload key file
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}

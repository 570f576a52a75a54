import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { McpServerFormValues } from '../../forms/mcp-server-form';
import { useStoredValue } from '../../hooks/use-stored-value';
import { RadioGroupField, TextField } from './fields';
import { recentAppIds } from './wizard-storage';

const NONE: string[] = [];

export function ApplicationStep() {
  const { control, setValue } = useFormContext<McpServerFormValues>();
  const mode = useWatch({ control, name: 'appMode' });
  const recent = useStoredValue(recentAppIds, NONE);
  return (
    <Stack gap="md">
      <RadioGroupField name="appMode" label="Register the server under" required>
        <Stack gap="xs" mt="xs">
          <Radio value="existing" label="An existing application" description="The app id goes into the request path." />
          <Radio value="new" label="A new managed application" description="The service creates a managed app for this server (empty app id in the path)." />
          <Radio value="discovered" label="A discovered application" description="An application a connector discovered (appManagedStateBindingRef)." />
        </Stack>
      </RadioGroupField>
      {mode === 'existing' && (
        <Stack gap="xs">
          <TextField name="appId" label="App id" required placeholder="app-…" />
          {recent.length > 0 && (
            <Group gap="xs" aria-label="Recently used app ids" role="group">
              <Text size="sm" c="dimmed">
                Recent:
              </Text>
              {recent.map((id) => (
                <Button key={id} size="compact-xs" variant="light" onClick={() => setValue('appId', id, { shouldDirty: true, shouldValidate: true })}>
                  {id}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      )}
      {mode === 'new' && (
        <Text size="sm">
          The request goes to <code>/api/v1/apps//mcp_servers</code> and the service creates a new managed application; its id is shown on the result.
        </Text>
      )}
      {mode === 'discovered' && (
        <Stack gap="xs">
          <TextField name="binding.appId" label="Connector's app id" description="Id of the application that owns the connector which discovered it." required />
          <TextField name="binding.resourceId" label="Resource id" description="Resource id of the discovered application." required />
          <TextField name="binding.resourceTypeId" label="Resource type id" description="Id of the resource type used for discovered applications." required />
        </Stack>
      )}
    </Stack>
  );
}

import { Code, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { EXTERNAL, HOSTED, authMembersFor, type AuthMember } from '../../api/mcp-servers';
import type { McpServerFormValues } from '../../forms/mcp-server-form';
import { SegmentedField, SelectField, TagsField, TextField, TextareaField } from './fields';
import { SENSITIVITY_OPTIONS } from './options';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** What the tools will be called: `<prefix>_<tool>`, or what the service derives when empty. */
function ToolPrefixPreview() {
  const { control } = useFormContext<McpServerFormValues>();
  const [prefix, serverType, url, tunneled, serviceName] = useWatch({ control, name: ['toolPrefix', 'serverType', 'external.url', 'tunneled', 'tunnelServiceName'] });
  const derived = serverType === HOSTED ? "the catalog entry's default prefix" : `the ${tunneled ? 'service name' : 'hostname'}${(tunneled ? serviceName : hostOf(url)) ? ` (${tunneled ? serviceName : hostOf(url)})` : ''}`;
  return (
    <Text size="sm" aria-live="polite">
      {prefix.trim() ? (
        <>
          Tools will be exposed as <Code>{`${prefix.trim()}_search`}</Code>, <Code>{`${prefix.trim()}_create_issue`}</Code>, …
        </>
      ) : (
        <>Empty: the service derives a prefix from {derived}, e.g. <Code>{'<derived>_search'}</Code>.</>
      )}
    </Text>
  );
}

export function ServerStep() {
  const { getValues, setValue } = useFormContext<McpServerFormValues>();
  return (
    <Stack gap="md">
      <SegmentedField
        name="serverType"
        label="Server type"
        required
        description="HOSTED: the service runs a catalog integration. EXTERNAL: a third-party MCP server reached by URL."
        data={[
          { value: HOSTED, label: 'Hosted' },
          { value: EXTERNAL, label: 'External' },
        ]}
        // Keep typed values, but drop a chosen auth member the new type does not offer.
        onValueChange={(value) => {
          if (!authMembersFor(value).includes(getValues('authMember') as AuthMember)) setValue('authMember', '');
        }}
      />
      <TextField name="displayName" label="Display name" required />
      <TextareaField name="description" label="Description" />
      <SelectField name="dataSensitivity" label="Data sensitivity" data={SENSITIVITY_OPTIONS} />
      <Stack gap={4}>
        <TextField name="toolPrefix" label="Tool prefix" description="Optional. Tools are exposed as <prefix>_<tool>." />
        <ToolPrefixPreview />
      </Stack>
      <TagsField name="userIds" label="Integration owner user ids" description="Owners of the MCP server connector. Paste many at once (comma, space or newline separated)." />
      <TagsField name="accessProfileIds" label="Access profile ids" description="Access profiles to attach to the server." />
    </Stack>
  );
}

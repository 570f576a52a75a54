import { Alert, Code, Radio, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { HOSTED, PER_USER_RULE, isKsuid } from '../../api/mcp-servers';
import { tunnelUrl } from '../../forms/mcp-server-body';
import { perUserAllowed, type McpServerFormValues } from '../../forms/mcp-server-form';
import { RadioGroupField, SelectField, SwitchField, TextField } from './fields';
import { KeyValueEditor } from './key-value-editor';
import { AUTH_MEMBER_LABELS, GRANT_LABELS, TOOL_APPROVAL_OPTIONS, TRANSPORT_OPTIONS } from './options';

function KsuidHint({ value }: { value: string }) {
  const trimmed = value.trim();
  if (!trimmed) return <>A 27-character KSUID (letters and digits).</>;
  return <>{isKsuid(trimmed) ? '27/27 characters: a valid KSUID.' : `${trimmed.length}/27 characters${/[^0-9A-Za-z]/.test(trimmed) ? ', only letters and digits allowed' : ''}.`}</>;
}

function TokenSharingField() {
  const { control } = useFormContext<McpServerFormValues>();
  const [serverType, authMember, oauth2, tokenSharing] = useWatch({ control, name: ['serverType', 'authMember', 'oauth2', 'tokenSharing'] });
  const allowed = perUserAllowed({ authMember, oauth2 });
  const chosen = authMember === 'oauth2' ? `OAuth2 ${GRANT_LABELS[oauth2.grant].toLowerCase()}` : (AUTH_MEMBER_LABELS[authMember as keyof typeof AUTH_MEMBER_LABELS] ?? authMember).toLowerCase();
  return (
    <RadioGroupField name="tokenSharing" label="Token sharing">
      <Stack gap="xs" mt="xs">
        <Radio
          value="MCP_SERVER_TOKEN_SHARING_UNSPECIFIED"
          label={serverType === HOSTED ? 'Not set (service default)' : 'Not set: SHARED by default'}
          description={serverType === HOSTED ? 'The service decides.' : 'External servers share one credential unless told otherwise.'}
        />
        <Radio value="MCP_SERVER_TOKEN_SHARING_SHARED" label="Shared" description="The admin authorizes once; the credential applies to every tool call." />
        <Radio
          value="MCP_SERVER_TOKEN_SHARING_PER_USER"
          label="Per user"
          disabled={!allowed && tokenSharing !== 'MCP_SERVER_TOKEN_SHARING_PER_USER'}
          description={allowed ? `Each user authenticates independently. ${PER_USER_RULE}.` : `Not available with ${chosen}: ${PER_USER_RULE}.`}
        />
      </Stack>
    </RadioGroupField>
  );
}

function TunnelFields({ hosted }: { hosted: boolean }) {
  const { control } = useFormContext<McpServerFormValues>();
  const [applianceId, serviceName, path] = useWatch({ control, name: ['tunnelApplianceId', 'tunnelServiceName', 'tunnelPath'] });
  return (
    <Stack gap="sm">
      <TextField name="tunnelApplianceId" label="Tunnel appliance id" required description={<KsuidHint value={applianceId} />} />
      <TextField name="tunnelServiceName" label="Service name" required description="The service name the appliance announces." />
      {!hosted && (
        <>
          <TextField name="tunnelPath" label="Path" placeholder="/" description="Endpoint path on the appliance-side MCP server; / when empty, and a leading / is added when missing." />
          <Text size="sm" aria-live="polite">
            The service will reach the server at <Code>{serviceName.trim() ? tunnelUrl(serviceName, path) : 'http://<service name>/'}</Code> (this replaces the URL).
          </Text>
        </>
      )}
    </Stack>
  );
}

export function ConnectionStep() {
  const { control } = useFormContext<McpServerFormValues>();
  const [serverType, tunneled, catalogId] = useWatch({ control, name: ['serverType', 'tunneled', 'hosted.mcpServerCatalogId'] });
  const hosted = serverType === HOSTED;
  return (
    <Stack gap="md">
      {hosted ? (
        <>
          <TextField name="hosted.mcpServerCatalogId" label="Catalog id" required description={<KsuidHint value={catalogId} />} />
          <TextField name="hosted.sourceAppId" label="Source app id" description="Optional, for connector-backed servers." />
          <KeyValueEditor name="hosted.configFields" label="Config field" masked description="Extra config values by catalog field name. Values may be secrets the catalog seals: they are masked and never kept in the draft." />
        </>
      ) : (
        <>
          {tunneled ? (
            <Alert color="gray" variant="light" title="URL synthesized from the tunnel">
              A tunneled server has no public URL: see the preview below.
            </Alert>
          ) : (
            <TextField name="external.url" label="Server URL" required placeholder="https://mcp.example.com/mcp" description="HTTPS is required (unless the server is tunneled)." />
          )}
          <SelectField name="external.transportType" label="Transport" data={TRANSPORT_OPTIONS} />
        </>
      )}
      <SwitchField name="tunneled" label="Reach the server over a tunnel to a private appliance" />
      {tunneled && <TunnelFields hosted={hosted} />}
      <TokenSharingField />
      <SelectField name="requireToolApproval" label="Tool approval" data={TOOL_APPROVAL_OPTIONS} description="Per-server override for tool auto-approval." />
    </Stack>
  );
}

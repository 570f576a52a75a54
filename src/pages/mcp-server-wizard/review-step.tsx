import { Button, Code, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { HOSTED, type AuthMember } from '../../api/mcp-servers';
import { buildRegisterBody, curlCommand, placeholderJson, registerAppId, tunnelUrl } from '../../forms/mcp-server-body';
import { STEPS, SECRET_FIELDS, formWarnings, stepOfField, type Issue, type McpServerFormValues } from '../../forms/mcp-server-form';
import { AUTH_MEMBER_LABELS, GRANT_LABELS, SENSITIVITY_OPTIONS, TOKEN_SHARING_LABELS, TOOL_APPROVAL_OPTIONS, TRANSPORT_OPTIONS, optionLabel } from './options';
import { isolateBidi } from '../../components/bidi-isolate';
import { URL_BREAKS, softBreaks } from '../../components/soft-breaks';
import { FieldRow, FieldTable } from '../../components/field-table';
import { ServerDescription } from './server-description';

/** Flattens RHF's nested errors into [path, message] pairs. */
export function flattenErrors(errors: unknown, prefix = ''): [string, string][] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' && prefix) return [[prefix, node.message]];
  // `root` holds a failed Register's error, which the review step shows as the failure itself.
  const skipped = (key: string) => key === 'ref' || key === 'type' || key === 'types' || key === 'message' || (key === 'root' && !prefix);
  return Object.entries(node).flatMap(([key, value]) => (skipped(key) ? [] : flattenErrors(value, prefix ? `${prefix}.${key}` : key)));
}

const SECRET_LABELS: Record<string, string> = {
  token: 'Token', password: 'Password', headerValue: 'Header value', secretAccessKey: 'Secret access key', sessionToken: 'Session token',
  credentialsJson: 'Credentials JSON', clientSecret: 'Client secret', jwtPrivateKey: 'JWT private key',
};

function Summary({ values }: { values: McpServerFormValues }) {
  const member = values.authMember as AuthMember;
  const hosted = values.serverType === HOSTED;
  const secrets = SECRET_FIELDS[member] ?? [];
  const memberValues = (values as unknown as Record<string, Record<string, unknown>>)[member] ?? {};
  const appId = registerAppId(values);
  return (
    <FieldTable labelWidth={'35%'} aria-label="Registration summary">
      <FieldRow label="Application">{values.appMode === 'existing' ? isolateBidi(appId) : values.appMode === 'new' ? 'A new managed application' : `Discovered: ${isolateBidi(values.binding.resourceId)} (${isolateBidi(values.binding.resourceTypeId)}) of ${isolateBidi(values.binding.appId)}`}</FieldRow>
      <FieldRow label="Server">{`${hosted ? 'Hosted' : 'External'}: ${isolateBidi(values.displayName)}`}</FieldRow>
      <FieldRow label="Description"><ServerDescription value={values.description} /></FieldRow>
      <FieldRow label="Data sensitivity">{optionLabel(SENSITIVITY_OPTIONS, values.dataSensitivity)}</FieldRow>
      <FieldRow label={hosted ? 'Catalog id' : 'URL'}>{hosted ? isolateBidi(values.hosted.mcpServerCatalogId) : softBreaks(values.tunneled ? tunnelUrl(values.tunnelServiceName, values.tunnelPath) : values.external.url, URL_BREAKS)}</FieldRow>
      {!hosted && <FieldRow label="Transport">{optionLabel(TRANSPORT_OPTIONS, values.external.transportType)}</FieldRow>}
      {values.tunneled && <FieldRow label="Tunnel">{`${isolateBidi(values.tunnelServiceName)} via appliance ${isolateBidi(values.tunnelApplianceId)}`}</FieldRow>}
      <FieldRow label="Token sharing">{!hosted && values.tokenSharing.endsWith('_UNSPECIFIED') ? 'Not set: shared by default' : (TOKEN_SHARING_LABELS[values.tokenSharing] ?? values.tokenSharing)}</FieldRow>
      <FieldRow label="Tool approval">{optionLabel(TOOL_APPROVAL_OPTIONS, values.requireToolApproval)}</FieldRow>
      <FieldRow label="Authentication">{`${AUTH_MEMBER_LABELS[member] ?? '—'}${member === 'oauth2' ? ` (${GRANT_LABELS[values.oauth2.grant].toLowerCase()})` : ''}`}</FieldRow>
      {secrets
        .filter((secret) => member !== 'oauth2' || (secret === 'clientSecret' ? values.oauth2.grant !== 'jwt_bearer' : values.oauth2.grant === 'jwt_bearer'))
        .map((secret) => (
          <FieldRow key={secret} label={SECRET_LABELS[secret] ?? secret}>
            {memberValues[secret] ? 'set' : 'not set'}
          </FieldRow>
        ))}
      {hosted && values.hosted.configFields.some((row) => row.key.trim()) && (
        <FieldRow label="Config fields">{values.hosted.configFields.filter((row) => row.key.trim()).map((row) => `${isolateBidi(row.key.trim())}: ${row.value ? 'set' : 'empty'}`).join(', ')}</FieldRow>
      )}
    </FieldTable>
  );
}

/** Problems (an alert: they block Register) or warnings, each with a button to its step. */
function IssueList({ title, issues, onGoToStep, alert = false }: { title: string; issues: Issue[]; onGoToStep: (step: number) => void; alert?: boolean }) {
  return (
    <Stack gap={4} role={alert ? 'alert' : undefined}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <List size="sm">
        {issues.map(({ path, message }) => (
          <List.Item key={path}>
            <Button variant="subtle" size="compact-sm" onClick={() => onGoToStep(stepOfField(path))}>
              {`${STEPS[stepOfField(path)] ?? 'Review'}: ${isolateBidi(path)}`}
            </Button>{' '}
            {message}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function ReviewStep({ onGoToStep }: { onGoToStep: (step: number) => void }) {
  const { control } = useFormContext<McpServerFormValues>();
  const values = useWatch({ control }) as McpServerFormValues;
  const { errors } = useFormState({ control });
  const problems = flattenErrors(errors);
  const warnings = formWarnings(values);
  const { json, curl } = useMemo(() => {
    const body = buildRegisterBody(values);
    return { json: placeholderJson(body), curl: curlCommand(registerAppId(values), body) };
  }, [values]);

  return (
    <Stack gap="md">
      {problems.length > 0 && <IssueList title="Fix these before registering" issues={problems.map(([path, message]) => ({ path, message }))} onGoToStep={onGoToStep} alert />}
      {warnings.length > 0 && <IssueList title="Check these (registering is still possible)" issues={warnings} onGoToStep={onGoToStep} />}
      <Summary values={values} />
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={3} size="h5" id="request-body-title">
            Request body (secrets as placeholders)
          </Title>
          <Group gap="xs">
            <CopyButton value={json}>{({ copied, copy }) => <Button size="xs" variant="default" onClick={copy}>{copied ? 'Copied' : 'Copy JSON'}</Button>}</CopyButton>
            <CopyButton value={curl}>{({ copied, copy }) => <Button size="xs" variant="default" onClick={copy}>{copied ? 'Copied' : 'Copy as curl'}</Button>}</CopyButton>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          Copy JSON and Copy as curl copy this body: each secret is a placeholder such as {'<externalConfig.bearerToken.token>'} to replace with the real value. The curl
          command expects $TENANT_BASE_URL and $ACCESS_TOKEN.
        </Text>
        <Code block aria-labelledby="request-body-title" style={{ maxHeight: 360, overflow: 'auto' }}>
          {json}
        </Code>
      </Stack>
    </Stack>
  );
}

import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AUTH_METHODS, DATA_SENSITIVITIES, OAUTH2_CLIENT_ID_MODES, OAUTH2_MODES, OPTIONAL_BOOLS, SERVER_TYPES, TOKEN_SHARINGS, TRANSPORT_TYPES, type RegisterMcpServerResponse } from '../../api/mcp-servers';
import { isolateBidi, isolateList } from '../../components/bidi-isolate';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { EnumBadge } from '../../components/enum-badge';
import { SafeLink } from '../../components/safe-link';
import { URL_BREAKS, softBreaks } from '../../components/soft-breaks';
import { FieldRow, FieldTable, NotSet } from '../../components/field-table';
import { ServerDescription } from './server-description';
import { SENSITIVITY_OPTIONS, TOKEN_SHARING_LABELS, TOOL_APPROVAL_OPTIONS, optionLabel } from './options';

const text = (value: string) => isolateBidi(value) || <NotSet />;
const flag = (value: boolean) => <Badge variant="light" color={value ? 'teal' : 'gray'} tt="none">{value ? 'configured' : 'not configured'}</Badge>;
const list = (values: string[]) => (values.length ? isolateList(values) : <NotSet />);
const params = (value: Record<string, unknown>) => (Object.keys(value).length ? Object.entries(value).map(([key, v]) => `${isolateBidi(key)}=${isolateBidi(typeof v === 'string' ? v : JSON.stringify(v))}`).join(', ') : <NotSet />);

/**
 * A choice the wizard offers, as the result shows it: a value left unset (empty, `_UNSPECIFIED`) in
 * the words the wizard's options and review step give it ("Not set", "Tenant default"), lower-cased
 * as a badge's words are, its wire value as the title; any other value as its enum badge.
 */
function Choice({ value, prefix, known, unset }: { value: string; prefix: string; known: readonly string[]; unset: string }) {
  if (value && value !== `${prefix}_UNSPECIFIED`) return <EnumBadge value={value} prefix={prefix} known={known} />;
  return (
    <Badge variant="light" color="gray" tt="none" title={value || undefined}>
      {unset.charAt(0).toLowerCase() + unset.slice(1)}
    </Badge>
  );
}

/** Unix seconds (int64 string) for display; 0 means never; an out-of-range value is shown as it came. */
function secondsToDate(seconds: string) {
  if (seconds === '0') return 'never';
  const date = new Date(Number(seconds) * 1000);
  return Number.isNaN(date.getTime()) ? seconds : <DateTime value={date.toISOString()} />;
}

type McpServer = NonNullable<RegisterMcpServerResponse['mcpServer']>;

/** The credential rows of each auth method; an auth method this console does not know shows every row. */
const CREDENTIAL_ROWS: { method: string; row: (server: McpServer) => ReactNode }[] = [
  { method: 'MCP_SERVER_AUTH_METHOD_BEARER_TOKEN', row: (server) => <FieldRow key="bearer" label="Bearer token">{flag(server.bearerTokenConfigured)}</FieldRow> },
  { method: 'MCP_SERVER_AUTH_METHOD_BASIC_AUTH', row: (server) => <FieldRow key="basic" label="Basic auth">{isolateBidi(server.basicAuthUsername) || '—'} · password {flag(server.basicAuthPasswordConfigured)}</FieldRow> },
  { method: 'MCP_SERVER_AUTH_METHOD_CUSTOM_HEADER', row: (server) => <FieldRow key="header" label="Custom header">{isolateBidi(server.customHeaderName) || '—'} · value {flag(server.customHeaderValueConfigured)}</FieldRow> },
  {
    method: 'MCP_SERVER_AUTH_METHOD_AWS_SIGV4',
    row: (server) => <FieldRow key="aws" label="AWS SigV4">{isolateBidi(server.awsAccessKeyId) || '—'} · secret {flag(server.awsSecretAccessKeyConfigured)} · session token {flag(server.awsSessionTokenConfigured)}</FieldRow>,
  },
  { method: 'MCP_SERVER_AUTH_METHOD_OAUTH2', row: (server) => <FieldRow key="oauth2" label="OAuth2 credentials">{flag(server.oauth2CredentialsConfigured)}</FieldRow> },
  { method: 'MCP_SERVER_AUTH_METHOD_OAUTH2', row: (server) => <FieldRow key="jwt" label="OAuth2 JWT private key">{flag(server.oauth2JwtPrivateKeyConfigured)}</FieldRow> },
];

/** Only the credentials of the auth method the server uses: the others were not sent. */
function Credentials({ server }: { server: McpServer }) {
  if (server.authMethod === 'MCP_SERVER_AUTH_METHOD_NONE') return <Text size="sm">None: the service calls this server without credentials.</Text>;
  const known = CREDENTIAL_ROWS.some((entry) => entry.method === server.authMethod);
  const rows = CREDENTIAL_ROWS.filter((entry) => !known || entry.method === server.authMethod).map((entry) => entry.row(server));
  return (
    <FieldTable labelWidth={'40%'} aria-label="Credentials">{rows}</FieldTable>
  );
}

/** The result's heading (the wizard's heading on the result, which takes focus). */
export function resultHeading(result: RegisterMcpServerResponse): string {
  const server = result.mcpServer;
  return server ? `Registered ${isolateBidi(server.displayName || server.connectorId)}` : 'Registered';
}

/** Config values by name; a result restored after a reload has their names only (wizard-storage.ts keeps no value). */
function configValues(values: Record<string, string>, restored: boolean) {
  if (!restored) return params(values);
  const names = Object.keys(values);
  return names.length ? `${isolateList(names)} (${names.length === 1 ? 'value' : 'values'} not kept after a reload)` : <NotSet />;
}

/** The answer to Register; `restored`: the copy this tab kept across a reload. */
export function ResultView({ result, restored }: { result: RegisterMcpServerResponse; restored: boolean }) {
  const server = result.mcpServer;
  if (!server) {
    return (
      <Alert color="yellow" title="Registered, but the service returned no server view">
        The request succeeded (access profiles attached: {result.accessProfilesAttached ? 'yes' : 'no'}), but the answer carried no MCP server.
      </Alert>
    );
  }
  const oauth2 = server.authMethod === 'MCP_SERVER_AUTH_METHOD_OAUTH2';
  // A server registered without authentication was sent no secret: the note on secrets would contradict its Credentials section.
  const sentSecrets = server.authMethod !== 'MCP_SERVER_AUTH_METHOD_NONE';
  return (
    <Stack gap="md">
      {(sentSecrets || server.credentialsSetupUrl) && (
        <Alert color="teal" variant="light" role="status">
          <Stack gap={4}>
            {sentSecrets && <Text size="sm">Secrets were sent once and are shown only as configured flags.</Text>}
            {server.credentialsSetupUrl && <Text size="sm">{sentSecrets ? 'Enter or rotate' : 'Add'} credentials later on the credentials setup page (link below).</Text>}
          </Stack>
        </Alert>
      )}
      <Title order={2} size="h4">
        Server
      </Title>
      <FieldTable labelWidth={'40%'} aria-label="Server">
        <FieldRow label="Connector id"><CopyValue value={server.connectorId} label="connector id" /></FieldRow>
        <FieldRow label="App id"><CopyValue value={server.appId} label="app id" /></FieldRow>
        <FieldRow label="Server type"><EnumBadge value={server.serverType} prefix="MCP_SERVER_TYPE" known={SERVER_TYPES} /></FieldRow>
        <FieldRow label="Description"><ServerDescription value={server.description} /></FieldRow>
        <FieldRow label="Data sensitivity"><Choice value={server.dataSensitivity} prefix="MCP_SERVER_DATA_SENSITIVITY" known={DATA_SENSITIVITIES} unset={optionLabel(SENSITIVITY_OPTIONS, 'MCP_SERVER_DATA_SENSITIVITY_UNSPECIFIED')} /></FieldRow>
        <FieldRow label="Catalog id">{server.mcpServerCatalogId ? <CopyValue value={server.mcpServerCatalogId} label="catalog id" /> : text('')}</FieldRow>
        <FieldRow label="Source app id">{text(server.sourceAppId)}</FieldRow>
        <FieldRow label="Auth method"><EnumBadge value={server.authMethod} prefix="MCP_SERVER_AUTH_METHOD" known={AUTH_METHODS} /></FieldRow>
        <FieldRow label="Token sharing"><Choice value={server.tokenSharing} prefix="MCP_SERVER_TOKEN_SHARING" known={TOKEN_SHARINGS} unset={TOKEN_SHARING_LABELS.MCP_SERVER_TOKEN_SHARING_UNSPECIFIED ?? ''} /></FieldRow>
        <FieldRow label="Tool approval"><Choice value={server.requireToolApproval} prefix="OPTIONAL_BOOL" known={OPTIONAL_BOOLS} unset={optionLabel(TOOL_APPROVAL_OPTIONS, 'OPTIONAL_BOOL_UNSPECIFIED')} /></FieldRow>
        <FieldRow label="Transport"><EnumBadge value={server.transportType} prefix="MCP_SERVER_TRANSPORT_TYPE" known={TRANSPORT_TYPES} /></FieldRow>
        <FieldRow label="Tool prefix">{text(server.toolPrefix)}</FieldRow>
        <FieldRow label="Default tool prefix">{text(server.defaultToolPrefix)}</FieldRow>
        <FieldRow label="Endpoint URL">
          <Group gap="xs">
            {server.endpointUrl ? <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>{softBreaks(server.endpointUrl, URL_BREAKS)}</Text> : text('')}
            {server.endpointUrlLocked && <Badge variant="outline" color="gray" tt="none">locked</Badge>}
          </Group>
        </FieldRow>
        <FieldRow label="Config field values">{configValues(server.configFieldValues, restored)}</FieldRow>
        <FieldRow label="Access profiles attached">{result.accessProfilesAttached ? 'yes' : 'no'}</FieldRow>
        <FieldRow label="Credentials setup">{server.credentialsSetupUrl ? <SafeLink href={server.credentialsSetupUrl} inherit /> : text('')}</FieldRow>
        <FieldRow label="Created"><DateTime value={server.createdAt} /></FieldRow>
        <FieldRow label="Updated"><DateTime value={server.updatedAt} /></FieldRow>
        <FieldRow label="Last called"><DateTime value={server.lastCalledAt} /></FieldRow>
      </FieldTable>
      <Title order={2} size="h4">
        Credentials
      </Title>
      <Credentials server={server} />
      {oauth2 && (
        <>
          <Title order={2} size="h4">
            OAuth2
          </Title>
          <FieldTable labelWidth={'40%'} aria-label="OAuth2">
            <FieldRow label="Client id mode"><EnumBadge value={server.oauth2ClientIdMode} prefix="MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE" known={OAUTH2_CLIENT_ID_MODES} /></FieldRow>
            <FieldRow label="Mode"><EnumBadge value={server.oauth2Mode} prefix="MCP_SERVER_AUTH_OAUTH2_MODE" known={OAUTH2_MODES} /></FieldRow>
            <FieldRow label="Client id">{text(server.oauth2ClientId)}</FieldRow>
            <FieldRow label="Authorize URL">{text(server.oauth2AuthorizeUrl)}</FieldRow>
            <FieldRow label="Token URL">{text(server.oauth2TokenUrl)}</FieldRow>
            <FieldRow label="Issuer URL">{text(server.oauth2IssuerUrl)}</FieldRow>
            <FieldRow label="Scopes">{list(server.oauth2Scopes)}</FieldRow>
            <FieldRow label="Supported scopes">{list(server.oauth2ScopesSupported)}</FieldRow>
            <FieldRow label="Code challenge methods">{list(server.oauth2CodeChallengeMethodsSupported)}</FieldRow>
            <FieldRow label="PKCE">{text(server.oauth2Pkce)}</FieldRow>
            <FieldRow label="Token endpoint auth method">{text(server.oauth2TokenEndpointAuthMethod)}</FieldRow>
            <FieldRow label="Extra authorize params">{params(server.oauth2ExtraAuthorizeParams)}</FieldRow>
            <FieldRow label="Extra token params">{params(server.oauth2ExtraTokenParams)}</FieldRow>
            <FieldRow label="JWT issuer / subject / audience">{isolateList([server.oauth2JwtIssuer, server.oauth2JwtSubject, server.oauth2JwtAudience].map((v) => v || '—'), ' / ')}</FieldRow>
            <FieldRow label="Client secret expires">{secondsToDate(server.oauth2ClientSecretExpiresAt)}</FieldRow>
            <FieldRow label="Service authorized">{server.oauth2ServiceAuthorized ? `yes, as ${isolateBidi(server.oauth2ServiceAuthorizedAsName || server.oauth2ServiceAuthorizedAsEmail || '—')} by ${isolateBidi(server.oauth2ServiceAuthorizedBy || '—')}` : 'not yet'}</FieldRow>
            <FieldRow label="Authorized at"><DateTime value={server.oauth2ServiceAuthorizedAt} /></FieldRow>
          </FieldTable>
        </>
      )}
      {server.tunneled && (
        <>
          <Title order={2} size="h4">
            Tunnel
          </Title>
          <FieldTable labelWidth={'40%'} aria-label="Tunnel">
            <FieldRow label="Appliance id"><CopyValue value={server.tunnelApplianceId} label="appliance id" /></FieldRow>
            <FieldRow label="Bridge id"><CopyValue value={server.tunnelBridgeId} label="bridge id" /></FieldRow>
            <FieldRow label="Service name">{text(server.tunnelServiceName)}</FieldRow>
          </FieldTable>
        </>
      )}
    </Stack>
  );
}

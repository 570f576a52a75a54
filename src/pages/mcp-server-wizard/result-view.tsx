import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AUTH_METHODS, DATA_SENSITIVITIES, OAUTH2_CLIENT_ID_MODES, OAUTH2_MODES, OPTIONAL_BOOLS, SERVER_TYPES, TOKEN_SHARINGS, TRANSPORT_TYPES, type RegisterMcpServerResponse } from '../../api/mcp-servers';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { EnumBadge } from '../../components/enum-badge';
import { SafeLink } from '../../components/safe-link';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%">
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

const text = (value: string) => value || <Text span c="dimmed">—</Text>;
const flag = (value: boolean) => <Badge variant="light" color={value ? 'teal' : 'gray'} tt="none">{value ? 'configured' : 'not configured'}</Badge>;
const list = (values: string[]) => (values.length ? values.join(', ') : <Text span c="dimmed">—</Text>);
const params = (value: Record<string, unknown>) => (Object.keys(value).length ? Object.entries(value).map(([key, v]) => `${key}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ') : <Text span c="dimmed">—</Text>);

/** Unix seconds (int64 string) for display; 0 means never; an out-of-range value is shown as it came. */
function secondsToDate(seconds: string) {
  if (seconds === '0') return 'never';
  const date = new Date(Number(seconds) * 1000);
  return Number.isNaN(date.getTime()) ? seconds : <DateTime value={date.toISOString()} />;
}

type McpServer = NonNullable<RegisterMcpServerResponse['mcpServer']>;

/** The credential rows of each auth method; an auth method this console does not know shows every row. */
const CREDENTIAL_ROWS: { method: string; row: (server: McpServer) => ReactNode }[] = [
  { method: 'MCP_SERVER_AUTH_METHOD_BEARER_TOKEN', row: (server) => <Row key="bearer" label="Bearer token">{flag(server.bearerTokenConfigured)}</Row> },
  { method: 'MCP_SERVER_AUTH_METHOD_BASIC_AUTH', row: (server) => <Row key="basic" label="Basic auth">{server.basicAuthUsername || '—'} · password {flag(server.basicAuthPasswordConfigured)}</Row> },
  { method: 'MCP_SERVER_AUTH_METHOD_CUSTOM_HEADER', row: (server) => <Row key="header" label="Custom header">{server.customHeaderName || '—'} · value {flag(server.customHeaderValueConfigured)}</Row> },
  {
    method: 'MCP_SERVER_AUTH_METHOD_AWS_SIGV4',
    row: (server) => <Row key="aws" label="AWS SigV4">{server.awsAccessKeyId || '—'} · secret {flag(server.awsSecretAccessKeyConfigured)} · session token {flag(server.awsSessionTokenConfigured)}</Row>,
  },
  { method: 'MCP_SERVER_AUTH_METHOD_OAUTH2', row: (server) => <Row key="oauth2" label="OAuth2 credentials">{flag(server.oauth2CredentialsConfigured)}</Row> },
  { method: 'MCP_SERVER_AUTH_METHOD_OAUTH2', row: (server) => <Row key="jwt" label="OAuth2 JWT private key">{flag(server.oauth2JwtPrivateKeyConfigured)}</Row> },
];

/** Only the credentials of the auth method the server uses: the others were not sent. */
function Credentials({ server }: { server: McpServer }) {
  if (server.authMethod === 'MCP_SERVER_AUTH_METHOD_NONE') return <Text size="sm">None: the service calls this server without credentials.</Text>;
  const known = CREDENTIAL_ROWS.some((entry) => entry.method === server.authMethod);
  const rows = CREDENTIAL_ROWS.filter((entry) => !known || entry.method === server.authMethod).map((entry) => entry.row(server));
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>{rows}</Table.Tbody>
    </Table>
  );
}

/** The result's heading (the wizard's heading on the result, which takes focus). */
export function resultHeading(result: RegisterMcpServerResponse): string {
  const server = result.mcpServer;
  return server ? `Registered ${server.displayName || server.connectorId}` : 'Registered';
}

export function ResultView({ result }: { result: RegisterMcpServerResponse }) {
  const server = result.mcpServer;
  if (!server) {
    return (
      <Alert color="yellow" title="Registered, but the service returned no server view">
        The request succeeded (access profiles attached: {result.accessProfilesAttached ? 'yes' : 'no'}), but the answer carried no MCP server.
      </Alert>
    );
  }
  const oauth2 = server.authMethod === 'MCP_SERVER_AUTH_METHOD_OAUTH2';
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" role="status">
        <Stack gap={4}>
          <Text size="sm">Secrets were sent once and are shown only as configured flags.</Text>
          {server.credentialsSetupUrl && <Text size="sm">Enter or rotate credentials later on the credentials setup page (link below).</Text>}
        </Stack>
      </Alert>
      <Title order={2} size="h4">
        Server
      </Title>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          <Row label="Connector id"><CopyValue value={server.connectorId} label="connector id" /></Row>
          <Row label="App id"><CopyValue value={server.appId} label="app id" /></Row>
          <Row label="Server type"><EnumBadge value={server.serverType} prefix="MCP_SERVER_TYPE" known={SERVER_TYPES} /></Row>
          <Row label="Description">{text(server.description)}</Row>
          <Row label="Data sensitivity"><EnumBadge value={server.dataSensitivity} prefix="MCP_SERVER_DATA_SENSITIVITY" known={DATA_SENSITIVITIES} /></Row>
          <Row label="Catalog id">{server.mcpServerCatalogId ? <CopyValue value={server.mcpServerCatalogId} label="catalog id" /> : text('')}</Row>
          <Row label="Source app id">{text(server.sourceAppId)}</Row>
          <Row label="Auth method"><EnumBadge value={server.authMethod} prefix="MCP_SERVER_AUTH_METHOD" known={AUTH_METHODS} /></Row>
          <Row label="Token sharing"><EnumBadge value={server.tokenSharing} prefix="MCP_SERVER_TOKEN_SHARING" known={TOKEN_SHARINGS} /></Row>
          <Row label="Tool approval"><EnumBadge value={server.requireToolApproval} prefix="OPTIONAL_BOOL" known={OPTIONAL_BOOLS} /></Row>
          <Row label="Transport"><EnumBadge value={server.transportType} prefix="MCP_SERVER_TRANSPORT_TYPE" known={TRANSPORT_TYPES} /></Row>
          <Row label="Tool prefix">{text(server.toolPrefix)}</Row>
          <Row label="Default tool prefix">{text(server.defaultToolPrefix)}</Row>
          <Row label="Endpoint URL">
            <Group gap="xs">
              {server.endpointUrl ? <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>{server.endpointUrl}</Text> : text('')}
              {server.endpointUrlLocked && <Badge variant="outline" color="gray" tt="none">locked</Badge>}
            </Group>
          </Row>
          <Row label="Config field values">{params(server.configFieldValues)}</Row>
          <Row label="Access profiles attached">{result.accessProfilesAttached ? 'yes' : 'no'}</Row>
          <Row label="Credentials setup">{server.credentialsSetupUrl ? <SafeLink href={server.credentialsSetupUrl} /> : text('')}</Row>
          <Row label="Created"><DateTime value={server.createdAt} /></Row>
          <Row label="Updated"><DateTime value={server.updatedAt} /></Row>
          <Row label="Last called"><DateTime value={server.lastCalledAt} /></Row>
        </Table.Tbody>
      </Table>
      <Title order={2} size="h4">
        Credentials
      </Title>
      <Credentials server={server} />
      {oauth2 && (
        <>
          <Title order={2} size="h4">
            OAuth2
          </Title>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Row label="Client id mode"><EnumBadge value={server.oauth2ClientIdMode} prefix="MCP_SERVER_AUTH_OAUTH2_CLIENT_ID_MODE" known={OAUTH2_CLIENT_ID_MODES} /></Row>
              <Row label="Mode"><EnumBadge value={server.oauth2Mode} prefix="MCP_SERVER_AUTH_OAUTH2_MODE" known={OAUTH2_MODES} /></Row>
              <Row label="Client id">{text(server.oauth2ClientId)}</Row>
              <Row label="Authorize URL">{text(server.oauth2AuthorizeUrl)}</Row>
              <Row label="Token URL">{text(server.oauth2TokenUrl)}</Row>
              <Row label="Issuer URL">{text(server.oauth2IssuerUrl)}</Row>
              <Row label="Scopes">{list(server.oauth2Scopes)}</Row>
              <Row label="Supported scopes">{list(server.oauth2ScopesSupported)}</Row>
              <Row label="Code challenge methods">{list(server.oauth2CodeChallengeMethodsSupported)}</Row>
              <Row label="PKCE">{text(server.oauth2Pkce)}</Row>
              <Row label="Token endpoint auth method">{text(server.oauth2TokenEndpointAuthMethod)}</Row>
              <Row label="Extra authorize params">{params(server.oauth2ExtraAuthorizeParams)}</Row>
              <Row label="Extra token params">{params(server.oauth2ExtraTokenParams)}</Row>
              <Row label="JWT issuer / subject / audience">{[server.oauth2JwtIssuer, server.oauth2JwtSubject, server.oauth2JwtAudience].map((v) => v || '—').join(' / ')}</Row>
              <Row label="Client secret expires">{secondsToDate(server.oauth2ClientSecretExpiresAt)}</Row>
              <Row label="Service authorized">{server.oauth2ServiceAuthorized ? `yes, as ${server.oauth2ServiceAuthorizedAsName || server.oauth2ServiceAuthorizedAsEmail || '—'} by ${server.oauth2ServiceAuthorizedBy || '—'}` : 'not yet'}</Row>
              <Row label="Authorized at"><DateTime value={server.oauth2ServiceAuthorizedAt} /></Row>
            </Table.Tbody>
          </Table>
        </>
      )}
      {server.tunneled && (
        <>
          <Title order={2} size="h4">
            Tunnel
          </Title>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Row label="Appliance id"><CopyValue value={server.tunnelApplianceId} label="appliance id" /></Row>
              <Row label="Bridge id"><CopyValue value={server.tunnelBridgeId} label="bridge id" /></Row>
              <Row label="Service name">{text(server.tunnelServiceName)}</Row>
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

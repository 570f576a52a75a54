import { Accordion, Radio, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { HOSTED, PER_USER, PER_USER_RULE, perUserSupported, type OAuth2Grant } from '../../api/mcp-servers';
import { OAUTH2_GRANT_FIELDS, dcrApplies, formWarnings, type McpServerFormValues } from '../../forms/mcp-server-form';
import { RadioGroupField, SecretField, SelectField, TagsField, TextField } from './fields';
import { KeyValueEditor } from './key-value-editor';
import { GRANT_LABELS, PKCE_OPTIONS, TOKEN_ENDPOINT_AUTH_METHODS } from './options';

const GRANT_HELP: Record<OAuth2Grant, string> = {
  authorization_code: 'An admin (or each user) signs in at the authorize URL.',
  client_credentials: 'The service uses its own client id and secret.',
  jwt_bearer: 'The service signs a JWT assertion with a private key.',
};

/** A warning under a field: its description, so screen readers read it with the field; never an error. */
function warningFor(warnings: Map<string, string>, path: string) {
  const message = warnings.get(path);
  return message ? (
    <Text span size="xs" c="orange">
      Warning: {message}
    </Text>
  ) : undefined;
}

export function OAuth2Fields() {
  const { control } = useFormContext<McpServerFormValues>();
  const [grant, serverType, tokenSharing, authMember, clientId, diagnosticId, acknowledged, authorizeUrl, tokenUrl, issuerUrl] = useWatch({
    control,
    name: ['oauth2.grant', 'serverType', 'tokenSharing', 'authMember', 'oauth2.clientId', 'oauthDiagnosticId', 'acknowledgedFindingIds', 'oauth2.authorizeUrl', 'oauth2.tokenUrl', 'oauth2.issuerUrl'],
  });
  const shown = new Set<string>(OAUTH2_GRANT_FIELDS[grant]);
  const oauth2 = { grant, authorizeUrl, tokenUrl, issuerUrl } as McpServerFormValues['oauth2'];
  const warnings = new Map(formWarnings({ authMember, oauth2 }).map((warning) => [warning.path, warning.message]));
  const hosted = serverType === HOSTED;
  const dcr = dcrApplies({ serverType, authMember, oauth2: { grant } as McpServerFormValues['oauth2'] });
  return (
    <Stack gap="sm">
      <RadioGroupField name="oauth2.grant" label="Grant" required description="Only the chosen grant's fields are sent; the service derives the grant from them.">
        <Stack gap="xs" mt="xs">
          {(Object.keys(GRANT_LABELS) as OAuth2Grant[]).map((value) => {
            const blocked = tokenSharing === PER_USER && !perUserSupported('oauth2', value);
            return (
              <Radio
                key={value}
                value={value}
                label={GRANT_LABELS[value]}
                disabled={blocked && grant !== value}
                description={blocked ? `Not with per-user token sharing: ${PER_USER_RULE}.` : GRANT_HELP[value]}
              />
            );
          })}
        </Stack>
      </RadioGroupField>
      {shown.has('authorizeUrl') && (
        <TextField name="oauth2.authorizeUrl" label="Authorize URL" required placeholder="https://idp.example.com/authorize" description={warningFor(warnings, 'oauth2.authorizeUrl')} />
      )}
      <TextField name="oauth2.tokenUrl" label="Token URL" placeholder="https://idp.example.com/token" description={warningFor(warnings, 'oauth2.tokenUrl')} />
      <TextField name="oauth2.issuerUrl" label="Issuer URL" placeholder="https://idp.example.com" description={warningFor(warnings, 'oauth2.issuerUrl')} />
      <TextField
        name="oauth2.clientId"
        label="Client id"
        required={grant === 'client_credentials' || (grant === 'authorization_code' && !hosted)}
        description={grant === 'authorization_code' && hosted ? 'Leave empty to register a client dynamically (DCR). An https URL is used as a client id metadata document.' : undefined}
      />
      {shown.has('clientSecret') && <SecretField name="oauth2.clientSecret" label="Client secret" required={grant === 'client_credentials'} />}
      {shown.has('jwtPrivateKey') && (
        <>
          <SecretField name="oauth2.jwtPrivateKey" label="JWT private key" required description="PEM private key the service signs assertions with." />
          <TextField name="oauth2.jwtIssuer" label="JWT issuer" />
          <TextField name="oauth2.jwtSubject" label="JWT subject" />
          <TextField name="oauth2.jwtAudience" label="JWT audience" />
        </>
      )}
      <TagsField name="oauth2.scopes" label="Scopes" />
      {shown.has('scopesSupported') && <TagsField name="oauth2.scopesSupported" label="Supported scopes" />}
      {shown.has('codeChallengeMethodsSupported') && <TagsField name="oauth2.codeChallengeMethodsSupported" label="Code challenge methods supported" placeholder="e.g. S256" />}
      {shown.has('pkce') && <SelectField name="oauth2.pkce" label="PKCE" data={PKCE_OPTIONS} clearable placeholder="Not set" />}
      <SelectField name="oauth2.tokenEndpointAuthMethod" label="Token endpoint auth method" data={TOKEN_ENDPOINT_AUTH_METHODS} clearable placeholder="Not set" />
      {shown.has('extraAuthorizeParams') && <KeyValueEditor name="oauth2.extraAuthorizeParams" label="Extra authorize parameter" />}
      <KeyValueEditor name="oauth2.extraTokenParams" label="Extra token parameter" />
      {dcr && (
        // Opened whenever it holds something, so its values and errors are never hidden.
        <Accordion variant="contained" defaultValue={diagnosticId || acknowledged.length ? 'dcr' : null}>
          <Accordion.Item value="dcr">
            <Accordion.Control>Dynamic client registration: reviewed diagnostic (advanced)</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text size="sm">
                  With a diagnostic id, the service uses that OAuth discovery result and relaxes only the findings acknowledged here; each must be a
                  blocking-relaxable finding of that diagnostic. {clientId.trim() ? 'Clear the client id to use DCR.' : ''}
                </Text>
                <TextField name="oauthDiagnosticId" label="OAuth diagnostic id" />
                <TagsField name="acknowledgedFindingIds" label="Acknowledged finding ids" />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </Stack>
  );
}

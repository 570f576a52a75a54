import { Alert, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { EXTERNAL, PER_USER, authMembersFor, perUserSupported } from '../../api/mcp-servers';
import type { McpServerFormValues } from '../../forms/mcp-server-form';
import { RadioGroupField, SecretField, TagsField, TextField } from './fields';
import { GoogleCredentialsField } from './google-credentials-field';
import { OAuth2Fields } from './oauth2-fields';
import { AUTH_MEMBER_LABELS } from './options';

function MemberFields({ member }: { member: string }) {
  switch (member) {
    case 'none':
      return <Text size="sm">The service calls the MCP server without credentials.</Text>;
    case 'bearerToken':
      return <SecretField name="bearerToken.token" label="Token" required />;
    case 'basicAuth':
      return (
        <>
          <TextField name="basicAuth.username" label="Username" required />
          <SecretField name="basicAuth.password" label="Password" required />
        </>
      );
    case 'customHeader':
      return (
        <>
          <TextField name="customHeader.headerName" label="Header name" required placeholder="X-Api-Key" />
          <SecretField name="customHeader.headerValue" label="Header value" required />
        </>
      );
    case 'awsSigv4':
      return (
        <>
          <TextField name="awsSigv4.accessKeyId" label="Access key id" required />
          <SecretField name="awsSigv4.secretAccessKey" label="Secret access key" required />
          <SecretField name="awsSigv4.sessionToken" label="Session token" description="Optional; only for temporary credentials." />
        </>
      );
    case 'googleServiceAccount':
      return (
        <>
          <GoogleCredentialsField />
          <TagsField name="googleServiceAccount.scopes" label="Scopes" placeholder="https://www.googleapis.com/auth/…" />
        </>
      );
    case 'oauth2':
      return <OAuth2Fields />;
    default:
      return null;
  }
}

export function AuthStep() {
  const { control } = useFormContext<McpServerFormValues>();
  const [serverType, member, tokenSharing] = useWatch({ control, name: ['serverType', 'authMember', 'tokenSharing'] });
  const perUser = tokenSharing === PER_USER;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Secrets are sent once, in the registration request, and are never saved in this browser: after a reload they must be re-entered.
      </Text>
      <RadioGroupField
        name="authMember"
        label="Authentication"
        required
        description={`How the service authenticates to the MCP server. ${serverType === EXTERNAL ? 'External servers offer five methods.' : 'Hosted servers offer seven methods.'}`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {authMembersFor(serverType).map((value) => {
            // OAuth2 stays offered: its authorization-code grant allows per-user sharing.
            const blocked = perUser && value !== 'oauth2' && !perUserSupported(value, null);
            return <Radio key={value} value={value} label={AUTH_MEMBER_LABELS[value]} disabled={blocked && member !== value} description={blocked ? 'Not with per-user token sharing' : undefined} />;
          })}
        </SimpleGrid>
      </RadioGroupField>
      {perUser && (
        <Alert color="blue" variant="light" title="Per-user token sharing">
          Per-user token sharing works only with OAuth2 authorization code, bearer token, custom header or basic auth; the other methods are not offered. Change token
          sharing on the Connection step to use them.
        </Alert>
      )}
      <MemberFields member={member} />
    </Stack>
  );
}

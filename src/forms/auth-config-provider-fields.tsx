import { Stack } from '@mantine/core';
import { DELEGATED_VERIFIER_TYPES, LOCAL_PROVIDER, type SettableProviderMember } from '../api/auth-configs.schema';
import { PROVIDER_LABELS, requiredMemberFields, type AuthConfigFormValues } from './auth-config-form';
import { SecretControl, TagListControl, TextareaControl } from './controls';
import { TextControl } from './text-control';

const Text = TextControl<AuthConfigFormValues>;
const Tags = TagListControl<AuthConfigFormValues>;

const SECRET_NOTE = 'Write-only: never shown again. Enter it whenever this provider is saved.';

function ClientFields({ member }: { member: 'okta' | 'onelogin' | 'jumpcloud' | 'pingone' | 'oidc' }) {
  const label = PROVIDER_LABELS[member];
  const required = new Set(requiredMemberFields(member));
  return (
    <>
      <Text name={`providers.${member}.oidcClientId`} label={`${label} client id`} required={required.has('oidcClientId')} />
      <SecretControl<AuthConfigFormValues> name={`providers.${member}.oidcClientSecret`} label={`${label} client secret`} description={SECRET_NOTE} required={required.has('oidcClientSecret')} />
    </>
  );
}

/** The fields of one provider member; required marks follow what a whole-member replace needs. */
export function ProviderFields({ member }: { member: SettableProviderMember }) {
  switch (member) {
    case 'microsoft':
      return <Tags name="providers.microsoft.tenantIds" label="Microsoft tenant ids" required description="Entra ID tenant ids allowed to sign in." />;
    case 'okta':
    case 'onelogin':
      return (
        <Stack gap="sm">
          <Text name={`providers.${member}.domain`} label={`${PROVIDER_LABELS[member]} domain`} required description={member === 'okta' ? 'For example acme.okta.com' : 'For example acme.onelogin.com'} />
          <ClientFields member={member} />
        </Stack>
      );
    case 'jumpcloud':
      return (
        <Stack gap="sm">
          <ClientFields member={member} />
        </Stack>
      );
    case 'pingone':
      return (
        <Stack gap="sm">
          <Text name="providers.pingone.environmentId" label="PingOne environment id" required />
          <ClientFields member={member} />
        </Stack>
      );
    case 'oidc':
      return (
        <Stack gap="sm">
          <Text name="providers.oidc.issuerId" label="OIDC issuer" required description="The issuer identifier (usually its URL)." />
          <ClientFields member={member} />
          <Tags name="providers.oidc.scopes" label="OIDC scopes" description="For example openid, email, profile." />
          <TextareaControl<AuthConfigFormValues>
            name="providers.oidc.exactMatchClaims"
            label="Exact match claims (JSON object)"
            description='Claims an ID token must carry with exactly these values, e.g. {"hd": "acme.example"}.'
            maxRows={undefined}
            monospace
          />
        </Stack>
      );
    case LOCAL_PROVIDER:
      return <Tags name="providers.c1Local.delegatedVerifiers" label="Delegated verifiers" data={[...DELEGATED_VERIFIER_TYPES]} description="Verifier types (values the console does not know are sent as typed)." />;
  }
}

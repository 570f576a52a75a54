import { Stack } from '@mantine/core';
import { DELEGATED_VERIFIER_TYPES, LOCAL_PROVIDER, type SettableProviderMember } from '../api/auth-configs.schema';
import { FormListField, FormTextField } from './auth-config-fields';
import { PROVIDER_LABELS, hasClientSecret, requiredMemberFields } from './auth-config-form';

const SECRET_NOTE = 'Write-only: never shown again. Enter it whenever this provider is saved.';

/** The fields of one provider member; required marks follow what a whole-member replace needs. */
export function ProviderFields({ member }: { member: SettableProviderMember }) {
  const required = new Set(requiredMemberFields(member));
  const path = (field: string) => `providers.${member}.${field}`;
  const label = PROVIDER_LABELS[member];
  const clientFields = hasClientSecret(member) && (
    <>
      <FormTextField name={path('oidcClientId')} label={`${label} client id`} required={required.has('oidcClientId')} />
      <FormTextField name={path('oidcClientSecret')} label={`${label} client secret`} description={SECRET_NOTE} required={required.has('oidcClientSecret')} secret />
    </>
  );
  switch (member) {
    case 'microsoft':
      return <FormListField name={path('tenantIds')} label="Microsoft tenant ids" required description="Entra ID tenant ids allowed to sign in." />;
    case 'okta':
    case 'onelogin':
      return (
        <Stack gap="sm">
          <FormTextField name={path('domain')} label={`${label} domain`} required description={member === 'okta' ? 'For example acme.okta.com' : 'For example acme.onelogin.com'} />
          {clientFields}
        </Stack>
      );
    case 'jumpcloud':
      return <Stack gap="sm">{clientFields}</Stack>;
    case 'pingone':
      return (
        <Stack gap="sm">
          <FormTextField name={path('environmentId')} label="PingOne environment id" required />
          {clientFields}
        </Stack>
      );
    case 'oidc':
      return (
        <Stack gap="sm">
          <FormTextField name={path('issuerId')} label="OIDC issuer" required description="The issuer identifier (usually its URL)." />
          {clientFields}
          <FormListField name={path('scopes')} label="OIDC scopes" description="For example openid, email, profile." />
          <FormTextField name={path('exactMatchClaims')} label="Exact match claims (JSON object)" description='Claims an ID token must carry with exactly these values, e.g. {"hd": "acme.example"}.' multiline />
        </Stack>
      );
    case LOCAL_PROVIDER:
      return <FormListField name={path('delegatedVerifiers')} label="Delegated verifiers" data={DELEGATED_VERIFIER_TYPES} description="Verifier types (values the console does not know are sent as typed)." />;
  }
}

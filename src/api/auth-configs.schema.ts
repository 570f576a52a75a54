// Auth configs, the wire contract (spec: Resources "Auth config", operation 2 "Update auth
// config"): schemas and the rules both ends share. React-free: the demo tenant imports it.
import * as z from 'zod/mini';
import { bool, freeObject, list, message, openEnum, optionalMessage, str, strList, timestamp } from './wire';

/**
 * Wire name of the provider member the spec writes `serviceLocal`: the service prefixes it with
 * its own short name, `c1Local`, as the API family's official SDK has it (DESIGN.md). Change it
 * here only; its provider type follows from it.
 */
export const LOCAL_PROVIDER = 'c1Local';
export const LOCAL_PROVIDER_TYPE = 'AUTH_CONFIG_PROVIDER_TYPE_C1_LOCAL';

// The spec names only each enum's first value; the others are the API family's, as its official
// TypeScript SDK lists them, so the console names them in words rather than flagging them as
// values it does not know. Anything else still shows as it came (openEnum).
export const AUTH_CONFIG_PROVIDER_TYPES = [
  'AUTH_CONFIG_PROVIDER_TYPE_UNSPECIFIED', 'AUTH_CONFIG_PROVIDER_TYPE_OKTA', 'AUTH_CONFIG_PROVIDER_TYPE_GOOGLE', 'AUTH_CONFIG_PROVIDER_TYPE_MICROSOFT',
  'AUTH_CONFIG_PROVIDER_TYPE_ONELOGIN', 'AUTH_CONFIG_PROVIDER_TYPE_JUMPCLOUD', 'AUTH_CONFIG_PROVIDER_TYPE_PINGONE', 'AUTH_CONFIG_PROVIDER_TYPE_OIDC', LOCAL_PROVIDER_TYPE,
] as const;
export const AUTH_CONFIG_STATUSES = ['AUTH_CONFIG_STATUS_UNSPECIFIED', 'AUTH_CONFIG_STATUS_ACTIVE', 'AUTH_CONFIG_STATUS_DEPRECATED', 'AUTH_CONFIG_STATUS_DISABLED'] as const;
export const DELEGATED_VERIFIER_TYPES = ['DELEGATED_VERIFIER_TYPE_UNSPECIFIED', 'DELEGATED_VERIFIER_TYPE_GITHUB', 'DELEGATED_VERIFIER_TYPE_GOOGLE', 'DELEGATED_VERIFIER_TYPE_MICROSOFT'] as const;

export const microsoftProviderSchema = message({ tenantIds: strList() });
export const oktaProviderSchema = message({ domain: str(), oidcClientId: str(), oidcClientSecret: str() });
export const oneloginProviderSchema = message({ domain: str(), oidcClientId: str(), oidcClientSecret: str() });
export const jumpcloudProviderSchema = message({ oidcClientId: str(), oidcClientSecret: str() });
export const pingoneProviderSchema = message({ environmentId: str(), oidcClientId: str(), oidcClientSecret: str() });
export const oidcProviderSchema = message({ exactMatchClaims: freeObject(), issuerId: str(), oidcClientId: str(), oidcClientSecret: str(), scopes: strList() });
export const googleProviderSchema = message({ hostedDomains: strList(), additionalHostedDomains: strList() });
export const localProviderSchema = message({ delegatedVerifiers: list(openEnum(DELEGATED_VERIFIER_TYPES)) });

/**
 * The one-of group "provider config" as the spec lists it, in the order the editor offers them:
 * the members an admin may set.
 */
export const SETTABLE_PROVIDER_MEMBERS = ['microsoft', 'okta', 'onelogin', 'jumpcloud', 'pingone', 'oidc', LOCAL_PROVIDER] as const;
export type SettableProviderMember = (typeof SETTABLE_PROVIDER_MEMBERS)[number];
/** Every member a stored config may carry: `google` appears in the shapes but not in the spec's one-of list. */
export const PROVIDER_MEMBERS = [...SETTABLE_PROVIDER_MEMBERS, 'google'] as const;
export type ProviderMember = (typeof PROVIDER_MEMBERS)[number];

export function isSettableProvider(member: string): member is SettableProviderMember {
  return (SETTABLE_PROVIDER_MEMBERS as readonly string[]).includes(member);
}

export const providerSchemas = {
  microsoft: microsoftProviderSchema,
  okta: oktaProviderSchema,
  onelogin: oneloginProviderSchema,
  jumpcloud: jumpcloudProviderSchema,
  pingone: pingoneProviderSchema,
  oidc: oidcProviderSchema,
  google: googleProviderSchema,
  [LOCAL_PROVIDER]: localProviderSchema,
} as const;

export const authConfigSchema = message({
  id: str(),
  displayName: str(),
  bootstrapDomains: strList(),
  isDefaultBootstrap: bool(),
  deprecationDeadline: timestamp(),
  deprecationMessage: str(),
  providerType: openEnum(AUTH_CONFIG_PROVIDER_TYPES),
  status: openEnum(AUTH_CONFIG_STATUSES),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  microsoft: optionalMessage(microsoftProviderSchema),
  okta: optionalMessage(oktaProviderSchema),
  onelogin: optionalMessage(oneloginProviderSchema),
  jumpcloud: optionalMessage(jumpcloudProviderSchema),
  pingone: optionalMessage(pingoneProviderSchema),
  oidc: optionalMessage(oidcProviderSchema),
  google: optionalMessage(googleProviderSchema),
  [LOCAL_PROVIDER]: optionalMessage(localProviderSchema),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The fields an update may name (read-only ones excluded); a provider member is one path. */
export const AUTH_CONFIG_COMMON_PATHS = ['displayName', 'bootstrapDomains', 'isDefaultBootstrap', 'deprecationDeadline', 'deprecationMessage'] as const;
export type AuthConfigCommonPath = (typeof AUTH_CONFIG_COMMON_PATHS)[number];
export type AuthConfigPath = AuthConfigCommonPath | ProviderMember;
export const AUTH_CONFIG_UPDATE_PATHS: readonly AuthConfigPath[] = [...AUTH_CONFIG_COMMON_PATHS, ...PROVIDER_MEMBERS];

/** Request body of operation 2; an absent or null `authConfig` is an empty one, a null mask no mask. */
export const updateAuthConfigRequestSchema = message({
  authConfig: optionalMessage(authConfigSchema),
  updateMask: str(),
});
export const updateAuthConfigResponseSchema = message({ authConfig: authConfigSchema });

/** The member that is set, if any (the first, should a broken answer carry several). */
export function providerMemberOf(config: AuthConfig): ProviderMember | null {
  return PROVIDER_MEMBERS.find((member) => config[member] !== null) ?? null;
}

/** `AUTH_CONFIG_PROVIDER_TYPE_<MEMBER>` for the member a config carries (the local one has its own constant). */
export function providerTypeFor(member: ProviderMember | null): string {
  if (!member) return 'AUTH_CONFIG_PROVIDER_TYPE_UNSPECIFIED';
  if (member === LOCAL_PROVIDER) return LOCAL_PROVIDER_TYPE;
  return `AUTH_CONFIG_PROVIDER_TYPE_${member.toUpperCase()}`;
}

/** Secrets never travel back into the console: an echoed client secret is blanked here. */
export function withoutSecrets(config: AuthConfig): AuthConfig {
  const copy: AuthConfig = { ...config };
  for (const member of PROVIDER_MEMBERS) {
    const value = copy[member];
    if (value && 'oidcClientSecret' in value) (copy as Record<string, unknown>)[member] = { ...value, oidcClientSecret: '' };
  }
  return copy;
}

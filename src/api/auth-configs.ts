// Auth configs (spec: Resources "Auth config", operation 2 "Update auth config"). There is no
// read: the update's answer is the stored config. Client secrets are write-only: this module
// drops any `oidcClientSecret` the service might echo before the answer reaches React state.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiPath, apiRequest } from './client';
import { formatUpdateMask } from './update-mask';
import { bool, freeObject, list, message, openEnum, optionalMessage, str, strList, timestamp } from './wire';

/**
 * Wire name of the provider member the spec writes `serviceLocal`: the real service prefixes it
 * with its own short name, which the spec does not give (DESIGN.md). Change it here only.
 */
export const SERVICE_LOCAL_PROVIDER = 'serviceLocal';

export const AUTH_CONFIG_PROVIDER_TYPES = ['AUTH_CONFIG_PROVIDER_TYPE_UNSPECIFIED'] as const;
export const AUTH_CONFIG_STATUSES = ['AUTH_CONFIG_STATUS_UNSPECIFIED'] as const;
export const DELEGATED_VERIFIER_TYPES = ['DELEGATED_VERIFIER_TYPE_UNSPECIFIED'] as const;

export const microsoftProviderSchema = message({ tenantIds: strList() });
export const oktaProviderSchema = message({ domain: str(), oidcClientId: str(), oidcClientSecret: str() });
export const oneloginProviderSchema = message({ domain: str(), oidcClientId: str(), oidcClientSecret: str() });
export const jumpcloudProviderSchema = message({ oidcClientId: str(), oidcClientSecret: str() });
export const pingoneProviderSchema = message({ environmentId: str(), oidcClientId: str(), oidcClientSecret: str() });
export const oidcProviderSchema = message({ exactMatchClaims: freeObject(), issuerId: str(), oidcClientId: str(), oidcClientSecret: str(), scopes: strList() });
export const googleProviderSchema = message({ hostedDomains: strList(), additionalHostedDomains: strList() });
export const serviceLocalProviderSchema = message({ delegatedVerifiers: list(openEnum(DELEGATED_VERIFIER_TYPES)) });

/** The one-of group "provider config", in the order the editor offers them. */
export const PROVIDER_MEMBERS = ['microsoft', 'okta', 'onelogin', 'jumpcloud', 'pingone', 'oidc', 'google', SERVICE_LOCAL_PROVIDER] as const;
export type ProviderMember = (typeof PROVIDER_MEMBERS)[number];

export const providerSchemas = {
  microsoft: microsoftProviderSchema,
  okta: oktaProviderSchema,
  onelogin: oneloginProviderSchema,
  jumpcloud: jumpcloudProviderSchema,
  pingone: pingoneProviderSchema,
  oidc: oidcProviderSchema,
  google: googleProviderSchema,
  [SERVICE_LOCAL_PROVIDER]: serviceLocalProviderSchema,
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
  [SERVICE_LOCAL_PROVIDER]: optionalMessage(serviceLocalProviderSchema),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The fields an update may name (read-only ones excluded); a provider member is one path. */
export const AUTH_CONFIG_COMMON_PATHS = ['displayName', 'bootstrapDomains', 'isDefaultBootstrap', 'deprecationDeadline', 'deprecationMessage'] as const;
export type AuthConfigCommonPath = (typeof AUTH_CONFIG_COMMON_PATHS)[number];
export type AuthConfigPath = AuthConfigCommonPath | ProviderMember;
export const AUTH_CONFIG_UPDATE_PATHS: readonly AuthConfigPath[] = [...AUTH_CONFIG_COMMON_PATHS, ...PROVIDER_MEMBERS];

export const updateAuthConfigRequestSchema = z.looseObject({
  authConfig: z._default(z.looseObject({}), {}),
  updateMask: z.optional(z.string()),
});
export const updateAuthConfigResponseSchema = message({ authConfig: authConfigSchema });

/** The member that is set, if any (the first, should a broken answer carry several). */
export function providerMemberOf(config: AuthConfig): ProviderMember | null {
  return PROVIDER_MEMBERS.find((member) => config[member] !== null) ?? null;
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

export interface UpdateAuthConfigInput {
  id: string;
  /** Only the fields the mask names. */
  authConfig: Record<string, unknown>;
  paths: readonly AuthConfigPath[];
}

export function updateAuthConfigBody(input: UpdateAuthConfigInput) {
  return { authConfig: input.authConfig, updateMask: formatUpdateMask(input.paths) };
}

export function updateAuthConfig(input: UpdateAuthConfigInput, signal?: AbortSignal): Promise<AuthConfig> {
  return apiRequest({
    operation: 'Update auth config',
    method: 'POST',
    path: apiPath`/api/v1/auth-configs/${input.id}`,
    body: updateAuthConfigBody(input),
    schema: updateAuthConfigResponseSchema,
    signal,
  }).then((response) => withoutSecrets(response.authConfig));
}

/**
 * The variables carry client secrets, so the finished mutation is dropped from the mutation cache
 * at once (gcTime 0) instead of lingering for five minutes after the page unmounts.
 */
export function useUpdateAuthConfigMutation() {
  return useMutation({ mutationFn: (input: UpdateAuthConfigInput) => updateAuthConfig(input), gcTime: 0 });
}

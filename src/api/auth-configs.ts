// Auth configs (spec operation 2 "Update auth config"): the request, its mutation hook and keys.
// The schemas and shared rules live in auth-configs.schema.ts. There is no read: the update's
// answer is the stored config. Client secrets are write-only: any `oidcClientSecret` the service
// might echo is dropped before the answer reaches React state.
import { useMutation } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { formatUpdateMask } from './update-mask';
import { updateAuthConfigResponseSchema, withoutSecrets, type AuthConfig, type AuthConfigPath } from './auth-configs.schema';

export * from './auth-configs.schema';

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

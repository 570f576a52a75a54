// Service principals (spec operation 9 "Revoke credential"): revokes (deletes) one client
// credential of a service principal. No read operation exists; the revoke answers `{}`.
import { useMutation } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { emptyResponse } from './wire';

export interface RevokeCredentialInput {
  servicePrincipalId: string;
  /** Credential id. */
  id: string;
}

/** The body is exactly `{}` (spec, operation 9). */
export function revokeServicePrincipalCredential({ servicePrincipalId, id }: RevokeCredentialInput, signal?: AbortSignal) {
  return apiRequest({
    operation: 'Revoke credential',
    method: 'DELETE',
    path: apiPath`/api/v1/service_principals/${servicePrincipalId}/credentials/${id}`,
    body: {},
    schema: emptyResponse,
    signal,
  });
}

export function useRevokeCredentialMutation() {
  return useMutation({
    mutationFn: (input: RevokeCredentialInput) => revokeServicePrincipalCredential(input),
  });
}

// Personal clients (spec operation 10 "Delete personal client"): deletes the credential, which
// revokes it and ends its API access at once. The id is the client's human-readable name.
import { useMutation } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { emptyResponse } from './wire';

export interface DeletePersonalClientInput {
  /** Human-readable name of the personal client credential. */
  id: string;
}

/** The body is exactly `{}` (spec, operation 10). */
export function deletePersonalClient({ id }: DeletePersonalClientInput, signal?: AbortSignal) {
  return apiRequest({
    operation: 'Delete personal client',
    method: 'DELETE',
    path: apiPath`/api/v1/iam/personal_clients/${id}`,
    body: {},
    schema: emptyResponse,
    signal,
  });
}

export function useDeletePersonalClientMutation() {
  return useMutation({
    mutationFn: (input: DeletePersonalClientInput) => deletePersonalClient(input),
  });
}

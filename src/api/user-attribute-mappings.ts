// User attribute mappings (spec operation 5 "Delete user attribute mapping"). No read operation
// exists, so there is no query; the delete answers `{}`.
import { useMutation } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { emptyResponse } from './wire';

export interface DeleteUserAttributeMappingInput {
  id: string;
}

/** The body is exactly `{}` (spec, operation 5). */
export function deleteUserAttributeMapping({ id }: DeleteUserAttributeMappingInput, signal?: AbortSignal) {
  return apiRequest({
    operation: 'Delete user attribute mapping',
    method: 'DELETE',
    path: apiPath`/api/v1/user-attribute-mappings/${id}`,
    body: {},
    schema: emptyResponse,
    signal,
  });
}

export function useDeleteUserAttributeMappingMutation() {
  return useMutation({
    mutationFn: (input: DeleteUserAttributeMappingInput) => deleteUserAttributeMapping(input),
  });
}

// App owners (spec operations 6 "Delete app owners" and 7 "Set app owners"). No read exists:
// both answer `{}`, so the page announces what it sent. The request schema lives in
// app-owners.schema.ts.
import { useMutation } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { emptyResponse } from './wire';

export * from './app-owners.schema';

export interface AppOwnersInput {
  appId: string;
  userIds: string[];
}

/** Set owners: the app's owners become exactly `userIds` (everyone else loses ownership; an empty list leaves none). */
export function setAppOwners({ appId, userIds }: AppOwnersInput, signal?: AbortSignal) {
  return apiRequest({ operation: 'Set app owners', method: 'PUT', path: apiPath`/api/v1/apps/${appId}/owners`, body: { userIds }, schema: emptyResponse, signal });
}

/** Delete owners: only the listed users lose ownership. */
export function deleteAppOwners({ appId, userIds }: AppOwnersInput, signal?: AbortSignal) {
  return apiRequest({ operation: 'Delete app owners', method: 'DELETE', path: apiPath`/api/v1/apps/${appId}/owners`, body: { userIds }, schema: emptyResponse, signal });
}

export function useSetAppOwnersMutation() {
  return useMutation({ mutationFn: (input: AppOwnersInput) => setAppOwners(input) });
}

export function useDeleteAppOwnersMutation() {
  return useMutation({ mutationFn: (input: AppOwnersInput) => deleteAppOwners(input) });
}

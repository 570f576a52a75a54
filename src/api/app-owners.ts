// App owners (spec operations 6 "Delete app owners" and 7 "Set app owners"). No read exists:
// both answer `{}`, so the page announces what it sent. The request schema lives in
// app-owners.schema.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { emptyResponse } from './wire';

export * from './app-owners.schema';

export const appOwnersKeys = {
  all: ['app-owners'] as const,
  app: (appId: string) => [...appOwnersKeys.all, appId] as const,
};

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

// No query reads owners today; invalidating the app's key keeps any future read honest.
export function useSetAppOwnersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...appOwnersKeys.all, 'set'],
    mutationFn: (input: AppOwnersInput) => setAppOwners(input),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: appOwnersKeys.app(input.appId) }),
  });
}

export function useDeleteAppOwnersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...appOwnersKeys.all, 'delete'],
    mutationFn: (input: AppOwnersInput) => deleteAppOwners(input),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: appOwnersKeys.app(input.appId) }),
  });
}

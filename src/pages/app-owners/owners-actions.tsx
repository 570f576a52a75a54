import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isolateBidi, isolateList } from '../../components/bidi-isolate';

const users = (n: number) => `${n} ${n === 1 ? 'user' : 'users'}`;

/** What the owners page's confirmation says; shown by DestructiveConfirm. */
export interface OwnersConfirmation {
  title: string;
  confirmLabel: string;
  body: ReactNode;
}

/**
 * Set owners replaces the whole list: the admin confirms knowing that everyone not listed loses
 * ownership. An empty list is a valid request that leaves the app with no owners, so its
 * confirmation says exactly that.
 */
export function setOwnersConfirmation(appId: string, userIds: readonly string[]): OwnersConfirmation {
  const n = userIds.length;
  const app = isolateBidi(appId);
  const none = n === 0;
  return {
    title: none ? 'Leave this app with no owners?' : 'Set the owners of this app?',
    confirmLabel: none ? 'Set no owners' : `Set ${n} ${n === 1 ? 'owner' : 'owners'}`,
    body: (
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {none ? `The list is empty: the app will have no owners. Every current owner of ${app} loses ownership.` : `The owners of ${app} become exactly these ${users(n)}: ${isolateList(userIds)}.`}
        </Text>
        <Text size="sm" fw={600}>
          {none ? '' : 'Everyone not in this list loses ownership. '}The API cannot list the current owners, so the console cannot tell how many people that is.
        </Text>
      </Stack>
    ),
  };
}

/** Remove owners touches only the listed users. */
export function removeOwnersConfirmation(appId: string, userIds: readonly string[]): OwnersConfirmation {
  const n = userIds.length;
  return {
    title: 'Remove these owners?',
    confirmLabel: `Remove ${n} ${n === 1 ? 'owner' : 'owners'}`,
    body: (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {n === 1 ? 'Only this user loses' : `Only these ${users(n)} lose`} ownership of {isolateBidi(appId)}: {isolateList(userIds)}. Other owners keep it.
      </Text>
    ),
  };
}

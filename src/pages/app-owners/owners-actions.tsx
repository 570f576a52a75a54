import { Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../components/confirm-modal';

const users = (n: number) => `${n} ${n === 1 ? 'user' : 'users'}`;

/**
 * Set owners replaces the whole list: the admin confirms knowing that everyone not listed loses
 * ownership. An empty list is a valid request that leaves the app with no owners, so its
 * confirmation says exactly that.
 */
export function confirmSetOwners(appId: string, userIds: readonly string[], onConfirm: () => void) {
  const n = userIds.length;
  const none = n === 0;
  openConfirmModal({
    closeButtonProps: { 'aria-label': 'Close' },
    title: none ? 'Leave this app with no owners?' : 'Set the owners of this app?',
    children: (
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {none ? `The list is empty: the app will have no owners. Every current owner of ${appId} loses ownership.` : `The owners of ${appId} become exactly these ${users(n)}: ${userIds.join(', ')}.`}
        </Text>
        <Text size="sm" fw={600}>
          {none ? '' : 'Everyone not in this list loses ownership. '}The API cannot list the current owners, so the console cannot tell how many people that is.
        </Text>
      </Stack>
    ),
    labels: { confirm: none ? 'Set no owners' : `Set ${n} ${n === 1 ? 'owner' : 'owners'}`, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** Remove owners touches only the listed users. */
export function confirmRemoveOwners(appId: string, userIds: readonly string[], onConfirm: () => void) {
  const n = userIds.length;
  openConfirmModal({
    closeButtonProps: { 'aria-label': 'Close' },
    title: 'Remove these owners?',
    children: (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {n === 1 ? 'Only this user loses' : `Only these ${users(n)} lose`} ownership of {appId}: {userIds.join(', ')}. Other owners keep it.
      </Text>
    ),
    labels: { confirm: `Remove ${n} ${n === 1 ? 'owner' : 'owners'}`, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

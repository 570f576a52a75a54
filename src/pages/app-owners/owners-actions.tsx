import { Code, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isolateBidi } from '../../components/bidi-isolate';

const users = (n: number) => `${n} ${n === 1 ? 'user' : 'users'}`;
const owners = (n: number) => `${n} ${n === 1 ? 'owner' : 'owners'}`;

// The sentences say how many in words that agree with the number: one user is "this user", never
// "these 1 user".

// The confirmations' sentences are built of words and ids, so that the dialog can show each id as
// code, as every other destructive confirmation does (the revoke and delete pages, the access
// profile's entitlement), while their text stays one string for the tests.
type Part = string | { id: string };

const idParts = (values: readonly string[]): Part[] => values.flatMap((id, index) => (index ? [', ', { id }] : [{ id }]));

function setOwnersParts(appId: string, userIds: readonly string[]): Part[] {
  const app = { id: appId };
  if (userIds.length === 0) return ['The list is empty: the app will have no owners. Every current owner of ', app, ' loses ownership.'];
  if (userIds.length === 1) return ['This user becomes the only owner of ', app, ': ', ...idParts(userIds), '.'];
  return ['The owners of ', app, ` become exactly these ${users(userIds.length)}: `, ...idParts(userIds), '.'];
}

function removeOwnersParts(appId: string, userIds: readonly string[]): Part[] {
  const who = userIds.length === 1 ? 'Only this user loses' : `Only these ${users(userIds.length)} lose`;
  return [`${who} ownership of `, { id: appId }, ': ', ...idParts(userIds), '. Other owners keep it.'];
}

/** The sentence as text, each id bidi-isolated. */
const asText = (parts: Part[]): string => parts.map((part) => (typeof part === 'string' ? part : isolateBidi(part.id))).join('');

/** The sentence for the dialog: each id bidi-isolated, as code. */
const asNodes = (parts: Part[]): ReactNode[] => parts.map((part, index) => (typeof part === 'string' ? part : <Code key={index}>{isolateBidi(part.id)}</Code>));

/** What Set owners will do, for the confirmation. */
export const setOwnersSentence = (appId: string, userIds: readonly string[]): string => asText(setOwnersParts(appId, userIds));

/** What Remove owners will do, for the confirmation. */
export const removeOwnersSentence = (appId: string, userIds: readonly string[]): string => asText(removeOwnersParts(appId, userIds));

function ownersOutcomeParts(kind: 'set' | 'remove', appId: string, userIds: readonly string[]): Part[] {
  const app = { id: appId };
  const list = idParts(userIds);
  if (kind === 'remove') return [userIds.length === 1 ? 'No longer an owner of ' : 'No longer owners of ', app, ': ', ...list, '.'];
  if (userIds.length === 0) return [app, ' now has no owners.'];
  return [userIds.length === 1 ? 'The only owner of ' : 'The owners of ', app, userIds.length === 1 ? ' is now: ' : ' are now exactly: ', ...list, '.'];
}

/** What a done Set or Remove changed, as text. */
export const ownersOutcomeSentence = (kind: 'set' | 'remove', appId: string, userIds: readonly string[]): string => asText(ownersOutcomeParts(kind, appId, userIds));

/** What a done Set or Remove changed, for the page's status: its ids as code, as the revoke pages' outcomes show theirs. */
export const ownersOutcome = (kind: 'set' | 'remove', appId: string, userIds: readonly string[]): ReactNode[] => asNodes(ownersOutcomeParts(kind, appId, userIds));

/** The notification's text after a done Set or Remove. */
export const ownersNoticeSentence = (appId: string, userIds: readonly string[]): string => `${userIds.length ? users(userIds.length) : 'No owners'} on ${isolateBidi(appId)}`;

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
  const none = userIds.length === 0;
  return {
    title: none ? 'Leave this app with no owners?' : 'Set the owners of this app?',
    confirmLabel: none ? 'Set no owners' : `Set ${owners(userIds.length)}`,
    body: (
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {asNodes(setOwnersParts(appId, userIds))}
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
  return {
    title: 'Remove these owners?',
    confirmLabel: `Remove ${owners(userIds.length)}`,
    body: (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {asNodes(removeOwnersParts(appId, userIds))}
      </Text>
    ),
  };
}

import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { AccessProfile } from '../../api/access-profiles';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { ChangeButton } from '../../components/change-button';
import { FieldRow, FieldTable } from '../../components/field-table';

/** One access profile: what it is, where it belongs, and whether it is soft-deleted. */
export function AccessProfileCard({ profile, onDelete, deleting }: { profile: AccessProfile; onDelete: () => void; deleting: boolean }) {
  const deleted = Boolean(profile.deletedAt);
  // Deleted while shown, the profile loses its Delete button, which had the focus (the
  // confirmation gives it back on close): the note saying what the deletion did takes it instead
  // of the page's body, so the keyboard goes on from here.
  const note = useRef<HTMLParagraphElement>(null);
  const wasLive = useRef(!deleted);
  useEffect(() => {
    if (deleted && wasLive.current) note.current?.focus();
    wasLive.current = !deleted;
  }, [deleted]);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="access-profile-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
            <Group gap="sm">
              <Title order={2} size="h3" id="access-profile-heading" style={{ overflowWrap: 'anywhere' }}>
                {profile.displayName || <Text span c="dimmed" inherit>(no display name)</Text>}
              </Title>
              {deleted ? (
                // A fixed dark shade: white text keeps its contrast in both schemes.
                <Badge color="red.9" variant="filled" tt="none">
                  Deleted
                </Badge>
              ) : (
                <Badge color="green" variant="dot" tt="none">
                  Live
                </Badge>
              )}
            </Group>
            <Text size="sm" c={profile.description ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {profile.description || 'No description.'}
            </Text>
          </Stack>
          {!deleted && (
            <ChangeButton color="red" variant="outline" onClick={onDelete} loading={deleting} disabled={deleting}>
              Delete access profile…
            </ChangeButton>
          )}
        </Group>
        {deleted && (
          <Text size="sm" role="note" ref={note} tabIndex={-1}>
            Deleted <DateTime value={profile.deletedAt} />. Its scope bindings and backing entitlement went with it, and grants made through it have ended.
          </Text>
        )}
        <FieldTable aria-label="Access profile details">
          <FieldRow label="Scope count">{profile.scopeCount}</FieldRow>
          <FieldRow label="Profile id"><CopyValue value={profile.id} label="profile id" /></FieldRow>
          <FieldRow label="Entitlement id"><CopyValue value={profile.appEntitlementId} label="entitlement id" /></FieldRow>
          <FieldRow label="Resource server id"><CopyValue value={profile.xaaResourceServerId} label="resource server id" /></FieldRow>
          <FieldRow label="App id"><CopyValue value={profile.appId} label="app id" /></FieldRow>
          <FieldRow label="Created"><DateTime value={profile.createdAt} /></FieldRow>
          <FieldRow label="Updated"><DateTime value={profile.updatedAt} /></FieldRow>
          <FieldRow label="Deleted at"><DateTime value={profile.deletedAt} /></FieldRow>
        </FieldTable>
      </Stack>
    </Card>
  );
}

import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccessProfile } from '../../api/access-profiles';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { ChangeButton } from '../../components/change-button';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={{ base: 120, sm: 200 }} fw={500}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** One access profile: what it is, where it belongs, and whether it is soft-deleted. */
export function AccessProfileCard({ profile, onDelete, deleting }: { profile: AccessProfile; onDelete: () => void; deleting: boolean }) {
  const deleted = Boolean(profile.deletedAt);
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
          <Text size="sm" role="note">
            Deleted <DateTime value={profile.deletedAt} />. Its scope bindings and backing entitlement went with it, and grants made through it have ended.
          </Text>
        )}
        <Table verticalSpacing={6} aria-label="Access profile details">
          <Table.Tbody>
            <Row label="Scope count">{profile.scopeCount}</Row>
            <Row label="Profile id"><CopyValue value={profile.id} label="profile id" /></Row>
            <Row label="Entitlement id"><CopyValue value={profile.appEntitlementId} label="entitlement id" /></Row>
            <Row label="Resource server id"><CopyValue value={profile.xaaResourceServerId} label="resource server id" /></Row>
            <Row label="App id"><CopyValue value={profile.appId} label="app id" /></Row>
            <Row label="Created"><DateTime value={profile.createdAt} /></Row>
            <Row label="Updated"><DateTime value={profile.updatedAt} /></Row>
            <Row label="Deleted at"><DateTime value={profile.deletedAt} /></Row>
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { connectorOwnerUserQueryOptions } from '../../api/connector-owners';
import { isolateBidi } from '../../components/bidi-isolate';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { DeferredBody } from '../../components/deferred-body';
import { FieldRow, FieldTable } from '../../components/field-table';
import { PageFrame } from '../../components/page-frame';
import { ProfileTree } from './profile-tree';
import { SourceTables } from './source-tables';
import { UserCard } from './user-card';

const routeApi = getRouteApi('/apps/$appId/connectors/$connectorId/owners/$roleSlug/$userId');

function ConnectorOwnerPage() {
  const params = routeApi.useParams();
  const { data: owner } = useSuspenseQuery(connectorOwnerUserQueryOptions(params));
  const user = owner.user;
  return (
    <PageFrame>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{user?.displayName || user?.username || params.userId}</Title>
          <Text c="dimmed">
            Owner of connector {isolateBidi(owner.connectorId || params.connectorId)} with role “{isolateBidi(owner.roleSlug || params.roleSlug)}”
          </Text>
        </Stack>
        <DeferredBody>
          <Card withBorder padding="md" component="section" aria-labelledby="ownership-heading">
            <Stack gap="sm">
              <Title order={2} id="ownership-heading">
                Ownership
              </Title>
              <FieldTable aria-label="Ownership">
                <FieldRow label="App id"><CopyValue value={owner.appId} label="app id" /></FieldRow>
                <FieldRow label="Connector id"><CopyValue value={owner.connectorId} label="connector id" /></FieldRow>
                <FieldRow label="Role slug"><CopyValue value={owner.roleSlug} label="role slug" /></FieldRow>
                <FieldRow label="Owner since"><DateTime value={owner.createdAt} /></FieldRow>
              </FieldTable>
            </Stack>
          </Card>
          {user ? (
            <>
              <UserCard user={user} />
              <Stack gap="sm" component="section" aria-labelledby="profile-heading">
                <Title order={2} id="profile-heading">
                  Profile
                </Title>
                {Object.keys(user.profile).length ? <ProfileTree value={user.profile} label="Profile" /> : <Text c="dimmed">The profile is empty.</Text>}
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="sources-heading">
                <Title order={2} id="sources-heading">
                  Attribute sources
                </Title>
                <Text size="sm" c="dimmed">
                  Where each attribute's value comes from, highest priority (lowest number) first.
                </Text>
                <SourceTables user={user} />
              </Stack>
            </>
          ) : (
            <Alert color="orange" title="No user in the answer">
              The service returned this ownership without its user.
            </Alert>
          )}
        </DeferredBody>
      </Stack>
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: ConnectorOwnerPage });

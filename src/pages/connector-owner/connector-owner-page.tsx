import { Alert, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { connectorOwnerUserQueryOptions } from '../../api/connector-owners';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { FieldTable } from '../sso-application/field-table';
import { ProfileTree } from './profile-tree';
import { SourceTables } from './source-tables';
import { UserCard } from './user-card';

const routeApi = getRouteApi('/apps/$appId/connectors/$connectorId/owners/$roleSlug/$userId');

function ConnectorOwnerPage() {
  const params = routeApi.useParams();
  const { data: owner } = useSuspenseQuery(connectorOwnerUserQueryOptions(params));
  const user = owner.user;
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{user?.displayName || user?.username || params.userId}</Title>
          <Text c="dimmed">
            Owner of connector {owner.connectorId || params.connectorId} with role “{owner.roleSlug || params.roleSlug}”
          </Text>
        </Stack>
        <Card withBorder padding="md" component="section" aria-labelledby="ownership-heading">
          <Stack gap="sm">
            <Title order={2} id="ownership-heading">
              Ownership
            </Title>
            <FieldTable
              fields={[
                { label: 'App id', value: <CopyValue value={owner.appId} label="app id" /> },
                { label: 'Connector id', value: <CopyValue value={owner.connectorId} label="connector id" /> },
                { label: 'Role slug', value: <CopyValue value={owner.roleSlug} label="role slug" /> },
                { label: 'Owner since', value: <DateTime value={owner.createdAt} /> },
              ]}
            />
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
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: ConnectorOwnerPage });

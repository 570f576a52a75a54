import { Container, Stack, Text, Title } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { AppIdLine } from '../../components/copy-value';
import { SessionActivity } from '../../components/session-activity';
import { AccessProfileLookup, DELETE_OPERATION } from './access-profile-lookup';
import { EntitlementLookupForm } from './entitlement-lookup-form';

const routeApi = getRouteApi('/apps/$appId/xaa/access-profiles');

function AccessProfilesPage() {
  const { appId } = routeApi.useParams();
  const { entitlementId = '' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Access profiles</Title>
          <Text c="dimmed">
            A cross-app access profile is a requestable bundle of scopes for one resource server. Look one up by the entitlement it is linked to; delete it here.
          </Text>
          <AppIdLine appId={appId} />
        </Stack>
        <EntitlementLookupForm
          key={entitlementId}
          initial={entitlementId}
          onLookup={(next) => void navigate({ search: { entitlementId: next } })}
        />
        {entitlementId && <AccessProfileLookup key={`${appId}\n${entitlementId}`} appId={appId} entitlementId={entitlementId} />}
        <SessionActivity operations={[DELETE_OPERATION]} />
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: AccessProfilesPage });

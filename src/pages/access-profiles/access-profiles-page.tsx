import { Stack } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { AppIdLine } from '../../components/copy-value';
import { DeferredBody } from '../../components/deferred-body';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { SessionActivity } from '../../components/session-activity';
import { AccessProfileLookup, DELETE_OPERATION } from './access-profile-lookup';
import { EntitlementLookupForm } from './entitlement-lookup-form';

const routeApi = getRouteApi('/apps/$appId/xaa/access-profiles');

function AccessProfilesPage() {
  const { appId } = routeApi.useParams();
  const { entitlementId = '' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <PageFrame column="form">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageHeading />
          <AppIdLine appId={appId} />
        </Stack>
        <DeferredBody>
          <EntitlementLookupForm
            key={entitlementId}
            initial={entitlementId}
            onLookup={(next) => void navigate({ search: { entitlementId: next } })}
          />
          {entitlementId && <AccessProfileLookup key={`${appId}\n${entitlementId}`} appId={appId} entitlementId={entitlementId} />}
          <SessionActivity operations={[DELETE_OPERATION]} />
        </DeferredBody>
      </Stack>
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: AccessProfilesPage });

import { Code, List, Stack, Text } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useRevokeCredentialMutation } from '../../api/service-principals';
import { DeferredBody } from '../../components/deferred-body';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { RevokeById } from '../../components/revoke-by-id';
import { SessionActivity } from '../../components/session-activity';

const routeApi = getRouteApi('/service-principals/$servicePrincipalId/credentials');
const OPERATION = 'Revoke credential';

function ServicePrincipalCredentialsPage() {
  const { servicePrincipalId } = routeApi.useParams();
  const { id = '' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const mutation = useRevokeCredentialMutation();
  return (
    <PageFrame column="form">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageHeading />
        </Stack>
        <DeferredBody>
          <RevokeById
            // Re-mounted per principal, so the form follows the address.
            key={servicePrincipalId}
            fields={[
              { name: 'servicePrincipalId', label: 'Service principal id', initial: servicePrincipalId },
              { name: 'id', label: 'Credential id', description: 'The id of the client credential to revoke.', initial: id },
            ]}
            operation={OPERATION}
            actionLabel="Revoke credential"
            confirmTitle="Revoke this credential?"
            consequences={(values) => (
              <>
                <Text size="sm">
                  Credential <Code>{values.id}</Code> of service principal <Code>{values.servicePrincipalId}</Code> will be revoked. What stops working:
                </Text>
                <List size="sm" spacing={4}>
                  <List.Item>token requests with this client credential are refused from now on;</List.Item>
                  <List.Item>jobs and integrations that sign in with it stop working until they are given another credential.</List.Item>
                </List>
              </>
            )}
            successMessage={(values) => (
              <>
                Credential <Code>{values.id}</Code> of service principal <Code>{values.servicePrincipalId}</Code> was revoked.
              </>
            )}
            notFoundMessage={(values) => (
              <>
                Service principal <Code>{values.servicePrincipalId}</Code> has no credential <Code>{values.id}</Code> (or the principal does not exist). It may have been revoked already.
              </>
            )}
            mutation={mutation}
            toInput={(values) => ({ servicePrincipalId: values.servicePrincipalId ?? '', id: values.id ?? '' })}
            onSucceeded={() => void navigate({ search: {}, replace: true })}
          />
          <SessionActivity operations={[OPERATION]} />
        </DeferredBody>
      </Stack>
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: ServicePrincipalCredentialsPage });

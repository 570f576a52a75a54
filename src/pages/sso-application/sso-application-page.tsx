import { Alert, Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { isApiError } from '../../api/api-error';
import { ssoApplicationQueryOptions, ssoProtocol } from '../../api/sso-applications';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { OpenByIdForm } from '../../components/open-by-id-form';
import { PageSkeleton } from '../../components/page-skeleton';
import { pageById } from '../page-catalog';
import { OidcSection } from './oidc-section';
import { ssoApplicationRoute } from './route';
import { SamlSection } from './saml-section';
import { SsoHeader } from './sso-header';

function SsoApplicationPage() {
  const { appId, id } = ssoApplicationRoute.useParams();
  const query = useQuery(ssoApplicationQueryOptions(appId, id));
  const catalogEntry = pageById('sso-application');

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.code === 5;
    return (
      <Container size="lg" py="md">
        <Stack gap="md">
          <Title order={1}>SSO application</Title>
          <ApiErrorAlert
            error={query.error}
            title={notFound ? `No SSO application "${id}" in app "${appId}"` : undefined}
            onRetry={notFound ? undefined : () => void query.refetch()}
          />
          {notFound && catalogEntry && <OpenByIdForm page={catalogEntry} initial={{ appId, id }} />}
        </Stack>
      </Container>
    );
  }

  const application = query.data;
  const protocol = ssoProtocol(application);
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <SsoHeader application={application} />
        {protocol === 'both' && (
          <Alert color="orange" title="Both OIDC and SAML are set">
            The service should set only one protocol; both are shown as they came.
          </Alert>
        )}
        {protocol === 'none' && (
          <Alert color="gray" title="No protocol">
            This SSO application carries neither an OIDC nor a SAML configuration.
          </Alert>
        )}
        {application.oidc && <OidcSection oidc={application.oidc} />}
        {application.saml && <SamlSection saml={application.saml} />}
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute('/apps/$appId/sso/$id')({ component: SsoApplicationPage });

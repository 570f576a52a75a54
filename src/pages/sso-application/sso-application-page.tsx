import { Alert, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { ssoApplicationQueryOptions, ssoProtocol, type SamlConfig } from '../../api/sso-applications';
import { DeferredBody } from '../../components/deferred-body';
import { OidcSection } from './oidc-section';
import { CertificateExpiryBanner } from '../../components/certificate-expiry-banner';
import { PageFrame } from '../../components/page-frame';
import { allSamlCertificates } from './saml-certificates';
import { SamlSection } from './saml-section';
import { SsoHeader } from './sso-header';

const routeApi = getRouteApi('/apps/$appId/sso/$id');

function SsoApplicationPage() {
  const { appId, id } = routeApi.useParams();
  const { data: application } = useSuspenseQuery(ssoApplicationQueryOptions(appId, id));
  const protocol = ssoProtocol(application);
  return (
    <PageFrame>
      <Stack gap="xl">
        <SsoHeader application={application} />
        <DeferredBody>
          {application.saml && <SamlExpiryBanner saml={application.saml} />}
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
        </DeferredBody>
      </Stack>
    </PageFrame>
  );
}

function SamlExpiryBanner({ saml }: { saml: SamlConfig }) {
  return <CertificateExpiryBanner certificates={allSamlCertificates(saml)} />;
}

export const Route = createLazyRoute(routeApi.id)({ component: SsoApplicationPage });

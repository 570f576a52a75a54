import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function ServicePrincipalCredentialsPage() {
  return <NotBuiltYet title="Service principal credentials" />;
}

export const Route = createLazyRoute('/service-principals/$servicePrincipalId/credentials')({ component: ServicePrincipalCredentialsPage });

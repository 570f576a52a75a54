import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function ConnectorOwnerPage() {
  return <NotBuiltYet title="Connector owner" />;
}

export const Route = createLazyRoute('/apps/$appId/connectors/$connectorId/owners/$roleSlug/$userId')({ component: ConnectorOwnerPage });

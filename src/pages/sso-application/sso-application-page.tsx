import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function SsoApplicationPage() {
  return <NotBuiltYet title="SSO application" />;
}

export const Route = createLazyRoute('/apps/$appId/sso/$id')({ component: SsoApplicationPage });

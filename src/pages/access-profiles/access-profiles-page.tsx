import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function AccessProfilesPage() {
  return <NotBuiltYet title="Access profiles" />;
}

export const Route = createLazyRoute('/apps/$appId/xaa/access-profiles')({ component: AccessProfilesPage });

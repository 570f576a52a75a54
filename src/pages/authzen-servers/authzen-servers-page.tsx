import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function AuthzenServersPage() {
  return <NotBuiltYet title="AuthZEN servers" />;
}

export const Route = createLazyRoute('/apps/$appId/authzen-servers')({ component: AuthzenServersPage });

import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function AppOwnersPage() {
  return <NotBuiltYet title="App owners" />;
}

export const Route = createLazyRoute('/apps/$appId/owners')({ component: AppOwnersPage });

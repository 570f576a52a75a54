import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function UserAttributeMappingsPage() {
  return <NotBuiltYet title="User attribute mappings" />;
}

export const Route = createLazyRoute('/user-attribute-mappings')({ component: UserAttributeMappingsPage });

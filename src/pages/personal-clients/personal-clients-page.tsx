import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function PersonalClientsPage() {
  return <NotBuiltYet title="Personal clients" />;
}

export const Route = createLazyRoute('/iam/personal-clients')({ component: PersonalClientsPage });

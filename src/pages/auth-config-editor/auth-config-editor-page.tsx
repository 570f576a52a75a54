import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function AuthConfigEditorPage() {
  return <NotBuiltYet title="Auth provider config" />;
}

export const Route = createLazyRoute('/settings/auth-configs/$id')({ component: AuthConfigEditorPage });

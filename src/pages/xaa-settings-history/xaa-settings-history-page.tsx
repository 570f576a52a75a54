import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function XaaSettingsHistoryPage() {
  return <NotBuiltYet title="Cross-app access history" />;
}

export const Route = createLazyRoute('/settings/cross-app-access/history')({ component: XaaSettingsHistoryPage });

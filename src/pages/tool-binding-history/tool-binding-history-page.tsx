import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function ToolBindingHistoryPage() {
  return <NotBuiltYet title="Tool binding history" />;
}

export const Route = createLazyRoute('/apps/$appId/connectors/$connectorId/tools/$toolId/history')({ component: ToolBindingHistoryPage });

import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function McpServerWizardPage() {
  return <NotBuiltYet title="Register MCP server" />;
}

export const Route = createLazyRoute('/mcp-servers/new')({ component: McpServerWizardPage });

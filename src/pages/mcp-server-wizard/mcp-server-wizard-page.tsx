import { Container, Text, Title } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { mcpServerWizardRoute } from './route';
import { McpServerWizard } from './wizard';

function McpServerWizardPage() {
  const { appId } = mcpServerWizardRoute.useSearch();
  return (
    <Container size="md" py="md">
      <Title order={1} mb="xs">
        Register MCP server
      </Title>
      <Text c="dimmed" mb="lg">
        Register a hosted (catalog) or external MCP server under an application. Every rule of the service is checked here before sending; the review step shows the
        exact request with secrets redacted.
      </Text>
      <McpServerWizard initialAppId={appId ?? ''} />
    </Container>
  );
}

export const Route = createLazyRoute('/mcp-servers/new')({ component: McpServerWizardPage });

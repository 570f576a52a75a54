import { Container, Text, Title } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { GoToStepParam } from './step-params';
import { McpServerWizard } from './wizard';

const routeApi = getRouteApi('/mcp-servers/new');

function McpServerWizardPage() {
  const { appId, step } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const goToParam = useCallback<GoToStepParam>((target, options) => navigate({ search: (previous) => ({ ...previous, step: target }), replace: options?.replace }), [navigate]);
  return (
    <Container size="md" py="md">
      <Title order={1} mb="xs">
        Register MCP server
      </Title>
      <Text c="dimmed" mb="lg">
        Register a hosted (catalog) or external MCP server under an application. Every rule of the service is checked here before sending; the review step shows the
        exact request, with placeholders where secrets go.
      </Text>
      <McpServerWizard initialAppId={appId ?? ''} stepAddress={{ param: step, goToParam }} />
    </Container>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: McpServerWizardPage });

import { Container, Stack } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageHeading } from '../../components/page-heading';
import type { GoToStepParam } from './step-params';
import { McpServerWizard } from './wizard';

const routeApi = getRouteApi('/mcp-servers/new');

function McpServerWizardPage() {
  const { appId, step } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const goToParam = useCallback<GoToStepParam>((target, options) => navigate({ search: (previous) => ({ ...previous, step: target }), replace: options?.replace }), [navigate]);
  return (
    <Container size="md" py="md">
      <Stack gap="xs" mb="lg">
        <PageHeading />
      </Stack>
      <McpServerWizard initialAppId={appId ?? ''} stepAddress={{ param: step, goToParam }} />
    </Container>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: McpServerWizardPage });

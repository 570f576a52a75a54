import { Stack } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import type { GoToStepParam } from './step-params';
import { McpServerWizard } from './wizard';

const routeApi = getRouteApi('/mcp-servers/new');

function McpServerWizardPage() {
  const { appId, step } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const goToParam = useCallback<GoToStepParam>((target, options) => navigate({ search: (previous) => ({ ...previous, step: target }), replace: options?.replace }), [navigate]);
  return (
    <PageFrame column="form">
      <Stack gap="xs" mb="lg">
        <PageHeading />
      </Stack>
      <McpServerWizard initialAppId={appId ?? ''} stepAddress={{ param: step, goToParam }} />
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: McpServerWizardPage });

import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';
import { STEP_PARAMS } from './step-params';

export const mcpServerWizardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/mcp-servers/new',
  validateSearch: z.object({ appId: z.optional(z.catch(z.string(), '')), step: z.catch(z.optional(z.enum(STEP_PARAMS)), undefined) }),
  staticData: {
    page: {
      id: 'mcp-server-wizard',
      title: 'Register MCP server',
      group: 'MCP servers',
      description: 'Register a hosted or external MCP server under an application, step by step.',
      intro:
        'Register a hosted (catalog) or external MCP server under an application. Every rule of the service is checked here before sending; the review step shows the exact request, with placeholders where secrets go.',
      search: { appId: 'App id' },
      apiPaths: ['/api/v1/apps/{appId}/mcp_servers'],
      tryIt: { search: { appId: 'appId' } },
    },
  },
}).lazy(() => import('./mcp-server-wizard-page').then((module) => module.Route));

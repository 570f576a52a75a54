import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';

export const mcpServerWizardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/mcp-servers/new',
  validateSearch: z.object({ appId: z.optional(z.catch(z.string(), '')) }),
}).lazy(() => import('./mcp-server-wizard-page').then((module) => module.Route));

import { Hono } from 'hono';
import type { DemoContext } from '../context';
import { RpcError } from '../rpc-error';
import { seedOidcApplications, seedSamlApplication } from './sso-applications-seed';

type Application = ReturnType<typeof seedOidcApplications>[number];

// Operation 15. The SAML application's certificates take a moment to make, so the seed is built
// on the first request and kept for the life of this tenant instance.
export function ssoApplicationsRoutes(ctx: DemoContext): Hono {
  let seeded: Promise<Application[]> | null = null;
  const applications = () =>
    (seeded ??= seedSamlApplication(ctx.now()).then(
      (saml) => [...seedOidcApplications(), saml],
      (error: unknown) => {
        seeded = null; // try again on the next request
        throw error;
      },
    ));

  const routes = new Hono();
  routes.get('/api/v1/apps/:appId/sso/applications/:id', async (c) => {
    const { appId, id } = c.req.param();
    const application = (await applications()).find((candidate) => candidate.appId === appId && candidate.id === id);
    if (!application) throw new RpcError('NOT_FOUND', `SSO application "${id}" not found in app "${appId}"`);
    return c.json({ application });
  });
  return routes;
}

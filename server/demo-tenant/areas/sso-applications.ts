import { Hono } from 'hono';
import type { DemoContext } from '../context';
import { RpcError } from '../rpc-error';
import { seedOidcApplications, seedSamlApplication } from './sso-applications-seed';

type Application = ReturnType<typeof seedOidcApplications>[number];

// Operation 15. The SAML application's certificates take a moment to make, so it is built on the
// first request that may need it and kept for the life of this tenant instance; the OIDC ones are
// plain data.
export function ssoApplicationsRoutes(ctx: DemoContext): Hono {
  const oidc = seedOidcApplications();
  let saml: Promise<Application> | null = null;
  const samlApplication = () =>
    (saml ??= seedSamlApplication(ctx.now()).catch((error: unknown) => {
      saml = null; // try again on the next request
      throw error;
    }));

  const routes = new Hono();
  routes.get('/api/v1/apps/:appId/sso/applications/:id', async (c) => {
    const { appId, id } = c.req.param();
    const matches = (candidate: Application) => candidate.appId === appId && candidate.id === id;
    const application = oidc.find(matches) ?? [await samlApplication()].find(matches);
    if (!application) throw new RpcError('NOT_FOUND', `SSO application "${id}" not found in app "${appId}"`);
    return c.json({ application });
  });
  return routes;
}

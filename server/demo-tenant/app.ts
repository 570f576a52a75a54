// The in-memory demo tenant: all 15 operations plus the token endpoint, one Hono app. The same
// handler runs behind the proxy in `npm start`, alone in `npm run demo-tenant`, and answers
// `page.route` in the e2e suite, each instance with its own fresh state.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DEMO_PLAIN_CLIENT_SECRET } from './demo-client';
import type { DemoContext, DemoSeedOptions } from './context';
import { RpcError, rpcErrorResponse } from './rpc-error';
import { createTokenStore, handleTokenRequest, type DemoClient, type IssuedTokens } from './token-endpoint';
import { accessProfilesRoutes } from './areas/access-profiles';
import { appOwnersRoutes } from './areas/app-owners';
import { authConfigsRoutes } from './areas/auth-configs';
import { authzenServersRoutes } from './areas/authzen-servers';
import { connectorOwnersRoutes } from './areas/connector-owners';
import { contactsRoutes } from './areas/contacts';
import { mcpServersRoutes } from './areas/mcp-servers';
import { personalClientsRoutes } from './areas/personal-clients';
import { servicePrincipalsRoutes } from './areas/service-principals';
import { ssoApplicationsRoutes } from './areas/sso-applications';
import { toolBindingHistoryRoutes } from './areas/tool-binding-history';
import { userAttributeMappingsRoutes } from './areas/user-attribute-mappings';
import { xaaSettingsHistoryRoutes } from './areas/xaa-settings-history';

export interface DemoTenantOptions {
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of issued access tokens, seconds (default 3600). */
  tokenTtlSeconds?: number;
  now?: () => Date;
  seed?: DemoSeedOptions;
  /**
   * Called with every API request as it arrives, before it is judged (tests only: the audit
   * trail's crash test compares the console's records with what the tenant received). No
   * environment variable or route turns it on.
   */
  onRequest?: (request: { method: string; path: string; body: string }) => void;
}

export interface DemoTenant {
  app: Hono;
  tokens: IssuedTokens;
  client: DemoClient;
}

const AREAS = [
  mcpServersRoutes,
  authConfigsRoutes,
  authzenServersRoutes,
  contactsRoutes,
  userAttributeMappingsRoutes,
  appOwnersRoutes,
  accessProfilesRoutes,
  servicePrincipalsRoutes,
  personalClientsRoutes,
  toolBindingHistoryRoutes,
  xaaSettingsHistoryRoutes,
  connectorOwnersRoutes,
  ssoApplicationsRoutes,
];

export function createDemoTenant(options: DemoTenantOptions = {}): DemoTenant {
  const now = options.now ?? (() => new Date());
  const client: DemoClient = {
    clientId: options.clientId ?? DEMO_CLIENT_ID,
    clientSecret: options.clientSecret ?? DEMO_CLIENT_SECRET,
  };
  // The plain-secret client lets the `client_secret` form be tried against the same tenant.
  const clients: DemoClient[] = [client, { clientId: `${client.clientId}-plain`, clientSecret: DEMO_PLAIN_CLIENT_SECRET }];
  const tokens = createTokenStore(now, options.tokenTtlSeconds ?? 3600);
  const ctx: DemoContext = {
    now,
    seed: { toolHistorySize: options.seed?.toolHistorySize ?? 1000, xaaHistorySize: options.seed?.xaaHistorySize ?? 300 },
  };

  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof RpcError) return rpcErrorResponse(c, error);
    console.error('[demo-tenant] unhandled error', error);
    return rpcErrorResponse(c, new RpcError('INTERNAL', 'internal error in the demo tenant'));
  });
  app.notFound((c) => rpcErrorResponse(c, new RpcError('NOT_FOUND', `no operation at ${c.req.method} ${new URL(c.req.url).pathname}`)));

  app.post('/auth/v1/token', (c) => handleTokenRequest(c, clients, tokens, now));

  // Answers are compressed when the caller accepts it, as a production API's are: the first page
  // of a history is a few hundred kilobytes of JSON, which a phone would otherwise wait for. The
  // proxy passes the encoding through to the browser. Refusals stay plain: the proxy reads their
  // google.rpc status for its log and the audit trail.
  app.use('/api/*', (c, next) => compress({ contentTypeFilter: (type) => c.res.status < 400 && type.startsWith('application/json') })(c, next));

  const onRequest = options.onRequest;
  if (onRequest) {
    app.use('/api/*', async (c, next) => {
      onRequest({ method: c.req.method, path: new URL(c.req.url).pathname, body: await c.req.raw.clone().text() });
      await next();
    });
  }

  // Every API call needs a bearer token this tenant issued and that has not expired.
  app.use('/api/*', async (c, next) => {
    const match = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '');
    if (!match?.[1] || !tokens.isValid(match[1])) {
      throw new RpcError('UNAUTHENTICATED', match ? 'the access token is invalid or has expired' : 'a bearer token is required');
    }
    await next();
  });

  for (const area of AREAS) app.route('/', area(ctx));
  return { app, tokens, client };
}

// Starts the in-memory demo tenant on loopback, so the proxy reaches it over real HTTP: `npm start`
// and `npm run serve` exercise the same token exchange as a real tenant, and `npm run demo-tenant`
// serves it alone. Its HTTP server answers only loopback Host names and ALLOWED_HOSTS (the proxy's
// own Host check), so a web page cannot reach its public demo client through DNS rebinding. The
// Hono app itself stays Host-agnostic for in-process use (the e2e suite's page.route).
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createDemoTenant, type DemoTenant, type DemoTenantOptions } from './demo-tenant/app';
import { DEMO_IDS } from './demo-tenant/demo-ids';
import type { TenantConfig } from './proxy/config';
import { checkHost } from './proxy/guards';

export interface DemoTenantServerOptions {
  port?: number;
  /** Host names accepted besides loopback ones (ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
}

export interface DemoTenantServer {
  tenant: DemoTenant;
  port: number;
  close: () => Promise<void>;
}

/** Serves `tenant` on 127.0.0.1 behind the Host check. */
export async function serveDemoTenant(tenant: DemoTenant, options: DemoTenantServerOptions = {}): Promise<DemoTenantServer> {
  const allowedHosts = new Set((options.allowedHosts ?? []).map((host) => host.toLowerCase()));
  const fetch = (request: Request): Response | Promise<Response> => {
    const refused = checkHost(request.headers.get('host') ?? undefined, allowedHosts);
    if (refused) return Response.json({ code: refused.code, message: refused.message }, { status: refused.status });
    return tenant.app.fetch(request);
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch, hostname: '127.0.0.1', port: options.port ?? 0 }, () => resolve(started));
  });
  return {
    tenant,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function startDemoTenant(
  options: DemoTenantOptions & { allowedHosts?: readonly string[] } = {},
): Promise<{ tenant: TenantConfig; ids: Record<string, string>; close: () => Promise<void> }> {
  const demo = createDemoTenant(options);
  const { port, close } = await serveDemoTenant(demo, { allowedHosts: options.allowedHosts });
  return {
    tenant: { baseUrl: new URL(`http://127.0.0.1:${port}`), clientId: demo.client.clientId, clientSecret: demo.client.clientSecret },
    ids: { ...DEMO_IDS },
    close,
  };
}

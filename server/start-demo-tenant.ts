// Starts the in-memory demo tenant on a free loopback port, so the proxy reaches it over real
// HTTP: `npm start` and `npm run serve` exercise the same token exchange as a real tenant.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createDemoTenant, type DemoTenantOptions } from './demo-tenant/app';
import { DEMO_IDS } from './demo-tenant/demo-ids';
import type { TenantConfig } from './proxy/config';

export async function startDemoTenant(options: DemoTenantOptions = {}): Promise<{ tenant: TenantConfig; ids: Record<string, string>; close: () => Promise<void> }> {
  const demo = createDemoTenant(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: demo.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    tenant: { baseUrl: new URL(`http://127.0.0.1:${port}`), clientId: demo.client.clientId, clientSecret: demo.client.clientSecret },
    ids: { ...DEMO_IDS },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

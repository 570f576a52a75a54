// `npm run demo-tenant`: the demo tenant alone on loopback, for tools and scripts (and as a
// sandbox for the API family's official SDK: pass the printed base URL as its server URL).
import { serve } from '@hono/node-server';
import { createDemoTenant } from './app';
import { demoTenantOptionsFromEnv } from './env';

const port = Number(process.env.PORT ?? 4010);
const tenant = createDemoTenant(demoTenantOptionsFromEnv(process.env));

serve({ fetch: tenant.app.fetch, hostname: '127.0.0.1', port }, (info) => {
  console.log(`Demo tenant on http://127.0.0.1:${info.port}`);
  console.log(`  TENANT_BASE_URL=http://127.0.0.1:${info.port}`);
  console.log(`  TENANT_CLIENT_ID=${tenant.client.clientId}`);
  // The demo secret is public (README) and guards demo data only, so printing it is fine here.
  console.log(`  TENANT_CLIENT_SECRET=${tenant.client.clientSecret}`);
});

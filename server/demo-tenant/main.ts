// `npm run demo-tenant`: the demo tenant alone on loopback, for tools and scripts.
import { serve } from '@hono/node-server';
import { createDemoTenant } from './app';

const port = Number(process.env.PORT ?? 4010);
const tenant = createDemoTenant({
  clientId: process.env.DEMO_CLIENT_ID || undefined,
  clientSecret: process.env.DEMO_CLIENT_SECRET || undefined,
  seed: {
    toolHistorySize: process.env.DEMO_TOOL_HISTORY_SIZE ? Number(process.env.DEMO_TOOL_HISTORY_SIZE) : undefined,
  },
});

serve({ fetch: tenant.app.fetch, hostname: '127.0.0.1', port }, (info) => {
  console.log(`Demo tenant on http://127.0.0.1:${info.port}`);
  console.log(`  TENANT_BASE_URL=http://127.0.0.1:${info.port}`);
  console.log(`  TENANT_CLIENT_ID=${tenant.client.clientId}`);
  // The demo secret is public (README) and guards demo data only, so printing it is fine here.
  console.log(`  TENANT_CLIENT_SECRET=${tenant.client.clientSecret}`);
});

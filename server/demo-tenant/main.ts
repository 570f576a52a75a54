// `npm run demo-tenant`: the demo tenant alone on loopback, for tools and scripts (and as a
// sandbox for the API family's official SDK: pass the printed base URL as its server URL).
import { proxySettingsFromEnvironment, readEnvironment } from '../proxy/config';
import { serveDemoTenant } from '../start-demo-tenant';
import { createDemoTenant } from './app';
import { demoTenantOptionsFromEnv } from './env';

const port = Number(process.env.PORT ?? 4010);
const tenant = createDemoTenant(demoTenantOptionsFromEnv(process.env));

// Behind the proxy's Host check: loopback names and ALLOWED_HOSTS only (DNS rebinding).
const { allowedHosts } = proxySettingsFromEnvironment(readEnvironment());
void serveDemoTenant(tenant, { port, allowedHosts }).then((server) => {
  console.log(`Demo tenant on http://127.0.0.1:${server.port}`);
  console.log(`  TENANT_BASE_URL=http://127.0.0.1:${server.port}`);
  console.log(`  TENANT_CLIENT_ID=${tenant.client.clientId}`);
  // The demo secret is public (README) and guards demo data only, so printing it is fine here.
  console.log(`  TENANT_CLIENT_SECRET=${tenant.client.clientSecret}`);
});

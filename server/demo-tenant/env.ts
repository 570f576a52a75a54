// `npm run demo-tenant` reads its options from the environment; with no variables it serves the
// README's demo client.
import type { DemoTenantOptions } from './app';

export function demoTenantOptionsFromEnv(env: NodeJS.ProcessEnv): DemoTenantOptions {
  return {
    clientId: env.DEMO_CLIENT_ID || undefined,
    clientSecret: env.DEMO_CLIENT_SECRET || undefined,
    seed: { toolHistorySize: env.DEMO_TOOL_HISTORY_SIZE ? Number(env.DEMO_TOOL_HISTORY_SIZE) : undefined },
  };
}

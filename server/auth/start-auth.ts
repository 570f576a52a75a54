// Sign-in as `npm run serve` and `npm start` set it up: the configuration from the environment,
// and in demo mode the embedded OpenID provider, which the console then uses like any other.
import type { Logger } from '../proxy/request-log';
import { authConfigFromEnvironment } from './auth-config';
import { createConsoleAuth, type ConsoleAuth } from './console-auth';
import type { DemoProvider } from './demo-provider';

export interface StartedAuth {
  auth: ConsoleAuth;
  /** One line for the start-up log: the mode, and where people sign in. */
  describe: (port: number) => string;
  close: () => Promise<void>;
}

/** Throws ConfigError (before anything starts) when the sign-in settings are incomplete. */
export interface StartAuthContext {
  demoTenant: boolean;
  logger: Logger | null;
  /**
   * Starts the demo provider. Default: loaded only in demo mode, so a real deployment never loads
   * it; `npm start` passes it imported up front (Vite's config module runner is closed by the time
   * the server starts, so it cannot import later).
   */
  startDemoProvider?: () => Promise<DemoProvider>;
}

export async function startConsoleAuth(env: Record<string, string | undefined>, context: StartAuthContext): Promise<StartedAuth> {
  const config = authConfigFromEnvironment(env, { demoTenant: context.demoTenant });
  const startDemoProvider = context.startDemoProvider ?? (async () => (await import('./demo-provider')).startDemoProvider());
  const provider = config.mode === 'demo' ? await startDemoProvider() : null;
  if (provider) config.oidc = { issuer: provider.issuer, clientId: provider.clientId, clientSecret: null, scopes: 'openid email profile', groupsClaim: 'groups' };
  const auth = createConsoleAuth({ config, logger: context.logger, promptLogin: provider !== null });
  return {
    auth,
    describe: (port) => {
      if (config.mode === 'token') return `Sign in (token mode): ${auth.tokenLink(port) ?? ''}`;
      if (provider) return `Sign in (demo mode) through the demo OpenID provider on ${provider.issuer.host}`;
      return `Sign in (oidc mode) through ${config.oidc?.issuer.href ?? ''}`;
    },
    close: async () => {
      await provider?.close();
    },
  };
}

// Who may act (DESIGN.md): the session check every /api/ call and /console/ endpoint passes, the
// viewer's refusal, and the sign-in routes of the three modes. The console proxy runs `gate` and
// `apiHooks`; everything about people and sessions stays here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RPC_CODES } from '../../src/api/rpc-status';
import type { ApiCallHooks } from '../proxy/api-call';
import type { ConsoleEndpoint } from '../proxy/console-proxy';
import { refusal, sendJson, type Refusal } from '../proxy/proxy-answers';
import type { Logger } from '../proxy/request-log';
import type { AuthConfig } from './auth-config';
import { createOidcClient, type OidcClient } from './oidc-client';
import { createSessions, type Session, type Sessions } from './sessions';
import { createSignInRoutes } from './sign-in-routes';

export interface ConsoleAuth {
  readonly mode: AuthConfig['mode'];
  sessions: Sessions;
  /** /console/me and /console/auth/*. */
  endpoints: readonly ConsoleEndpoint[];
  /** First of the API call hooks: no session, 401; a viewer's change, 403; nothing forwarded. */
  apiHooks: ApiCallHooks;
  /** Token mode: the link to print at start, for the console's port. */
  tokenLink: (port: number) => string | null;
}

const { UNAUTHENTICATED, PERMISSION_DENIED } = RPC_CODES;
export const SIGN_IN_REFUSAL = refusal(401, UNAUTHENTICATED, 'sign in');
export const VIEWER_REFUSAL = refusal(403, PERMISSION_DENIED, 'viewers cannot change the tenant');

export interface ConsoleAuthOptions {
  config: AuthConfig;
  logger: Logger | null;
  /** Demo mode: always show the provider's people picker, so one can switch between them. */
  promptLogin?: boolean;
  now?: () => number;
}

export function createConsoleAuth(options: ConsoleAuthOptions): ConsoleAuth {
  const { config } = options;
  const secure = config.publicUrl?.protocol === 'https:';
  const sessions = createSessions({ secret: config.sessionSecret, idleMs: config.idleMs, maxMs: config.maxMs, secure, now: options.now });
  const oidc: OidcClient | null = config.oidc ? createOidcClient(config.oidc, { promptLogin: options.promptLogin }) : null;
  // Discovered in the background at start; a failure here is retried by the next sign-in.
  oidc?.ready().catch(() => {});

  const judge = (method: string, session: Session | null, res: ServerResponse): Refusal | null | Promise<Refusal | null> => {
    if (session === null) return SIGN_IN_REFUSAL;
    if (session.role === 'viewer' && method !== 'GET' && method !== 'HEAD') return VIEWER_REFUSAL;
    return renew(session, res);
  };

  /** Moves the idle deadline as the person works. */
  const renew = (session: Session, res: ServerResponse): null | Promise<null> => {
    if (!sessions.due(session)) return null;
    return sessions.refresh(session).then((cookie) => {
      if (!res.headersSent) res.setHeader('set-cookie', cookie);
      return null;
    });
  };

  const apiHooks: ApiCallHooks = {
    beforeForward: (call) => {
      const session = sessions.of(call.req);
      if (session instanceof Promise) return session.then((opened) => judge(call.method, opened, call.res));
      return judge(call.method, session, call.res);
    },
  };

  const routes = createSignInRoutes({ config, sessions, oidc, logger: options.logger });
  return {
    mode: config.mode,
    sessions,
    endpoints: routes.endpoints,
    apiHooks,
    tokenLink: (port) => (config.token ? `http://127.0.0.1:${port}/console/auth/token?token=${config.token}` : null),
  };
}

/** Answers 401 `sign in` unless the request has a session; for /console/ endpoints that need one. */
export function withSession(sessions: Sessions, req: IncomingMessage, res: ServerResponse, then: () => number | Promise<number>): number | Promise<number> {
  const session = sessions.of(req);
  const go = (opened: Session | null) => (opened === null ? (sendJson(res, 401, { code: UNAUTHENTICATED, message: SIGN_IN_REFUSAL.message }), 401) : then());
  return session instanceof Promise ? session.then(go) : go(session);
}

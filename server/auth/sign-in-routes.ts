// The sign-in routes of DESIGN.md: /console/me, /console/auth/login, /callback, /token, /logout
// and /signed-out (where every sign-out ends, back from the provider's end-session page too). The
// callback sets a session only once every check passed (state, PKCE, nonce, the ID token's issuer,
// audience, signature and lifetime, then a role); any failure is a page that says so and offers to
// retry, and no session.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RPC_CODES } from '../../src/api/rpc-status';
import type { ConsoleEndpoint } from '../proxy/console-proxy';
import { sendJson } from '../proxy/proxy-answers';
import type { Logger } from '../proxy/request-log';
import { stripControls, cut } from '../proxy/safe-text';
import type { AuthConfig } from './auth-config';
import { notAllowedPage, providerErrorReason, providerUnavailablePage, signedOutPage, signInFailedPage, tokenSignInPage, wrongTokenPage, type SignedOutAtProvider } from './auth-pages';
import { readCookie, serializeCookie } from './cookies';
import { sendPage } from './html-page';
import type { OidcClient } from './oidc-client';
import { safeReturnTo } from './return-to';
import { roleFor } from './roles';
import { createSealer } from './sealed-cookie';
import type { Session, Sessions } from './sessions';
import { createTokenCheck } from './token-sign-in';

export interface SignInRoutesOptions {
  config: AuthConfig;
  sessions: Sessions;
  oidc: OidcClient | null;
  logger: Logger | null;
}

/** Where a sign-out ends; registered at the provider as the console's post-logout redirect URI. */
export const SIGNED_OUT_PATH = '/console/auth/signed-out';

/** A sign-in must come back from the provider within this time. */
const SIGN_IN_TTL_MS = 10 * 60_000;

const { UNAUTHENTICATED, UNAVAILABLE } = RPC_CODES;

interface SignInState {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  redirectUri: string;
  expires: number;
}

function isSignInState(value: Record<string, unknown> | null): value is Record<string, unknown> & SignInState {
  return (
    value !== null &&
    ['state', 'nonce', 'verifier', 'returnTo', 'redirectUri'].every((key) => typeof value[key] === 'string') &&
    typeof value.expires === 'number'
  );
}

const queryOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://console.invalid').searchParams;

function redirect(res: ServerResponse, location: string, cookies: string[]): number {
  res.writeHead(302, { location, 'set-cookie': cookies, 'cache-control': 'no-store', 'content-length': '0', 'referrer-policy': 'no-referrer' });
  res.end();
  return 302;
}

export function createSignInRoutes(options: SignInRoutesOptions): { endpoints: ConsoleEndpoint[] } {
  const { config, sessions, oidc, logger } = options;
  const secure = config.publicUrl?.protocol === 'https:';
  const signInCookie = secure ? '__Host-console_signin' : 'console_signin';
  const signInSealer = createSealer(config.sessionSecret, 'sign-in');
  const clearSignIn = serializeCookie(signInCookie, '', { secure, maxAgeSeconds: 0 });
  const tokenCheck = config.token ? createTokenCheck(config.token) : null;

  /** The console's origin as the browser sees it: CONSOLE_PUBLIC_URL, else the (Host-checked) loopback origin. */
  const originOf = (req: IncomingMessage) => config.publicUrl?.origin ?? `http://${req.headers.host ?? '127.0.0.1'}`;
  const loginHref = (returnTo = '/') => `/console/auth/login?returnTo=${encodeURIComponent(returnTo)}`;

  const me = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    const opened = await sessions.of(req);
    if (opened) {
      const { sub, email, name, role, mode } = opened;
      sendJson(res, 200, { sub, email, name, role, mode });
      return 200;
    }
    if (oidc && !oidc.discovered()) {
      const reachable = await oidc.ready().then(() => true, () => false);
      if (!reachable) {
        sendJson(res, 503, { code: UNAVAILABLE, message: 'the sign-in provider cannot be reached; try again in a moment' });
        return 503;
      }
    }
    sendJson(res, 401, { code: UNAUTHENTICATED, message: 'sign in' });
    return 401;
  };

  const login = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    const returnTo = safeReturnTo(queryOf(req).get('returnTo'));
    if (!oidc) return sendPage(res, 401, tokenSignInPage());
    const redirectUri = `${originOf(req)}/console/auth/callback`;
    let started;
    try {
      started = await oidc.begin(redirectUri);
    } catch {
      logger?.warn('sign-in: the OpenID provider cannot be reached (discovery failed)');
      return sendPage(res, 503, providerUnavailablePage(loginHref(returnTo)));
    }
    const state: SignInState = { state: started.state, nonce: started.nonce, verifier: started.verifier, returnTo, redirectUri, expires: Date.now() + SIGN_IN_TTL_MS };
    const sealed = await signInSealer.seal(state);
    return redirect(res, started.url.href, [serializeCookie(signInCookie, sealed, { secure, maxAgeSeconds: SIGN_IN_TTL_MS / 1000 })]);
  };

  const failed = (res: ServerResponse, returnTo: string, reason: string, logged: string): number => {
    logger?.warn(cut(stripControls(`sign-in failed: ${logged}`), 300));
    return sendPage(res, 400, signInFailedPage(loginHref(returnTo), reason), { 'set-cookie': clearSignIn });
  };

  const callback = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    if (!oidc) return sendPage(res, 404, tokenSignInPage());
    const text = readCookie(req.headers.cookie, signInCookie);
    const pending = text === null ? null : await signInSealer.open(text);
    if (!isSignInState(pending) || pending.expires < Date.now()) {
      return failed(res, '/', 'no sign-in was under way in this browser, or it took too long', 'no sign-in state cookie, or it expired or was forged');
    }
    const query = queryOf(req);
    const providerError = query.get('error');
    if (providerError) return failed(res, pending.returnTo, providerErrorReason(providerError, query.get('error_description')), `provider error ${providerError}`);
    let claims: Record<string, unknown>;
    try {
      const search = (req.url ?? '').slice((req.url ?? '').indexOf('?'));
      claims = await oidc.finish(new URL(`${pending.redirectUri}${search}`), pending);
    } catch (error) {
      const why = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
      return failed(res, pending.returnTo, 'the answer from the sign-in provider did not pass the console’s checks', why);
    }
    const groupsClaim = config.oidc?.groupsClaim ?? 'groups';
    const role = roleFor(config.roles, claims, groupsClaim);
    const email = typeof claims.email === 'string' ? claims.email : null;
    if (role === null) {
      logger?.warn({ email: email === null ? null : cut(stripControls(email), 200) }, 'sign-in refused: neither admin nor viewer');
      return sendPage(res, 403, notAllowedPage(email, loginHref(pending.returnTo)), { 'set-cookie': clearSignIn });
    }
    const name = typeof claims.name === 'string' ? claims.name : null;
    const session = await sessions.start({ sub: String(claims.sub), email, name }, role, config.mode);
    return redirect(res, pending.returnTo, [session, clearSignIn]);
  };

  const token = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    if (!tokenCheck) return sendPage(res, 404, wrongTokenPage());
    const verdict = tokenCheck.check(queryOf(req).get('token'));
    if (verdict !== 'ok') {
      logger?.warn({ limited: verdict === 'limited' }, 'sign-in: wrong console token');
      return sendPage(res, verdict === 'limited' ? 429 : 401, wrongTokenPage(), verdict === 'limited' ? { 'retry-after': '60' } : {});
    }
    const session = await sessions.start({ sub: 'console-token', email: null, name: 'Console token holder' }, 'admin', 'token');
    return redirect(res, '/', [session]);
  };

  const logout = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    const opened: Session | null = await sessions.of(req);
    // The provider's end-session page sends the browser back to the signed-out page (the
    // post_logout_redirect_uri registered for the console), whichever choice the person made there;
    // without a provider sign-out the browser goes there directly.
    const signedOutUrl = `${originOf(req)}${SIGNED_OUT_PATH}`;
    const logoutUrl = (opened && oidc ? oidc.endSessionUrl(signedOutUrl) : null) ?? signedOutUrl;
    sendJson(res, 200, { logoutUrl }, ['set-cookie', sessions.clear()]);
    return 200;
  };

  const atProvider = (): SignedOutAtProvider => {
    if (!oidc) return 'token';
    if (config.mode === 'demo') return 'demo';
    return oidc.offersSignOut() ? 'asked' : 'kept';
  };

  const signedOut = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    // A page that says "signed out" to someone who is signed in would be wrong: the console instead.
    if (await sessions.of(req)) return redirect(res, '/', []);
    return sendPage(res, 200, signedOutPage(atProvider(), loginHref()));
  };

  return {
    endpoints: [
      { path: '/console/me', open: true, answer: me },
      { path: '/console/auth/login', open: true, answer: login },
      { path: '/console/auth/callback', open: true, answer: callback },
      { path: '/console/auth/token', open: true, answer: token },
      { path: '/console/auth/logout', open: true, methods: ['POST'], apiGuards: true, answer: logout },
      { path: SIGNED_OUT_PATH, open: true, answer: signedOut },
    ],
  };
}

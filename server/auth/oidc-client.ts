// The console as an OpenID Connect relying party, through openid-client (certified; no protocol
// code here): discovery that is retried until it succeeds (a provider down at start must not keep
// the console from ever signing anyone in), the authorization request with PKCE, state and nonce,
// the code exchange with every check on the ID token, and the provider's end-session URL.
import * as client from 'openid-client';
import type { OidcSettings } from './auth-config';
import { isLoopback } from '../proxy/config';

export interface SignInStart {
  url: URL;
  state: string;
  nonce: string;
  verifier: string;
}

export interface SignInChecks {
  state: string;
  nonce: string;
  verifier: string;
}

export interface OidcClient {
  /** The provider's configuration, discovering it (again) if needed; rejects while it cannot be reached. */
  ready: () => Promise<client.Configuration>;
  /** Whether discovery has succeeded. */
  discovered: () => boolean;
  begin: (redirectUri: string) => Promise<SignInStart>;
  /** The ID token's claims once every check passed; rejects otherwise. */
  finish: (callbackUrl: URL, checks: SignInChecks) => Promise<Record<string, unknown>>;
  /** RP-initiated logout, when the provider offers it. */
  endSessionUrl: (postLogoutRedirectUri: string) => string | null;
  /** Whether the provider (as discovered) offers RP-initiated logout. */
  offersSignOut: () => boolean;
}

/** Seconds discovery and each request to the provider may take. */
const PROVIDER_TIMEOUT_S = 5;

export function createOidcClient(settings: OidcSettings, options: { promptLogin?: boolean } = {}): OidcClient {
  let config: client.Configuration | null = null;
  let pending: Promise<client.Configuration> | null = null;
  const insecure = settings.issuer.protocol === 'http:' && isLoopback(settings.issuer.hostname);

  const discover = async (): Promise<client.Configuration> => {
    const auth = settings.clientSecret === null ? client.None() : client.ClientSecretBasic(settings.clientSecret);
    const found = await client.discovery(settings.issuer, settings.clientId, undefined, auth, {
      timeout: PROVIDER_TIMEOUT_S,
      // Plain http only for a loopback issuer (the demo provider, a local Keycloak); config.ts refuses others.
      execute: insecure ? [client.allowInsecureRequests] : [],
    });
    // Verify the ID token's signature against the provider's keys too, not only TLS: an ID token
    // signed by any other key is refused.
    client.enableNonRepudiationChecks(found);
    found.timeout = PROVIDER_TIMEOUT_S;
    return found;
  };

  const ready = (): Promise<client.Configuration> => {
    if (config) return Promise.resolve(config);
    // One attempt at a time; a failure is forgotten, so the next request tries again.
    pending ??= discover().then(
      (found) => ((config = found), (pending = null), found),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  return {
    ready,
    discovered: () => config !== null,
    begin: async (redirectUri) => {
      const configuration = await ready();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(options.promptLogin ? { prompt: 'login' } : {}),
      });
      return { url, state, nonce, verifier };
    },
    finish: async (callbackUrl, checks) => {
      const configuration = await ready();
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      return { ...claims };
    },
    offersSignOut: () => Boolean(config?.serverMetadata().end_session_endpoint),
    endSessionUrl: (postLogoutRedirectUri) => {
      if (!config?.serverMetadata().end_session_endpoint) return null;
      // No id_token_hint: the session cookie does not carry the ID token (it would double the
      // cookie on every request); client_id identifies the console instead (RP-Initiated Logout 1.0).
      return client.buildEndSessionUrl(config, { client_id: settings.clientId, post_logout_redirect_uri: postLogoutRedirectUri }).href;
    },
  };
}

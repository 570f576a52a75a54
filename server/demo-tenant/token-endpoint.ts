// POST /auth/v1/token: client_credentials with the credentials in the form body, either a plain
// client_secret or a private_key_jwt assertion verified against the client's Ed25519 key.
import type { Context } from 'hono';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { randomBytes } from 'node:crypto';
import { CLIENT_ASSERTION_TYPE, parseKeySecret } from '../proxy/client-secret';

export interface DemoClient {
  clientId: string;
  clientSecret: string;
}

export interface IssuedTokens {
  issue(): { token: string; expiresIn: number };
  isValid(token: string): boolean;
  /** Test hook: makes every issued token expire now. */
  expireAll(): void;
}

export function createTokenStore(now: () => Date, ttlSeconds: number): IssuedTokens {
  const tokens = new Map<string, number>();
  return {
    issue() {
      const token = `demo_at_${randomBytes(24).toString('base64url')}`;
      tokens.set(token, now().getTime() + ttlSeconds * 1000);
      return { token, expiresIn: ttlSeconds };
    },
    isValid(token) {
      const expiresAt = tokens.get(token);
      return expiresAt !== undefined && expiresAt > now().getTime();
    },
    expireAll() {
      tokens.clear();
    },
  };
}

function oauthError(c: Context, status: 400 | 401, error: string, description: string) {
  return c.json({ error, error_description: description }, status);
}

async function verifyAssertion(assertion: string, client: DemoClient, audience: string, now: Date): Promise<string | null> {
  const key = parseKeySecret(client.clientSecret);
  if (!key) return 'this client has no key; send client_secret';
  try {
    decodeProtectedHeader(assertion); // a `nonce` in the header is accepted, as a `jti` claim is
    const { d: _private, ...publicJwk } = key.jwk;
    const publicKey = await importJWK({ ...publicJwk, alg: 'EdDSA' }, 'EdDSA');
    await jwtVerify(assertion, publicKey, {
      algorithms: ['EdDSA'],
      issuer: client.clientId,
      subject: client.clientId,
      audience,
      currentDate: now,
      clockTolerance: 5,
      requiredClaims: ['exp'],
    });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'invalid client assertion';
  }
}

export async function handleTokenRequest(c: Context, clients: DemoClient[], tokens: IssuedTokens, now: () => Date) {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.startsWith('application/x-www-form-urlencoded')) {
    return oauthError(c, 400, 'invalid_request', 'the token request must be application/x-www-form-urlencoded');
  }
  const form = new URLSearchParams(await c.req.text());
  if (form.get('grant_type') !== 'client_credentials') {
    return oauthError(c, 400, 'unsupported_grant_type', 'only client_credentials is supported');
  }
  const client = clients.find((candidate) => candidate.clientId === form.get('client_id'));
  if (!client) return oauthError(c, 401, 'invalid_client', 'unknown client');

  const assertion = form.get('client_assertion');
  if (assertion) {
    if (form.get('client_assertion_type') !== CLIENT_ASSERTION_TYPE) return oauthError(c, 400, 'invalid_request', 'unsupported client_assertion_type');
    const audience = new URL(c.req.url).hostname;
    const problem = await verifyAssertion(assertion, client, audience, now());
    if (problem) return oauthError(c, 401, 'invalid_client', `client assertion rejected: ${problem}`);
  } else if (parseKeySecret(client.clientSecret) || form.get('client_secret') !== client.clientSecret) {
    return oauthError(c, 401, 'invalid_client', 'client authentication failed');
  }
  const { token, expiresIn } = tokens.issue();
  c.header('Cache-Control', 'no-store');
  return c.json({ access_token: token, token_type: 'Bearer', expires_in: expiresIn });
}

// Client secrets of the form `<prefix>:<host>:v1:<base64url of an Ed25519 private JWK>` are never
// sent as such: the holder signs a private_key_jwt assertion with the key (DESIGN.md, token endpoint).
import { SignJWT, importJWK, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

export interface KeySecret {
  prefix: string;
  host: string;
  jwk: JWK;
}

function decodeBase64Json(text: string): unknown {
  // Clients of the real service use base64url or standard base64; Buffer reads both.
  const normalized = text.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(Buffer.from(normalized, 'base64').toString('utf8'));
}

/** The Ed25519 private JWK inside a `v1` secret, or null for any other (plain) secret. */
export function parseKeySecret(secret: string): KeySecret | null {
  const parts = secret.split(':');
  if (parts.length !== 4 || parts[2] !== 'v1') return null;
  const [prefix = '', host = '', , encoded = ''] = parts;
  try {
    const jwk = decodeBase64Json(encoded) as JWK;
    if (jwk && typeof jwk === 'object' && jwk.kty === 'OKP' && jwk.crv === 'Ed25519' && typeof jwk.d === 'string' && typeof jwk.x === 'string') {
      return { prefix, host, jwk };
    }
  } catch {
    // not a key secret: treated as a plain secret
  }
  return null;
}

/** An EdDSA JWT assertion: iss = sub = client id, aud = token host without port, ±2 min, random jti. */
export async function signClientAssertion(clientId: string, key: KeySecret, tokenUrl: string, now = Date.now()): Promise<string> {
  const privateKey = await importJWK({ ...key.jwk, alg: 'EdDSA' }, 'EdDSA');
  const seconds = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(new URL(tokenUrl).hostname)
    .setIssuedAt(seconds)
    .setNotBefore(seconds - 120)
    .setExpirationTime(seconds + 120)
    .setJti(randomUUID())
    .sign(privateKey);
}

/** The form body of a client_credentials token request for either secret form. */
export async function tokenRequestBody(clientId: string, clientSecret: string, tokenUrl: string): Promise<URLSearchParams> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId });
  const key = parseKeySecret(clientSecret);
  if (key) {
    body.set('client_assertion_type', CLIENT_ASSERTION_TYPE);
    body.set('client_assertion', await signClientAssertion(clientId, key, tokenUrl));
  } else {
    body.set('client_secret', clientSecret);
  }
  return body;
}

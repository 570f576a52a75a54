// Never a secret in the trail: a request body is stored with every secret field replaced, at any
// depth, before it is written. Fields are matched by name, case-insensitively and ignoring `_`
// and `-` (so `client_secret` in a free-form parameter map is caught like `clientSecret`).
import { REDACTED } from '../../src/api/console-audit.schema';

export { REDACTED };

/**
 * Every secret field of the 15 operations' request bodies (spec; src/api/*.schema.ts), plus the
 * common names a free-form map may carry. A field named here is replaced whatever its value
 * (string, object or list). `configFields` and `value` go whole: which catalog config fields and
 * custom header values are secret is known only to the tenant.
 */
export const SECRET_FIELD_NAMES: readonly string[] = [
  // MCP server auth members
  'token', 'password', 'headerValue', 'value', 'accessKeyId', 'secretAccessKey', 'sessionToken', 'credentialsJson',
  'clientSecret', 'jwtPrivateKey', 'configFields',
  // auth-config providers
  'oidcClientSecret',
  // generic names in free-form maps (extraTokenParams, extraAuthorizeParams, exactMatchClaims)
  'secret', 'privateKey', 'accessKey', 'apiKey', 'accessToken', 'refreshToken', 'idToken', 'clientAssertion', 'credentials', 'assertion',
];

const normalize = (name: string): string => name.toLowerCase().replace(/[-_]/g, '');
const SECRET_NAMES = new Set(SECRET_FIELD_NAMES.map(normalize));

export function isSecretField(name: string): boolean {
  return SECRET_NAMES.has(normalize(name));
}

/** A copy of `value` with every secret field's value replaced by "[redacted]". */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) copy[name] = isSecretField(name) ? REDACTED : redact(field);
  return copy;
}

/**
 * The body as the trail keeps it: redacted JSON; null for no body; "[redacted]" for a body that is
 * not JSON (its secrets could not be found, so none of it is kept).
 */
export function redactBody(body: Buffer | null): unknown {
  if (body === null || body.length === 0) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return REDACTED;
  }
  return redact(parsed);
}

// Who may sign in, and how (DESIGN.md, "Who may act"): read once from the environment through one
// schema, like the proxy's own configuration. A refusal names the one variable to set.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError, isLoopback } from '../proxy/config';
import { parseRoleRules, type RoleRules } from './roles';

export const AUTH_MODES = ['oidc', 'token', 'demo'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

const positive = (name: string, unit: string) =>
  z.coerce.number({ error: `${name} must be a positive number of ${unit}` }).positive(`${name} must be a positive number of ${unit}`).optional();

const authEnvSchema = z.object({
  CONSOLE_AUTH: z.enum(AUTH_MODES, { error: `CONSOLE_AUTH must be one of ${AUTH_MODES.join(', ')}` }).optional(),
  OIDC_ISSUER: z.string().trim().optional(),
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_CLIENT_SECRET_FILE: z.string().trim().optional(),
  OIDC_SCOPES: z.string().trim().optional(),
  OIDC_GROUPS_CLAIM: z.string().trim().optional(),
  CONSOLE_PUBLIC_URL: z.string().trim().optional(),
  CONSOLE_TOKEN: z.string().optional(),
  CONSOLE_TOKEN_FILE: z.string().trim().optional(),
  SESSION_SECRET: z.string().optional(),
  SESSION_SECRET_FILE: z.string().trim().optional(),
  SESSION_IDLE_MINUTES: positive('SESSION_IDLE_MINUTES', 'minutes'),
  SESSION_MAX_HOURS: positive('SESSION_MAX_HOURS', 'hours'),
  CONSOLE_ADMINS: z.string().optional(),
  CONSOLE_VIEWERS: z.string().optional(),
});

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  /** Absent: a public client (PKCE only). */
  clientSecret: string | null;
  scopes: string;
  groupsClaim: string;
}

export interface AuthConfig {
  mode: AuthMode;
  /** The console's public origin (no trailing slash); null: the request's own loopback origin (token and demo). */
  publicUrl: URL | null;
  oidc: OidcSettings | null;
  /** Token mode's sign-in token (256 random bits unless CONSOLE_TOKEN is set). */
  token: string | null;
  /** Key material for the session cookies; at least 32 bytes. */
  sessionSecret: Buffer;
  idleMs: number;
  maxMs: number;
  roles: RoleRules;
}

/** In demo mode, the seeded people get their roles without any set-up. */
export const DEMO_ADMINS = 'ada@demo.example';
export const DEMO_VIEWERS = 'grace@demo.example';

const MIN_SECRET_BYTES = 32;

function secretFrom(value: string | undefined, file: string | undefined, name: string): string | undefined {
  if (value) return value;
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new ConfigError(`${name}_FILE cannot be read: point it at a file holding the ${name.toLowerCase().replace(/_/g, ' ')}`);
  }
}

function parseUrl(value: string, name: string, example: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL: set it to e.g. ${example}`);
  }
}

function httpsOrLoopback(url: URL, name: string): void {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new ConfigError(`${name} must use https (plain http is allowed only for a loopback host)`);
  }
}

/**
 * The sign-in configuration. `demoTenant`: the console runs on the in-process demo tenant (the
 * default mode is then `demo`, else `token`). In demo mode `oidc` is filled in once the embedded
 * provider runs (start-auth.ts).
 */
export function authConfigFromEnvironment(raw: Record<string, string | undefined>, context: { demoTenant: boolean }): AuthConfig {
  // An empty variable is an unset one (`CONSOLE_AUTH= npm run serve`, a blank line in .env.local).
  const parsed = authEnvSchema.safeParse(Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, value === '' ? undefined : value])));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(issue?.message ?? `${String(issue?.path[0] ?? 'a sign-in setting')} is not valid`);
  }
  const env = parsed.data;
  const mode: AuthMode = env.CONSOLE_AUTH ?? (context.demoTenant ? 'demo' : 'token');
  // Anyone may sign in as the demo people: never in front of a real tenant.
  if (mode === 'demo' && !context.demoTenant) throw new ConfigError('CONSOLE_AUTH=demo runs only on the demo tenant: set CONSOLE_AUTH=oidc (or token) for a real tenant');

  let publicUrl: URL | null = null;
  if (env.CONSOLE_PUBLIC_URL) {
    const url = parseUrl(env.CONSOLE_PUBLIC_URL, 'CONSOLE_PUBLIC_URL', 'https://console.example.com');
    httpsOrLoopback(url, 'CONSOLE_PUBLIC_URL');
    if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
      throw new ConfigError("CONSOLE_PUBLIC_URL must be the console's origin only (no path, query or credentials), e.g. https://console.example.com");
    }
    publicUrl = new URL(url.origin);
  }

  let oidc: OidcSettings | null = null;
  if (mode === 'oidc') {
    if (!env.OIDC_ISSUER) throw new ConfigError('OIDC_ISSUER is not set: set it to the OpenID provider\'s issuer URL (CONSOLE_AUTH=oidc)');
    const issuer = parseUrl(env.OIDC_ISSUER, 'OIDC_ISSUER', 'https://login.example.com/realms/acme');
    httpsOrLoopback(issuer, 'OIDC_ISSUER');
    if (!env.OIDC_CLIENT_ID) throw new ConfigError('OIDC_CLIENT_ID is not set: set it to the console\'s client id at the provider (CONSOLE_AUTH=oidc)');
    if (!publicUrl) throw new ConfigError('CONSOLE_PUBLIC_URL is not set: set it to the console\'s https origin; the redirect URI is <CONSOLE_PUBLIC_URL>/console/auth/callback');
    oidc = {
      issuer,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: secretFrom(env.OIDC_CLIENT_SECRET, env.OIDC_CLIENT_SECRET_FILE, 'OIDC_CLIENT_SECRET') ?? null,
      scopes: env.OIDC_SCOPES || 'openid email profile',
      groupsClaim: env.OIDC_GROUPS_CLAIM || 'groups',
    };
  }

  const givenSecret = secretFrom(env.SESSION_SECRET, env.SESSION_SECRET_FILE, 'SESSION_SECRET');
  if (givenSecret !== undefined && Buffer.byteLength(givenSecret) < MIN_SECRET_BYTES) {
    throw new ConfigError(`SESSION_SECRET is shorter than ${MIN_SECRET_BYTES} bytes: set it to a long random value, e.g. \`openssl rand -base64 48\``);
  }
  if (givenSecret === undefined && mode === 'oidc') {
    throw new ConfigError('SESSION_SECRET is not set: set it (or SESSION_SECRET_FILE) to a random value of 32 bytes or more, the same on every instance');
  }
  // Minted per start in token and demo mode: one instance, and a restart signs everyone out.
  const sessionSecret = givenSecret === undefined ? randomBytes(32) : Buffer.from(givenSecret);

  let token: string | null = null;
  if (mode === 'token') {
    const given = secretFrom(env.CONSOLE_TOKEN, env.CONSOLE_TOKEN_FILE, 'CONSOLE_TOKEN');
    if (given !== undefined && Buffer.byteLength(given) < MIN_SECRET_BYTES) {
      throw new ConfigError(`CONSOLE_TOKEN is shorter than ${MIN_SECRET_BYTES} characters: leave it unset (a 256-bit token is minted at start) or make it longer`);
    }
    if (given !== undefined && !/^[\x21-\x7e]+$/.test(given)) throw new ConfigError('CONSOLE_TOKEN must be printable ASCII without spaces (it goes in a link)');
    token = given ?? randomBytes(32).toString('base64url');
  }

  return {
    mode,
    publicUrl,
    oidc,
    token,
    sessionSecret,
    idleMs: (env.SESSION_IDLE_MINUTES ?? 60) * 60_000,
    maxMs: (env.SESSION_MAX_HOURS ?? 12) * 3_600_000,
    roles: parseRoleRules(env.CONSOLE_ADMINS ?? (mode === 'demo' ? DEMO_ADMINS : ''), env.CONSOLE_VIEWERS ?? (mode === 'demo' ? DEMO_VIEWERS : '')),
  };
}

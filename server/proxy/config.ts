// The proxy's configuration, read once from the environment (and `.env.local`) through one schema.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { API_TIMEOUT_MS } from '../../src/api/rpc-status';
import { LOG_LEVELS, type Level } from './request-log';

const milliseconds = z.coerce.number().int().positive().optional();

const envSchema = z.object({
  TENANT_BASE_URL: z.string().trim().optional(),
  TENANT_CLIENT_ID: z.string().trim().optional(),
  TENANT_CLIENT_SECRET: z.string().optional(),
  TENANT_CLIENT_SECRET_FILE: z.string().trim().optional(),
  ALLOWED_HOSTS: z.string().optional(),
  UPSTREAM_TIMEOUT_MS: milliseconds,
  TOKEN_TIMEOUT_MS: milliseconds,
  HEADERS_TIMEOUT_MS: milliseconds,
  REQUEST_TIMEOUT_MS: milliseconds,
  KEEP_ALIVE_TIMEOUT_MS: milliseconds,
  MAX_CONNECTIONS: z.coerce.number({ error: 'MAX_CONNECTIONS must be a positive whole number' }).int('MAX_CONNECTIONS must be a positive whole number').positive('MAX_CONNECTIONS must be a positive whole number').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
});

export interface TenantConfig {
  /** Origin of the tenant (no path), e.g. https://acme.example.com */
  baseUrl: URL;
  clientId: string;
  clientSecret: string;
}

export interface ProxySettings {
  /** Extra Host header values accepted besides loopback names (DNS-rebinding guard). */
  allowedHosts: string[];
  /** How long the tenant may take to answer an API call (headers, and between body chunks). */
  upstreamTimeoutMs: number;
  /** How long the token endpoint may take before the waiting requests get a 504. */
  tokenTimeoutMs: number;
}

export const DEFAULT_PROXY_SETTINGS: ProxySettings = { allowedHosts: [], upstreamTimeoutMs: 30_000, tokenTimeoutMs: 10_000 };

/** Limits of the console's HTTP servers against slow and idle clients (server/proxy/http-server.ts). */
export interface ServerLimits {
  /** Time a client has to send a request's headers (from connecting, or from its previous answer). */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open after an answer. */
  keepAliveTimeoutMs: number;
  /** Concurrent connections per server; more are closed as they arrive. */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnections: 1024 };

export class ConfigError extends Error {}

/** Environment merged over `.env.local` (the environment wins), as DESIGN.md says. */
export function readEnvironment(cwd = process.cwd(), env: NodeJS.ProcessEnv = process.env): Record<string, string | undefined> {
  const file = `${cwd}/.env.local`;
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...env };
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * The tenant to talk to, or null when none is configured (the demo tenant is used then).
 * Refuses, with a message saying what to set, a half-configured tenant or a non-https remote one.
 */
export function tenantFromEnvironment(raw: Record<string, string | undefined>): TenantConfig | null {
  const env = envSchema.pick({ TENANT_BASE_URL: true, TENANT_CLIENT_ID: true, TENANT_CLIENT_SECRET: true, TENANT_CLIENT_SECRET_FILE: true }).parse(raw);
  if (!env.TENANT_BASE_URL) return null;
  let baseUrl: URL;
  try {
    baseUrl = new URL(env.TENANT_BASE_URL);
  } catch {
    throw new ConfigError(`TENANT_BASE_URL is not a URL: set it to the tenant's https origin, e.g. https://acme.example.com`);
  }
  if (baseUrl.protocol !== 'https:' && !(baseUrl.protocol === 'http:' && isLoopback(baseUrl.hostname))) {
    throw new ConfigError('TENANT_BASE_URL must use https (plain http is allowed only for a loopback host)');
  }
  if (baseUrl.username || baseUrl.password || (baseUrl.pathname !== '/' && baseUrl.pathname !== '') || baseUrl.search) {
    throw new ConfigError('TENANT_BASE_URL must be the tenant\'s origin only (no path, query or credentials), e.g. https://acme.example.com');
  }
  if (!env.TENANT_CLIENT_ID) throw new ConfigError('TENANT_CLIENT_ID is not set: set it to the API client id of the tenant');
  let clientSecret = env.TENANT_CLIENT_SECRET;
  if (!clientSecret && env.TENANT_CLIENT_SECRET_FILE) {
    try {
      clientSecret = readFileSync(env.TENANT_CLIENT_SECRET_FILE, 'utf8').trim();
    } catch {
      throw new ConfigError('TENANT_CLIENT_SECRET_FILE cannot be read: point it at a file holding the client secret');
    }
  }
  if (!clientSecret) throw new ConfigError('TENANT_CLIENT_SECRET is not set: set it, or TENANT_CLIENT_SECRET_FILE, to the API client secret');
  return { baseUrl: new URL(baseUrl.origin), clientId: env.TENANT_CLIENT_ID, clientSecret };
}

type Env = z.infer<typeof envSchema>;

function parseEnvironment(raw: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'a setting');
  throw new ConfigError(name.endsWith('_MS') ? `${name} must be a positive whole number of milliseconds` : (issue?.message ?? `${name} is not valid`));
}

export function proxySettingsFromEnvironment(raw: Record<string, string | undefined>): ProxySettings {
  const env = parseEnvironment(raw);
  const upstreamTimeoutMs = env.UPSTREAM_TIMEOUT_MS ?? DEFAULT_PROXY_SETTINGS.upstreamTimeoutMs;
  // Past the page's own wait, the proxy's 504 (with its words and its "may have been applied" mark)
  // would reach nobody: the page would already have given up with a vaguer message.
  if (upstreamTimeoutMs >= API_TIMEOUT_MS) throw new ConfigError(`UPSTREAM_TIMEOUT_MS must be below ${API_TIMEOUT_MS}: the console's pages stop waiting for an answer after ${API_TIMEOUT_MS / 1000} s`);
  return {
    allowedHosts: (env.ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
    upstreamTimeoutMs,
    tokenTimeoutMs: env.TOKEN_TIMEOUT_MS ?? DEFAULT_PROXY_SETTINGS.tokenTimeoutMs,
  };
}

export function serverLimitsFromEnvironment(raw: Record<string, string | undefined>): ServerLimits {
  const env = parseEnvironment(raw);
  const limits: ServerLimits = {
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS ?? DEFAULT_SERVER_LIMITS.headersTimeoutMs,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS ?? DEFAULT_SERVER_LIMITS.requestTimeoutMs,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS ?? DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs,
    maxConnections: env.MAX_CONNECTIONS ?? DEFAULT_SERVER_LIMITS.maxConnections,
  };
  // Node refuses a headers timeout longer than the whole request's.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) throw new ConfigError('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  return limits;
}

export function logLevelFromEnvironment(raw: Record<string, string | undefined>): Level {
  return parseEnvironment(raw).LOG_LEVEL ?? 'info';
}

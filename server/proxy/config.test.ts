import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, logLevelFromEnvironment, proxySettingsFromEnvironment, readEnvironment, serverLimitsFromEnvironment, tenantFromEnvironment } from './config';

const ok = { TENANT_CLIENT_ID: 'client', TENANT_CLIENT_SECRET: 'secret' };

describe('tenantFromEnvironment', () => {
  it('is null without TENANT_BASE_URL (the demo tenant is used)', () => {
    expect(tenantFromEnvironment({})).toBeNull();
  });

  it('accepts an https origin, and plain http only on loopback', () => {
    expect(tenantFromEnvironment({ ...ok, TENANT_BASE_URL: 'https://acme.example.com' })?.baseUrl.origin).toBe('https://acme.example.com');
    for (const base of ['http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010']) {
      expect(tenantFromEnvironment({ ...ok, TENANT_BASE_URL: base })?.baseUrl.href).toBe(`${base}/`);
    }
    for (const base of ['http://acme.example.com', 'http://10.0.0.1', 'ftp://acme.example.com', 'not a url']) {
      expect(() => tenantFromEnvironment({ ...ok, TENANT_BASE_URL: base })).toThrow(ConfigError);
    }
  });

  it('refuses a base URL with a path, query or credentials', () => {
    for (const base of ['https://acme.example.com/tenant', 'https://acme.example.com/?x=1', 'https://user:pw@acme.example.com']) {
      expect(() => tenantFromEnvironment({ ...ok, TENANT_BASE_URL: base })).toThrow(/origin only/);
    }
  });

  it('says what to set when the client id or secret is missing', () => {
    expect(() => tenantFromEnvironment({ TENANT_BASE_URL: 'https://a.example', TENANT_CLIENT_SECRET: 's' })).toThrow(/^TENANT_CLIENT_ID is not set/);
    expect(() => tenantFromEnvironment({ TENANT_BASE_URL: 'https://a.example', TENANT_CLIENT_ID: 'c' })).toThrow(/^TENANT_CLIENT_SECRET is not set/);
    expect(() => tenantFromEnvironment({ TENANT_BASE_URL: 'https://a.example', TENANT_CLIENT_ID: 'c', TENANT_CLIENT_SECRET_FILE: '/nonexistent/secret' })).toThrow(/TENANT_CLIENT_SECRET_FILE cannot be read/);
  });

  it('reads the secret from TENANT_CLIENT_SECRET_FILE, trimmed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-'));
    writeFileSync(join(dir, 'secret'), 'from-file\n');
    expect(tenantFromEnvironment({ TENANT_BASE_URL: 'https://a.example', TENANT_CLIENT_ID: 'c', TENANT_CLIENT_SECRET_FILE: join(dir, 'secret') })?.clientSecret).toBe('from-file');
  });
});

describe('environment and settings', () => {
  it('merges .env.local under the environment (the environment wins)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'envlocal-'));
    writeFileSync(join(dir, '.env.local'), 'TENANT_CLIENT_ID=from-file\nALLOWED_HOSTS=a.example\n');
    expect(readEnvironment(dir, { TENANT_CLIENT_ID: 'from-env' })).toMatchObject({ TENANT_CLIENT_ID: 'from-env', ALLOWED_HOSTS: 'a.example' });
  });

  it('reads ALLOWED_HOSTS and the timeouts, with defaults', () => {
    expect(proxySettingsFromEnvironment({})).toEqual({ allowedHosts: [], upstreamTimeoutMs: 30_000, tokenTimeoutMs: 10_000 });
    expect(proxySettingsFromEnvironment({ ALLOWED_HOSTS: ' Console.Example.com , b.example ', UPSTREAM_TIMEOUT_MS: '5000', TOKEN_TIMEOUT_MS: '2000' })).toEqual({
      allowedHosts: ['console.example.com', 'b.example'],
      upstreamTimeoutMs: 5000,
      tokenTimeoutMs: 2000,
    });
    expect(() => proxySettingsFromEnvironment({ UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(/UPSTREAM_TIMEOUT_MS must be a positive whole number/);
   });

  it('refuses an UPSTREAM_TIMEOUT_MS the pages would not wait for (45 s, API_TIMEOUT_MS)', () => {
    expect(proxySettingsFromEnvironment({ UPSTREAM_TIMEOUT_MS: '44999' }).upstreamTimeoutMs).toBe(44_999);
    for (const value of ['45000', '60000']) {
      expect(() => proxySettingsFromEnvironment({ UPSTREAM_TIMEOUT_MS: value })).toThrow(/^UPSTREAM_TIMEOUT_MS must be below 45000: the console's pages stop waiting for an answer after 45 s$/);
    }
  });

  it('reads the server limits against slow and idle clients, with defaults', () => {
    expect(serverLimitsFromEnvironment({})).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnections: 1024 });
    expect(serverLimitsFromEnvironment({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '4000', KEEP_ALIVE_TIMEOUT_MS: '65000', MAX_CONNECTIONS: '64' })).toEqual({
      headersTimeoutMs: 2000,
      requestTimeoutMs: 4000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 64,
    });
    expect(() => serverLimitsFromEnvironment({ MAX_CONNECTIONS: 'many' })).toThrow(/^MAX_CONNECTIONS must be a positive whole number$/);
    expect(() => serverLimitsFromEnvironment({ MAX_CONNECTIONS: '0' })).toThrow(/^MAX_CONNECTIONS must be a positive whole number$/);
    expect(() => serverLimitsFromEnvironment({ HEADERS_TIMEOUT_MS: '-1' })).toThrow(/^HEADERS_TIMEOUT_MS must be a positive whole number of milliseconds$/);
    expect(() => serverLimitsFromEnvironment({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/^HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS$/);
  });

  it('reads LOG_LEVEL', () => {
    expect(logLevelFromEnvironment({})).toBe('info');
    expect(logLevelFromEnvironment({ LOG_LEVEL: 'warn' })).toBe('warn');
    expect(() => logLevelFromEnvironment({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace$/);
  });
});

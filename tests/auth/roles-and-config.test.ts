// Roles from the ID token's claims, and the sign-in configuration's defaults and refusals.
import { describe, expect, it } from 'vitest';
import { authConfigFromEnvironment } from '../../server/auth/auth-config';
import { parseRoleRules, roleFor } from '../../server/auth/roles';
import { ConfigError } from '../../server/proxy/config';

describe('roles', () => {
  const rules = parseRoleRules('Ada@Demo.example, group:console-admins', 'grace@demo.example, group:auditors');
  it.each([
    [{ email: 'ada@demo.example' }, 'admin'],
    [{ email: 'ADA@demo.example', email_verified: true }, 'admin'],
    [{ email: 'grace@demo.example', groups: ['console-admins'] }, 'admin'], // admins are matched first
    [{ email: 'grace@demo.example' }, 'viewer'],
    [{ email: 'x@y.example', groups: ['auditors'] }, 'viewer'],
    [{ email: 'x@y.example', groups: 'auditors' }, 'viewer'],
    [{ email: 'x@y.example', groups: [{ name: 'console-admins' }] }, null],
    [{ email: 'ada@demo.example', email_verified: false }, null], // an unverified email proves nothing
    [{ email: 'nobody@demo.example' }, null],
    [{}, null],
  ])('%o is %s', (claims, role) => {
    expect(roleFor(rules, claims, 'groups')).toBe(role);
  });

  it('reads groups from the configured claim only', () => {
    expect(roleFor(rules, { roles: ['console-admins'] }, 'roles')).toBe('admin');
    expect(roleFor(rules, { roles: ['console-admins'] }, 'groups')).toBeNull();
  });
});

describe('sign-in configuration', () => {
  it('defaults: demo mode on the demo tenant with Ada admin and Grace viewer; token mode with a real tenant', () => {
    const demo = authConfigFromEnvironment({ CONSOLE_AUTH: '' }, { demoTenant: true });
    expect(demo.mode).toBe('demo');
    expect(roleFor(demo.roles, { email: 'ada@demo.example' }, 'groups')).toBe('admin');
    expect(roleFor(demo.roles, { email: 'grace@demo.example' }, 'groups')).toBe('viewer');
    expect(demo.sessionSecret).toHaveLength(32);
    expect(demo.idleMs).toBe(3_600_000);
    expect(demo.maxMs).toBe(12 * 3_600_000);
    const token = authConfigFromEnvironment({}, { demoTenant: false });
    expect(token.mode).toBe('token');
    expect(Buffer.from(token.token ?? '', 'base64url')).toHaveLength(32);
    expect(authConfigFromEnvironment({}, { demoTenant: false }).token).not.toBe(token.token);
    expect(roleFor(token.roles, { email: 'ada@demo.example' }, 'groups')).toBeNull();
  });

  it('reads oidc settings, with the defaults of DESIGN.md', () => {
    const config = authConfigFromEnvironment(
      { CONSOLE_AUTH: 'oidc', OIDC_ISSUER: 'https://login.example.com/realms/acme', OIDC_CLIENT_ID: 'console', CONSOLE_PUBLIC_URL: 'https://console.example.com/', SESSION_SECRET: 's'.repeat(32), SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '2' },
      { demoTenant: false },
    );
    expect(config.oidc).toMatchObject({ clientId: 'console', clientSecret: null, scopes: 'openid email profile', groupsClaim: 'groups' });
    expect(config.publicUrl?.href).toBe('https://console.example.com/');
    expect([config.idleMs, config.maxMs]).toEqual([15 * 60_000, 2 * 3_600_000]);
  });

  it.each([
    [{ SESSION_IDLE_MINUTES: '0' }, /SESSION_IDLE_MINUTES must be a positive number of minutes/],
    [{ SESSION_MAX_HOURS: 'soon' }, /SESSION_MAX_HOURS must be a positive number of hours/],
    [{ CONSOLE_PUBLIC_URL: 'https://console.example.com/console' }, /origin only/],
    [{ CONSOLE_PUBLIC_URL: 'not a url' }, /CONSOLE_PUBLIC_URL is not a URL/],
    [{ CONSOLE_AUTH: 'token', CONSOLE_TOKEN: 'short' }, /CONSOLE_TOKEN is shorter than 32/],
    [{ CONSOLE_AUTH: 'oidc', OIDC_ISSUER: 'http://login.example.com', OIDC_CLIENT_ID: 'c', CONSOLE_PUBLIC_URL: 'https://c.example.com', SESSION_SECRET: 's'.repeat(32) }, /OIDC_ISSUER must use https/],
  ])('refuses %o', (env, message) => {
    expect(() => authConfigFromEnvironment(env, { demoTenant: false })).toThrow(ConfigError);
    expect(() => authConfigFromEnvironment(env, { demoTenant: false })).toThrow(message);
  });

  // What `npm run serve` prints as its one line before it exits (tests/serve/serve.test.ts runs one of them for real).
  const OIDC = { CONSOLE_AUTH: 'oidc', OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'console', CONSOLE_PUBLIC_URL: 'https://console.example.com', SESSION_SECRET: 'x'.repeat(32) };
  it.each([
    [{ ...OIDC, OIDC_ISSUER: '' }, true, /^OIDC_ISSUER is not set/],
    [{ ...OIDC, OIDC_CLIENT_ID: '' }, true, /^OIDC_CLIENT_ID is not set/],
    [{ ...OIDC, CONSOLE_PUBLIC_URL: '' }, true, /^CONSOLE_PUBLIC_URL is not set/],
    [{ ...OIDC, CONSOLE_PUBLIC_URL: 'http://console.example.com' }, true, /^CONSOLE_PUBLIC_URL must use https/],
    [{ ...OIDC, SESSION_SECRET: '' }, true, /^SESSION_SECRET is not set/],
    [{ ...OIDC, SESSION_SECRET: 'x'.repeat(31) }, true, /^SESSION_SECRET is shorter than 32 bytes/],
    [{ CONSOLE_AUTH: 'sso' }, true, /^CONSOLE_AUTH must be one of oidc, token, demo/],
    [{ CONSOLE_AUTH: 'demo' }, false, /^CONSOLE_AUTH=demo runs only on the demo tenant/],
  ])('refuses an incomplete sign-in set-up, saying what to set (%o, demo tenant: %s)', (env, demoTenant, message) => {
    expect(() => authConfigFromEnvironment(env, { demoTenant })).toThrow(ConfigError);
    expect(() => authConfigFromEnvironment(env, { demoTenant })).toThrow(message);
  });
});

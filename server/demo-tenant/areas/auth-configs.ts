// Update auth config (spec operation 2). Only the fields the updateMask names change; a provider
// member path (its member name, DESIGN.md) replaces the whole one-of and clears the other member.
// Decisions (README design notes):
// - client secrets are stored but never returned: the answer omits `oidcClientSecret` entirely;
// - a provider member that has a client secret must carry one (members are replaced whole);
// - without a mask (absent, null or empty) the populated fields of the body are the mask, as
//   AIP-134 reads an omitted update mask: nothing is cleared that the request does not carry;
// - read-only paths (id, providerType, status, createdAt, updatedAt) and unknown paths, including
//   sub-paths such as `okta.domain`, are InvalidArgument; an unknown id is NotFound.
import { Hono } from 'hono';
import {
  AUTH_CONFIG_COMMON_PATHS, LOCAL_PROVIDER, PROVIDER_MEMBERS, authConfigSchema, providerTypeFor, updateAuthConfigRequestSchema,
  type AuthConfig, type AuthConfigCommonPath, type ProviderMember,
} from '../../../src/api/auth-configs.schema';
import { parseUpdateMask } from '../../../src/api/update-mask';
import type { DemoContext } from '../context';
import { DEMO_IDS } from '../demo-ids';
import { RpcError, readJsonBody } from '../rpc-error';
import { fieldViolation } from './contacts';

const READ_ONLY_PATHS = ['id', 'providerType', 'status', 'createdAt', 'updatedAt'];

/**
 * The Google config's deadline: 23:00 UTC a month after the tenant's today. Dated from its clock, as
 * the console judges a deadline against now: a fixed day would turn the seeded "ends in a month"
 * into "deadline passed" once that day went by.
 */
function googleDeprecationDeadline(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 30, 23)).toISOString();
}

function seed(now: Date): Map<string, AuthConfig> {
  const blank = authConfigSchema.parse({});
  const okta: AuthConfig = {
    ...blank,
    id: DEMO_IDS.authConfigId,
    displayName: 'Okta — primary workforce sign-in',
    bootstrapDomains: ['acme.example', 'acme-corp.example'],
    isDefaultBootstrap: true,
    providerType: providerTypeFor('okta'),
    // A status the spec does not list: the console must show it as it came.
    status: 'AUTH_CONFIG_STATUS_ACTIVE',
    createdAt: '2026-06-02T09:15:00.000Z',
    updatedAt: '2026-11-10T14:40:00.000Z',
    okta: { domain: 'acme.okta.com', oidcClientId: '0oa8f3k2demoClient', oidcClientSecret: 'demo-okta-secret-never-returned' },
  };
  const google: AuthConfig = {
    ...blank,
    id: 'authcfg-google-legacy',
    displayName: 'Google Workspace (legacy)',
    bootstrapDomains: ['acme-labs.example'],
    deprecationDeadline: googleDeprecationDeadline(now),
    deprecationMessage: 'Google sign-in is being retired; sign in with Okta instead.',
    providerType: providerTypeFor('google'),
    status: 'AUTH_CONFIG_STATUS_DEPRECATED',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2026-10-01T08:00:00.000Z',
    google: { hostedDomains: ['acme-labs.example'], additionalHostedDomains: ['labs.acme.example'] },
  };
  const local: AuthConfig = {
    ...blank,
    id: DEMO_IDS.localAuthConfigId,
    displayName: 'Break-glass local sign-in',
    providerType: providerTypeFor(LOCAL_PROVIDER),
    status: 'AUTH_CONFIG_STATUS_ACTIVE',
    createdAt: '2025-11-04T07:30:00.000Z',
    updatedAt: '2026-09-12T11:20:00.000Z',
    [LOCAL_PROVIDER]: { delegatedVerifiers: ['DELEGATED_VERIFIER_TYPE_GITHUB'] },
  };
  return new Map([okta, google, local].map((config) => [config.id, config]));
}

/** The stored config as the API answers: secrets and unset members left out. */
export function toWire(config: AuthConfig): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (value === null) continue;
    if ((PROVIDER_MEMBERS as readonly string[]).includes(key) && typeof value === 'object') {
      const { oidcClientSecret: _secret, ...member } = value as Record<string, unknown>;
      out[key] = member;
    } else out[key] = value;
  }
  return out;
}

function isCommonPath(path: string): path is AuthConfigCommonPath {
  return (AUTH_CONFIG_COMMON_PATHS as readonly string[]).includes(path);
}
function isMember(path: string): path is ProviderMember {
  return (PROVIDER_MEMBERS as readonly string[]).includes(path);
}

/** The fields a request carries with a value other than their default: the implied mask. */
function populatedPaths(input: AuthConfig): string[] {
  const populated = (value: unknown) => value !== null && value !== '' && value !== false && !(Array.isArray(value) && value.length === 0);
  return [...AUTH_CONFIG_COMMON_PATHS.filter((path) => populated(input[path])), ...PROVIDER_MEMBERS.filter((member) => input[member] !== null)];
}

export function authConfigsRoutes(ctx: DemoContext): Hono {
  const configs = seed(ctx.now());
  const routes = new Hono();

  routes.post('/api/v1/auth-configs/:id', async (c) => {
    const id = c.req.param('id');
    const stored = configs.get(id);
    if (!stored) throw new RpcError('NOT_FOUND', `auth config "${id}" not found`);

    // Absent and null read alike, for every field (proto3 JSON): the wire schemas see to it.
    const body = updateAuthConfigRequestSchema.safeParse(await readJsonBody(c));
    if (!body.success) {
      const issue = body.error.issues[0];
      throw fieldViolation(issue?.path.join('.') || 'authConfig', issue?.message ?? 'invalid');
    }
    const input = body.data.authConfig ?? authConfigSchema.parse({});
    const masked = parseUpdateMask(body.data.updateMask);
    const paths = masked.length ? masked : populatedPaths(input);
    for (const path of masked) {
      if (READ_ONLY_PATHS.includes(path)) throw fieldViolation('updateMask', `"${path}" is read-only`);
      if (!isCommonPath(path) && !isMember(path)) {
        throw fieldViolation('updateMask', `unknown field path "${path}" (a provider member is one path: its member name)`);
      }
    }

    const next: AuthConfig = { ...stored };
    for (const path of paths.filter(isCommonPath)) {
      if (path === 'deprecationDeadline') {
        const value = input.deprecationDeadline;
        if (value !== null && Number.isNaN(Date.parse(value))) throw fieldViolation('authConfig.deprecationDeadline', `"${value}" is not a timestamp`);
        next.deprecationDeadline = value === null ? null : new Date(value).toISOString();
      } else {
        (next as Record<string, unknown>)[path] = input[path];
      }
    }

    const members = paths.filter(isMember);
    const setMembers = members.filter((member) => input[member] !== null);
    if (setMembers.length > 1) throw fieldViolation('updateMask', `only one provider member may be set, got ${setMembers.join(', ')}`);
    const chosen = setMembers[0];
    if (chosen) {
      const value = input[chosen];
      if (value && 'oidcClientSecret' in value && !value.oidcClientSecret) {
        throw fieldViolation(`authConfig.${chosen}.oidcClientSecret`, 'a client secret is required (the provider is replaced as a whole)');
      }
      for (const member of PROVIDER_MEMBERS) (next as Record<string, unknown>)[member] = null;
      (next as Record<string, unknown>)[chosen] = value;
    } else {
      // A masked member that the body leaves unset is cleared.
      for (const member of members) (next as Record<string, unknown>)[member] = null;
    }
    next.providerType = providerTypeFor(PROVIDER_MEMBERS.find((member) => next[member] !== null) ?? null);
    next.updatedAt = ctx.now().toISOString();
    configs.set(id, next);
    return c.json({ authConfig: toWire(next) });
  });
  return routes;
}

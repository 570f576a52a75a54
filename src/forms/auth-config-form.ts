// The auth config editor's form model and its update builder: pure, unit tested. The API cannot
// read an auth config, so the form starts empty (or from the last answer saved in this browser)
// and the update names only what the admin changed, plus unchanged fields ticked to be sent.
import {
  AUTH_CONFIG_COMMON_PATHS, LOCAL_PROVIDER, SETTABLE_PROVIDER_MEMBERS, isSettableProvider, providerMemberOf,
  type AuthConfig, type AuthConfigCommonPath, type AuthConfigPath, type ProviderMember, type SettableProviderMember,
} from '../api/auth-configs.schema';
import { jsonEqual } from '../api/update-mask';
import * as z from 'zod/mini';

export interface ProviderFormValues {
  microsoft: { tenantIds: string[] };
  okta: { domain: string; oidcClientId: string; oidcClientSecret: string };
  onelogin: { domain: string; oidcClientId: string; oidcClientSecret: string };
  jumpcloud: { oidcClientId: string; oidcClientSecret: string };
  pingone: { environmentId: string; oidcClientId: string; oidcClientSecret: string };
  /** `exactMatchClaims` is edited as JSON text. */
  oidc: { exactMatchClaims: string; issuerId: string; oidcClientId: string; oidcClientSecret: string; scopes: string[] };
  [LOCAL_PROVIDER]: { delegatedVerifiers: string[] };
}

export interface AuthConfigFormValues {
  displayName: string;
  bootstrapDomains: string[];
  isDefaultBootstrap: boolean;
  /** Local date-time `YYYY-MM-DD HH:mm:ss` (as the picker gives it), or '' for none. */
  deprecationDeadline: string;
  deprecationMessage: string;
  /** '' = the provider is not part of this update. Only the spec's one-of members can be set. */
  provider: SettableProviderMember | '';
  providers: ProviderFormValues;
  /** Unchanged common fields the admin asked to send anyway (e.g. to clear a stored value). */
  include: AuthConfigCommonPath[];
}

export const PROVIDER_LABELS: Record<ProviderMember, string> = {
  microsoft: 'Microsoft',
  okta: 'Okta',
  onelogin: 'OneLogin',
  jumpcloud: 'JumpCloud',
  pingone: 'PingOne',
  oidc: 'OIDC',
  google: 'Google',
  [LOCAL_PROVIDER]: 'Local (c1Local)',
};

export const COMMON_LABELS: Record<AuthConfigCommonPath, string> = {
  displayName: 'Display name',
  bootstrapDomains: 'Bootstrap domains',
  isDefaultBootstrap: 'Default bootstrap',
  deprecationDeadline: 'Deprecation deadline',
  deprecationMessage: 'Deprecation message',
};

/** Members whose client secret is write-only and must be entered whenever the member is sent. */
export function hasClientSecret(member: SettableProviderMember): member is 'okta' | 'onelogin' | 'jumpcloud' | 'pingone' | 'oidc' {
  return member === 'okta' || member === 'onelogin' || member === 'jumpcloud' || member === 'pingone' || member === 'oidc';
}

export function emptyProviders(): ProviderFormValues {
  return {
    microsoft: { tenantIds: [] },
    okta: { domain: '', oidcClientId: '', oidcClientSecret: '' },
    onelogin: { domain: '', oidcClientId: '', oidcClientSecret: '' },
    jumpcloud: { oidcClientId: '', oidcClientSecret: '' },
    pingone: { environmentId: '', oidcClientId: '', oidcClientSecret: '' },
    oidc: { exactMatchClaims: '', issuerId: '', oidcClientId: '', oidcClientSecret: '', scopes: [] },
    [LOCAL_PROVIDER]: { delegatedVerifiers: [] },
  };
}

export function emptyAuthConfigForm(): AuthConfigFormValues {
  return { displayName: '', bootstrapDomains: [], isDefaultBootstrap: false, deprecationDeadline: '', deprecationMessage: '', provider: '', providers: emptyProviders(), include: [] };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * ISO timestamp -> a `datetime-local` input's value in local time, `YYYY-MM-DDTHH:mm` (with `:ss`
 * when the stored moment has seconds, so nothing is rounded away); unparseable -> ''.
 */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = date.getSeconds() ? `:${pad(date.getSeconds())}` : '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds}`;
}

/** A `datetime-local` value (local time) -> ISO; '' -> null; invalid -> undefined. */
export function toWireDateTime(local: string): string | null | undefined {
  if (!local.trim()) return null;
  const date = new Date(local.trim());
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * Form values from a stored config (the last answer saved in this browser). Secrets stay empty.
 * A member the editor cannot set (google) starts as "not part of this save": it is shown with the
 * stored config, and kept as stored unless another provider is chosen.
 */
export function authConfigFormFrom(config: AuthConfig): AuthConfigFormValues {
  const providers = emptyProviders();
  const stored = providerMemberOf(config);
  const member = stored && isSettableProvider(stored) ? stored : null;
  if (member) {
    const stored = config[member];
    const target = providers[member] as Record<string, unknown>;
    for (const key of Object.keys(target)) {
      if (key === 'oidcClientSecret') continue;
      const value = (stored as Record<string, unknown> | null)?.[key];
      if (key === 'exactMatchClaims') target[key] = value && typeof value === 'object' && Object.keys(value).length ? JSON.stringify(value, null, 2) : '';
      else if (Array.isArray(target[key])) target[key] = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
      else target[key] = typeof value === 'string' ? value : '';
    }
  }
  return {
    displayName: config.displayName,
    bootstrapDomains: [...config.bootstrapDomains],
    isDefaultBootstrap: config.isDefaultBootstrap,
    deprecationDeadline: toLocalDateTime(config.deprecationDeadline),
    deprecationMessage: config.deprecationMessage,
    provider: member ?? '',
    providers,
    include: [],
  };
}

export interface AuthConfigUpdate {
  paths: AuthConfigPath[];
  authConfig: Record<string, unknown>;
}

function trimAll(list: readonly string[]): string[] {
  return [...new Set(list.map((item) => item.trim()).filter(Boolean))];
}

/**
 * The claims typed as JSON text, parsed; text that does not parse (yet: the update is built on
 * every keystroke, for "Save will send") is kept as it is, and the form's check refuses it at the
 * field before anything is sent.
 */
function claimsToWire(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A member's wire shape from its form values. */
export function providerToWire(member: SettableProviderMember, providers: ProviderFormValues): Record<string, unknown> {
  const values = providers[member] as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'exactMatchClaims') out[key] = claimsToWire(typeof value === 'string' ? value : '');
    else if (Array.isArray(value)) out[key] = trimAll(value as string[]);
    else if (key === 'oidcClientSecret') out[key] = value; // sent exactly as typed
    else out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

function commonValue(path: AuthConfigCommonPath, values: AuthConfigFormValues): unknown {
  switch (path) {
    case 'displayName': return values.displayName.trim();
    case 'bootstrapDomains': return trimAll(values.bootstrapDomains);
    case 'isDefaultBootstrap': return values.isDefaultBootstrap;
    case 'deprecationDeadline': {
      // A deadline that is no date (typed in part) is compared as typed, so it counts as a change
      // and the form's check reports it; it never reaches a body, as that check stops the save.
      const wire = toWireDateTime(values.deprecationDeadline);
      return wire === undefined ? values.deprecationDeadline : wire;
    }
    case 'deprecationMessage': return values.deprecationMessage.trim();
  }
}

/** The changed common fields (compared as they would be sent). */
export function changedCommonPaths(initial: AuthConfigFormValues, current: AuthConfigFormValues): AuthConfigCommonPath[] {
  return AUTH_CONFIG_COMMON_PATHS.filter((path) => !jsonEqual(commonValue(path, initial), commonValue(path, current)));
}

/** True when the chosen provider differs from the start or any of its fields was edited. */
export function providerChanged(initial: AuthConfigFormValues, current: AuthConfigFormValues): boolean {
  if (!current.provider) return false;
  return current.provider !== initial.provider || !jsonEqual(initial.providers[current.provider], current.providers[current.provider]);
}

/**
 * The update to send: the mask names exactly the changed (or ticked) common fields and, when the
 * provider was switched or edited, its member name as one path; the body carries only those.
 * `null` when nothing would change: such a save is not sent.
 */
export function buildAuthConfigUpdate(initial: AuthConfigFormValues, current: AuthConfigFormValues): AuthConfigUpdate | null {
  const changed = new Set<AuthConfigCommonPath>([...changedCommonPaths(initial, current), ...current.include]);
  const common = AUTH_CONFIG_COMMON_PATHS.filter((path) => changed.has(path));
  const paths: AuthConfigPath[] = [...common];
  const authConfig: Record<string, unknown> = {};
  for (const path of common) {
    const value = commonValue(path, current);
    // proto3 JSON: a cleared timestamp is left out (a masked field absent from the body is cleared).
    if (value !== null) authConfig[path] = value;
  }
  if (current.provider && providerChanged(initial, current)) {
    paths.push(current.provider);
    authConfig[current.provider] = providerToWire(current.provider, current.providers);
  }
  return paths.length ? { paths, authConfig } : null;
}

export interface FormProblem {
  /** A react-hook-form field name, e.g. `providers.okta.domain`. */
  name: string;
  message: string;
}

const REQUIRED_MEMBER_FIELDS: Record<SettableProviderMember, readonly string[]> = {
  microsoft: ['tenantIds'],
  okta: ['domain', 'oidcClientId', 'oidcClientSecret'],
  onelogin: ['domain', 'oidcClientId', 'oidcClientSecret'],
  jumpcloud: ['oidcClientId', 'oidcClientSecret'],
  pingone: ['environmentId', 'oidcClientId', 'oidcClientSecret'],
  oidc: ['issuerId', 'oidcClientId', 'oidcClientSecret'],
  [LOCAL_PROVIDER]: [],
};

export function requiredMemberFields(member: SettableProviderMember): readonly string[] {
  return REQUIRED_MEMBER_FIELDS[member];
}

// A DNS name of two labels or more (letters of any script, digits, inner hyphens; 63 characters a
// label, 253 in all), optionally under a leading "*.": what a sign-in domain can be.
const DOMAIN_NAME = /^(?=.{1,253}$)(?:\*\.)?(?:(?!-)[\p{L}\p{N}-]{1,63}(?<!-)\.)+(?!-)[\p{L}\p{N}-]{2,63}(?<!-)$/u;

export const isDomainName = (text: string): boolean => DOMAIN_NAME.test(text.trim());

function notDomainNames(texts: readonly string[]): string | null {
  const wrong = texts.map((text) => text.trim()).filter((text) => text && !isDomainName(text));
  return wrong.length ? `Not a domain name: ${wrong.map((text) => JSON.stringify(text)).join(', ')} (e.g. example.com)` : null;
}

/** What must be fixed before `update` can be sent. A provider is replaced whole, so all its required fields count. */
function validateAuthConfigUpdate(values: AuthConfigFormValues, update: AuthConfigUpdate): FormProblem[] {
  const problems: FormProblem[] = [];
  if (update.paths.includes('displayName') && !values.displayName.trim()) problems.push({ name: 'displayName', message: 'Display name must not be empty' });
  const badBootstrap = update.paths.includes('bootstrapDomains') ? notDomainNames(values.bootstrapDomains) : null;
  if (badBootstrap) problems.push({ name: 'bootstrapDomains', message: badBootstrap });
  if (toWireDateTime(values.deprecationDeadline) === undefined) problems.push({ name: 'deprecationDeadline', message: 'Enter the whole date and time, or clear the field' });
  const member = SETTABLE_PROVIDER_MEMBERS.find((candidate) => update.paths.includes(candidate));
  if (member) {
    const fields = values.providers[member] as Record<string, unknown>;
    for (const key of REQUIRED_MEMBER_FIELDS[member]) {
      const value = fields[key];
      const empty = Array.isArray(value) ? !value.some((item) => typeof item === 'string' && item.trim()) : !(typeof value === 'string' && value.trim());
      if (empty) problems.push({ name: `providers.${member}.${key}`, message: key === 'oidcClientSecret' ? 'Enter the client secret: the provider is replaced as a whole' : 'Required when this provider is saved' });
    }
    if (member === 'okta' || member === 'onelogin') {
      const badDomain = notDomainNames([values.providers[member].domain]);
      if (badDomain) problems.push({ name: `providers.${member}.domain`, message: badDomain });
    }
    if (member === 'oidc') {
      const text = values.providers.oidc.exactMatchClaims.trim();
      if (text) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = null;
        }
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) problems.push({ name: 'providers.oidc.exactMatchClaims', message: 'Enter a JSON object, e.g. {"hd": "example.com"}' });
      }
    }
  }
  return problems;
}

const text = z.string();
const texts = z.array(z.string());
const client = { oidcClientId: text, oidcClientSecret: text };

const authConfigFormBase = z.object({
  displayName: text,
  bootstrapDomains: texts,
  isDefaultBootstrap: z.boolean(),
  deprecationDeadline: text,
  deprecationMessage: text,
  provider: z.union([z.literal(''), z.enum(SETTABLE_PROVIDER_MEMBERS)]),
  providers: z.object({
    microsoft: z.object({ tenantIds: texts }),
    okta: z.object({ domain: text, ...client }),
    onelogin: z.object({ domain: text, ...client }),
    jumpcloud: z.object(client),
    pingone: z.object({ environmentId: text, ...client }),
    oidc: z.object({ exactMatchClaims: text, issuerId: text, scopes: texts, ...client }),
    [LOCAL_PROVIDER]: z.object({ delegatedVerifiers: texts }),
  }),
  include: z.array(z.enum(AUTH_CONFIG_COMMON_PATHS)),
});

/**
 * The form's schema for edits that start from `baseline`: what must hold depends on what Save
 * would send (a provider is replaced whole, so all its required fields count once it is sent).
 */
export function authConfigFormSchema(baseline: AuthConfigFormValues) {
  return authConfigFormBase.check(
    z.superRefine((values, ctx) => {
      const update = buildAuthConfigUpdate(baseline, values);
      if (!update) return;
      for (const problem of validateAuthConfigUpdate(values, update)) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.name.split('.'), input: values });
    }),
  );
}

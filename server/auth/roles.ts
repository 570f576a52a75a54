// CONSOLE_ADMINS and CONSOLE_VIEWERS: comma-separated emails or `group:<name>`, matched against the
// ID token's claims. Admins are matched first; anyone matched by neither has no role.
export type Role = 'admin' | 'viewer';

interface RuleSet {
  emails: ReadonlySet<string>;
  groups: ReadonlySet<string>;
}

export interface RoleRules {
  admins: RuleSet;
  viewers: RuleSet;
}

function parseList(list: string): RuleSet {
  const emails = new Set<string>();
  const groups = new Set<string>();
  for (const entry of list.split(',').map((item) => item.trim()).filter(Boolean)) {
    if (entry.toLowerCase().startsWith('group:')) groups.add(entry.slice('group:'.length).trim());
    else emails.add(entry.toLowerCase());
  }
  return { emails, groups };
}

export function parseRoleRules(admins: string, viewers: string): RoleRules {
  return { admins: parseList(admins), viewers: parseList(viewers) };
}

/** The groups a claim holds: a list of strings, or one string; anything else is none. */
export function groupsOf(claims: Record<string, unknown>, groupsClaim: string): string[] {
  const value = claims[groupsClaim];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function matches(rules: RuleSet, email: string | null, groups: readonly string[]): boolean {
  return (email !== null && rules.emails.has(email.toLowerCase())) || groups.some((group) => rules.groups.has(group));
}

/**
 * The role of a signed-in person. An email counts only when the provider says it is verified
 * (`email_verified` absent counts as verified: many enterprise providers omit it for their own domain).
 */
export function roleFor(rules: RoleRules, claims: Record<string, unknown>, groupsClaim: string): Role | null {
  const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null;
  const groups = groupsOf(claims, groupsClaim);
  if (matches(rules.admins, email, groups)) return 'admin';
  if (matches(rules.viewers, email, groups)) return 'viewer';
  return null;
}

// Seeded AuthZEN servers: 130 for the demo app (two pages at the maximum size of 100), none for
// the second app. Derived from indexes, dates relative to a fixed base, so every tenant is alike.
import type { AuthzenServer } from '../../../src/api/authzen-servers.schema';
import { DEMO_IDS } from '../demo-ids';

export const AUTHZEN_SEEDED_COUNT = 130;
/** Every 10th server (index 7, 17, ...) carries a mode newer than the console knows. */
export const AUTHZEN_FUTURE_MODE = 'AUTHZEN_MODE_SHADOW_EVALUATION';

const BASE = Date.parse('2026-11-20T00:00:00Z');
const HOUR = 3_600_000;
const DOMAINS = ['payroll', 'crm', 'billing', 'hr-records', 'support', 'analytics', 'inventory', 'docs', 'ci', 'wiki', 'expenses', 'travel', 'legal'];
const SCOPES = ['evaluate', 'search:subject', 'search:resource', 'search:action', 'decisions:read'];

export function seedAuthzenServers(): Map<string, AuthzenServer[]> {
  const servers: AuthzenServer[] = Array.from({ length: AUTHZEN_SEEDED_COUNT }, (_, index) => {
    const domain = DOMAINS[index % DOMAINS.length] ?? 'app';
    const number = String(index + 1).padStart(3, '0');
    return {
      id: `azs-${number}-${domain}`,
      appId: DEMO_IDS.appId,
      displayName: `${domain[0]?.toUpperCase() ?? ''}${domain.slice(1)} PDP ${Math.floor(index / DOMAINS.length) + 1}`,
      activePolicyId: index % 9 === 4 ? '' : `pol-${domain}-v${(index % 4) + 1}`,
      evaluateEntitlementId: `ent-azs-${number}-evaluate`,
      searchEntitlementId: index % 3 === 0 ? `ent-azs-${number}-search` : '',
      mode: index % 10 === 7 ? AUTHZEN_FUTURE_MODE : 'AUTHZEN_MODE_UNSPECIFIED',
      tokenAudience: `https://pdp.${domain}.acme.example`,
      tokenResource: index % 2 === 0 ? `https://api.${domain}.acme.example/access/v1` : '',
      tokenScopes: SCOPES.slice(0, (index % SCOPES.length) + 1),
      createdAt: new Date(BASE - (AUTHZEN_SEEDED_COUNT - index) * 31 * HOUR).toISOString(),
      updatedAt: new Date(BASE - ((index * 7) % 97) * HOUR).toISOString(),
    };
  });
  return new Map([
    [DEMO_IDS.appId, servers],
    [DEMO_IDS.secondAppId, []],
  ]);
}

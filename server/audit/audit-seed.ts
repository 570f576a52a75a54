// A realistic trail of `count` records, newest first from `now`, for the mocked e2e specs and the
// page's benchmark: the demo people, the changing operations with redacted bodies, refusals for
// the viewer, failures, outcomes unknown, and one record of hostile strings. Deterministic, so
// tests can name what they expect.
import { REDACTED, type AuditActorWire, type AuditOutcomeWire, type AuditRecordWire } from '../../src/api/console-audit.schema';
import { matchOperation } from '../../src/api/operations';
import { DEMO_IDS } from '../demo-tenant/demo-ids';

export const SEED_PEOPLE = {
  ada: { sub: 'ada', email: 'ada@demo.example', name: 'Ada Lovelace', role: 'admin' },
  grace: { sub: 'grace', email: 'grace@demo.example', name: 'Grace Hopper', role: 'viewer' },
  linus: { sub: 'linus', email: 'linus@demo.example', name: 'Linus Pauling', role: 'admin' },
} as const satisfies Record<string, AuditActorWire>;

/** The id of the seeded record whose path, message and body carry markup and a javascript: URL. */
export const HOSTILE_RECORD_ID = 'audit-hostile';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const CALLS: readonly Call[] = [
  { method: 'PUT', path: `/api/v1/apps/${DEMO_IDS.appId}/owners`, body: { userIds: ['user-ada-lovelace', 'user-grace-hopper'] } },
  { method: 'POST', path: '/api/v1/settings/contacts', body: { contacts: [{ email: 'security@demo.example', role: 'SECURITY' }] } },
  {
    method: 'POST',
    path: `/api/v1/apps/${DEMO_IDS.appId}/mcp_servers`,
    body: { displayName: 'GitHub MCP', external: { url: 'https://mcp.example.test/github', bearerToken: { token: REDACTED } } },
  },
  { method: 'POST', path: `/api/v1/auth-configs/${DEMO_IDS.authConfigId}`, body: { authConfig: { displayName: 'Okta', oauth2: { clientId: 'okta-client', clientSecret: REDACTED } }, updateMask: 'oauth2.clientSecret' } },
  { method: 'DELETE', path: `/api/v1/service_principals/${DEMO_IDS.servicePrincipalId}/credentials/${DEMO_IDS.credentialId}`, body: null },
  { method: 'DELETE', path: `/api/v1/iam/personal_clients/${DEMO_IDS.personalClientId}`, body: null },
  { method: 'DELETE', path: `/api/v1/user-attribute-mappings/${DEMO_IDS.userAttributeMappingId}`, body: null },
  { method: 'DELETE', path: `/api/v1/apps/${DEMO_IDS.appId}/xaa/access_profiles/ap-crm-read`, body: null },
];

const REFUSED: AuditOutcomeWire = { status: 403, code: 7, message: 'viewers cannot change the tenant', durationMs: 0, requestId: null };

function outcomeOf(index: number, actor: AuditActorWire): AuditOutcomeWire | null {
  if (actor.role === 'viewer') return REFUSED;
  if (index % 11 === 5) return null;
  if (index % 7 === 3) return { status: 409, code: 6, message: 'an MCP server with this name already exists', durationMs: 40 + (index % 90), requestId: `req-${index}` };
  if (index % 13 === 8) return { status: 503, code: 14, message: 'the tenant is unavailable', durationMs: 30_000, requestId: null };
  return { status: 200, code: 0, message: '', durationMs: 20 + (index % 180), requestId: `req-${index}` };
}

const PEOPLE = [SEED_PEOPLE.ada, SEED_PEOPLE.ada, SEED_PEOPLE.linus, SEED_PEOPLE.grace];

/** `count` records, one every 37 minutes back from `now`, ids `audit-00000`… (0 is the newest). */
export function seedAuditRecords(count: number, now = new Date('2026-11-20T12:00:00Z')): AuditRecordWire[] {
  const records: AuditRecordWire[] = [];
  for (let index = 0; index < count; index += 1) {
    const call = CALLS[index % CALLS.length] as Call;
    const actor = PEOPLE[(index + Math.floor(index / 4)) % PEOPLE.length] as AuditActorWire;
    const matched = matchOperation(call.method, call.path);
    const outcome = outcomeOf(index, actor);
    records.push({
      id: `audit-${String(index).padStart(5, '0')}`,
      time: new Date(now.getTime() - index * 37 * 60_000).toISOString(),
      actor,
      method: call.method,
      path: call.path,
      operation: matched?.operation ?? null,
      ids: matched?.ids ?? {},
      requestBody: call.body,
      refused: actor.role === 'viewer',
      outcome,
    });
  }
  if (count > 2) {
    const hostile = records[2] as AuditRecordWire;
    records[2] = {
      ...hostile,
      id: HOSTILE_RECORD_ID,
      method: 'POST',
      path: '/api/v1/settings/contacts/<img src=x onerror=alert(1)>',
      operation: null,
      ids: {},
      requestBody: { note: '<script>alert(1)</script>', link: 'javascript:alert(1)', password: REDACTED },
      refused: false,
      outcome: { status: 400, code: 3, message: '<b>bad</b> javascript:alert(1)', durationMs: 12, requestId: null },
    };
  }
  return records;
}

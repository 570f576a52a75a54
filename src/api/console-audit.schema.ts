// GET /console/audit (DESIGN.md, "Who may act"): the console's own audit trail, one record per
// change made (or refused) through it. Defined once for both ends: the server writes records of
// this shape, the page parses them with it. React-free.
import * as z from 'zod/mini';
import { bool, int, message, openEnum, optionalMessage, pageOf, str, stringMap } from './wire';

export const AUDIT_OUTCOMES = ['succeeded', 'failed', 'refused', 'unknown'] as const;
export type AuditOutcomeFilter = (typeof AUDIT_OUTCOMES)[number];

/** What the trail writes in place of every secret (server/audit/redact.ts). */
export const REDACTED = '[redacted]';

export const AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;

// Built with the wire helpers like every answer the console parses: `null` reads as the field left
// out (an absent email reads ''), so the page never meets a null it did not expect.
export const auditActorSchema = message({
  sub: str(),
  email: str(),
  name: str(),
  role: openEnum(['viewer', 'admin']),
});

/** How the call ended; null on the record while (or when it stays) unknown. */
export const auditOutcomeSchema = message({
  status: int(),
  /** google.rpc code: 0 for a 2xx. */
  code: int(),
  message: str(),
  /** Whole milliseconds. */
  durationMs: int(),
  /** The tenant's correlation id, when it sent one ('' when none). */
  requestId: str(),
});

export const auditRecordSchema = message({
  id: str(),
  /** ISO 8601, when the call reached the console. */
  time: str(),
  actor: optionalMessage(auditActorSchema),
  method: str(),
  /** The path as forwarded (no query). */
  path: str(),
  /** The spec's operation name; '' for a call it does not list. */
  operation: str(),
  /** The ids in the path, named as in the spec's path template. */
  ids: stringMap(),
  /** The JSON request body with every secret field replaced by "[redacted]"; null for none, "[redacted]" when not JSON. */
  requestBody: z._default(z.unknown(), null),
  /** Whether the console refused it for the person's role (nothing forwarded). */
  refused: bool(),
  outcome: optionalMessage(auditOutcomeSchema),
});

export const auditPageSchema = pageOf(auditRecordSchema);

export type AuditActor = z.infer<typeof auditActorSchema>;
export type AuditOutcome = z.infer<typeof auditOutcomeSchema>;
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** A record as the server writes it: null where a value is absent. The page parses it with auditRecordSchema. */
export interface AuditActorWire { sub: string; email: string | null; name: string | null; role: string }
export interface AuditOutcomeWire { status: number; code: number; message: string; durationMs: number; requestId: string | null }
export interface AuditRecordWire {
  id: string;
  time: string;
  actor: AuditActorWire;
  method: string;
  path: string;
  operation: string | null;
  ids: Record<string, string>;
  requestBody: unknown;
  refused: boolean;
  outcome: AuditOutcomeWire | null;
}

export type AuditPage = z.infer<typeof auditPageSchema>;

/** The outcome class the `outcome` filter selects. */
export function outcomeClass(record: { refused?: boolean | null; outcome?: { status?: number | null } | null }): AuditOutcomeFilter {
  if (!record.outcome) return 'unknown';
  if (record.refused) return 'refused';
  const status = record.outcome.status ?? 0;
  return status >= 200 && status <= 299 ? 'succeeded' : 'failed';
}

// GET /console/audit (DESIGN.md, "Who may act"): the console's own audit trail, one record per
// change made (or refused) through it. Defined once for both ends: the server writes records of
// this shape, the page parses them with it. React-free.
import * as z from 'zod/mini';

export const AUDIT_OUTCOMES = ['succeeded', 'failed', 'refused', 'unknown'] as const;
export type AuditOutcomeFilter = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;

export const auditActorSchema = z.object({
  sub: z.string(),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  role: z.string(),
});

/** How the call ended; null on the record while (or when it stays) unknown. */
export const auditOutcomeSchema = z.object({
  status: z.number(),
  /** google.rpc code: 0 for a 2xx. */
  code: z.number(),
  message: z.string(),
  durationMs: z.number(),
  /** The tenant's correlation id, when it sent one. */
  requestId: z.nullable(z.string()),
});

export const auditRecordSchema = z.object({
  id: z.string(),
  /** ISO 8601, when the call reached the console. */
  time: z.string(),
  actor: auditActorSchema,
  method: z.string(),
  /** The path as forwarded (no query). */
  path: z.string(),
  /** The spec's operation name; null for a call it does not list. */
  operation: z.nullable(z.string()),
  /** The ids in the path, named as in the spec's path template. */
  ids: z.record(z.string(), z.string()),
  /** The JSON request body with every secret field replaced by "[redacted]"; null for none (or not JSON). */
  requestBody: z.nullable(z.unknown()),
  /** Whether the console refused it for the person's role (nothing forwarded). */
  refused: z.boolean(),
  outcome: z.nullable(auditOutcomeSchema),
});

export const auditPageSchema = z.object({
  list: z.array(auditRecordSchema),
  /** Empty on the last page. */
  nextPageToken: z.string(),
});

export type AuditActor = z.infer<typeof auditActorSchema>;
export type AuditOutcome = z.infer<typeof auditOutcomeSchema>;
export type AuditRecord = z.infer<typeof auditRecordSchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The outcome class the `outcome` filter selects. */
export function outcomeClass(record: Pick<AuditRecord, 'refused' | 'outcome'>): AuditOutcomeFilter {
  if (record.outcome === null) return 'unknown';
  if (record.refused) return 'refused';
  return record.outcome.status >= 200 && record.outcome.status <= 299 ? 'succeeded' : 'failed';
}

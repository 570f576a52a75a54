// Shared pieces of the two seeded histories (tool binding, cross-app-access settings): a
// deterministic integer hash instead of Math.random, fixed dates before a fixed base, and the
// metadata every entry carries (actors, annotations with links, trace and syslog ids).
import type { HistoryAnnotation, HistoryMetadata } from '../../../src/api/history.schema';

/** Seeds are dated before this instant, never relative to the clock, so they are stable. */
export const HISTORY_SEED_BASE = Date.parse('2026-11-20T00:00:00Z');

/** A small deterministic integer hash (splitmix-style) of an index and a salt: 0 .. 2^32-1. */
export function seedHash(index: number, salt = 0): number {
  let x = (index * 0x9e3779b1 + salt * 0x85ebca77 + 0x165667b1) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

const hex = (index: number, salt: number, words: number) =>
  Array.from({ length: words }, (_, word) => seedHash(index, salt + word).toString(16).padStart(8, '0')).join('');

export const SEED_USERS = ['user-ada-lovelace', 'user-grace-hopper', 'user-alan-turing', 'user-katherine-johnson'] as const;

function actorFor(seq: number, salt: number): NonNullable<HistoryMetadata['actor']> {
  // A kind the console does not know, now and then: shown as it came.
  if (seq % 97 === 13) return { kind: 'ACTOR_KIND_FEDERATED_ADMIN', userId: 'partner-admin@contoso.example' };
  const pick = seedHash(seq, salt) % 10;
  if (pick < 7) return { kind: 'ACTOR_KIND_USER', userId: SEED_USERS[pick % SEED_USERS.length] ?? SEED_USERS[0] };
  if (pick < 9) return { kind: 'ACTOR_KIND_SERVICE_PRINCIPAL', userId: 'sp-ci-deployer' };
  return { kind: 'ACTOR_KIND_SYSTEM', userId: '' };
}

const REASONS = ['Quarterly review', 'Security hardening', 'Partner onboarding', 'Incident follow-up', 'Rollback after alert', 'Least privilege cleanup'];

function annotationsFor(seq: number, salt: number, hostile: boolean): HistoryAnnotation[] {
  const out: HistoryAnnotation[] = [];
  const pick = seedHash(seq, salt + 7) % 6;
  const ticket = `CHG-${1000 + seq}`;
  if (hostile) {
    // Hostile data the console must render as text, never as a link.
    out.push({ key: 'ticket', displayLabel: 'Ticket', displayUrl: 'javascript:alert(document.domain)', displayValue: ticket, rawValue: ticket, kind: 'ANNOTATION_KIND_LINK' });
  } else if (pick <= 2) {
    out.push({ key: 'ticket', displayLabel: 'Change ticket', displayUrl: `https://tickets.example.com/browse/${ticket}`, displayValue: ticket, rawValue: ticket, kind: 'ANNOTATION_KIND_TICKET' });
  }
  if (pick === 1 || pick === 3) {
    const reason = REASONS[seedHash(seq, salt + 8) % REASONS.length] ?? '';
    out.push({ key: 'reason', displayLabel: 'Reason', displayUrl: '', displayValue: reason, rawValue: reason, kind: 'ANNOTATION_KIND_NOTE' });
  }
  if (pick === 4) {
    out.push({ key: 'approval', displayLabel: 'Approval', displayUrl: `http://approvals.example.internal/requests/${seq}`, displayValue: `Request #${seq}`, rawValue: String(seq), kind: 'ANNOTATION_KIND_LINK' });
  }
  if (seq % 61 === 5) {
    out.push({ key: 'source', displayLabel: '', displayUrl: '', displayValue: '', rawValue: 'terraform, plan "prod"', kind: 'ANNOTATION_KIND_TERRAFORM_RUN' });
  }
  return out;
}

export interface SeedMetadataInput {
  prefix: string;
  /** 1 = the oldest entry. */
  seq: number;
  createdAt: string;
  salt: number;
  hostile?: boolean;
  changeKind?: string;
}

export function seedMetadata({ prefix, seq, createdAt, salt, hostile = false, changeKind }: SeedMetadataInput): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    id: `${prefix}-${String(seq).padStart(5, '0')}`,
    createdAt,
    traceId: hex(seq, salt + 11, 4),
    syslogEventId: `evt_${hex(seq, salt + 21, 2)}`,
    actor: actorFor(seq, salt),
    annotations: annotationsFor(seq, salt, hostile),
  };
  if (changeKind !== undefined) metadata.changeKind = changeKind;
  return metadata;
}

/**
 * Creation times of `size` entries, oldest first, ending shortly before HISTORY_SEED_BASE; gaps
 * between `minGapMinutes` and `maxGapMinutes`, derived from the sequence number.
 */
export function seedTimes(size: number, salt: number, minGapMinutes: number, maxGapMinutes: number): string[] {
  const times = new Array<string>(size);
  let t = HISTORY_SEED_BASE - 3 * 3600_000;
  for (let seq = size; seq >= 1; seq--) {
    times[seq - 1] = new Date(t).toISOString();
    const gap = minGapMinutes + (seedHash(seq, salt + 3) % (maxGapMinutes - minGapMinutes + 1));
    t -= gap * 60_000;
  }
  return times;
}

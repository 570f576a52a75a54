// How a record ended, in words and a symbol, so that refused, failed and unknown calls differ by
// text and shape, never by colour alone. Pure: the entry, the export and the filters share it.
import { outcomeClass, type AuditOutcomeFilter, type AuditRecord } from '../../api/console-audit';
import { RPC_CODES } from '../../api/rpc-status';
import { isolateBidi } from '../../components/bidi-isolate';

export const OUTCOME_LABELS: Record<AuditOutcomeFilter, string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  refused: 'Refused (viewer)',
  unknown: 'Outcome unknown',
};

/** A symbol beside the label (decorative: the label says it). */
export const OUTCOME_SYMBOLS: Record<AuditOutcomeFilter, string> = { succeeded: '✓', failed: '✕', refused: '⊘', unknown: '?' };

const CODE_NAMES = new Map<number, string>(Object.entries(RPC_CODES).map(([name, code]) => [code, name]));

export function rpcCodeName(code: number): string {
  return CODE_NAMES.get(code) ?? `code ${code}`;
}

/** "Failed: HTTP 409 ALREADY_EXISTS", "Refused (viewer): HTTP 403", "Outcome unknown". */
export function outcomeSummary(record: AuditRecord): string {
  const kind = outcomeClass(record);
  const outcome = record.outcome;
  if (!outcome) return OUTCOME_LABELS.unknown;
  const code = outcome.code ? ` ${rpcCodeName(outcome.code)}` : '';
  return `${OUTCOME_LABELS[kind]}: HTTP ${outcome.status}${code}`;
}

/** Who, as a person reads it: the name and email, else the sub. */
export function actorLabel(record: AuditRecord): string {
  const actor = record.actor;
  if (!actor) return 'unknown person';
  if (actor.name && actor.email) return `${isolateBidi(actor.name)} (${isolateBidi(actor.email)})`;
  return actor.name || actor.email || actor.sub || 'unknown person';
}

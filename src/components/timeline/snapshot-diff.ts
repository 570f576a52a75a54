// "What changed" between two cross-app-access settings snapshots, field by field, in words an
// admin reads at a glance. Pure: the timeline renders the result, tests pin it. What the tenant
// sent as it came (an unknown value, a field's name) is bidi-isolated inside those words.
import { XAA_SIGNING_ALGORITHMS, type XaaSettingsSnapshot } from '../../api/history';
import { jsonEqual } from '../../api/update-mask';
import { isolateBidi } from '../bidi-isolate';
import { formatExact, parseTimestamp } from '../date-format';

export type SnapshotChange =
  | { field: 'enabled' | 'allowRefreshTokenSubjects'; label: string; kind: 'toggle'; before: boolean; after: boolean; text: string }
  | { field: 'defaultGrantLifetime' | 'xaaIdTokenLifetime' | 'defaultSigningAlgorithm'; label: string; kind: 'value'; before: string; after: string; text: string }
  | { field: 'enabledSigningAlgorithms'; label: string; kind: 'set'; added: string[]; removed: string[]; text: string }
  | { field: string; label: string; kind: 'other'; before: unknown; after: unknown; text: string }
  /** A list of a field the console does not know: same items, another order (its order may matter). */
  | { field: string; label: string; kind: 'reordered'; before: unknown[]; after: unknown[]; text: string };

export const SNAPSHOT_LABELS = {
  enabled: 'Cross-app access',
  allowRefreshTokenSubjects: 'Refresh-token subjects',
  defaultGrantLifetime: 'Default grant lifetime',
  xaaIdTokenLifetime: 'XAA ID token lifetime',
  defaultSigningAlgorithm: 'Default signing algorithm',
  enabledSigningAlgorithms: 'Enabled signing algorithms',
  createdAt: 'Created',
  updatedAt: 'Updated',
} as const;

/** Fields that change on every save and say nothing about what the admin changed. */
const IGNORED = new Set(['createdAt', 'updatedAt']);
const KNOWN = new Set(Object.keys(SNAPSHOT_LABELS));

const UNITS: [string, number][] = [['d', 86400], ['h', 3600], ['min', 60], ['s', 1]];

/** A proto3 JSON Duration ("3600s", "1.5s") in words ("1 h", "1.5 s"); anything else as it came. */
export function formatDuration(value: string): string {
  if (!value) return 'not set';
  const match = /^(-?\d+(?:\.\d+)?)s$/.exec(value.trim());
  if (!match) return isolateBidi(value);
  let seconds = Number(match[1]);
  if (seconds === 0) return '0 s';
  const sign = seconds < 0 ? '-' : '';
  seconds = Math.abs(seconds);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    if (seconds >= size || (unit === 's' && seconds > 0)) {
      const amount = unit === 's' ? Math.round(seconds * 1000) / 1000 : Math.floor(seconds / size);
      parts.push(`${amount} ${unit}`);
      seconds -= amount * size;
    }
  }
  return sign + parts.join(' ');
}

const ALGORITHM_PREFIX = 'XAA_SIGNING_ALGORITHM_';

/** A known algorithm by its short name (RS256, EdDSA); an unknown value exactly as it came. */
export function algorithmLabel(value: string): string {
  if (!value || value === `${ALGORITHM_PREFIX}UNSPECIFIED`) return 'unspecified';
  if (!(XAA_SIGNING_ALGORITHMS as readonly string[]).includes(value)) return isolateBidi(value);
  const short = value.slice(ALGORITHM_PREFIX.length);
  return short === 'EDDSA' ? 'EdDSA' : short;
}

const onOff = (value: boolean) => (value ? 'on' : 'off');
const allowed = (value: boolean) => (value ? 'allowed' : 'not allowed');

const show = (value: unknown) => (value === undefined ? 'absent' : isolateBidi(JSON.stringify(value)));

/** Two lists holding the same items (as JSON) in another order. */
function isReorder(before: unknown, after: unknown): before is unknown[] {
  if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length || jsonEqual(before, after)) return false;
  const sorted = (list: unknown[]) => list.map((item) => JSON.stringify(item)).sort();
  return jsonEqual(sorted(before), sorted(after));
}

/**
 * The changes from `older` to `newer`, in a fixed field order. Timestamps are left out; fields the
 * console does not know are compared as JSON, so a new server field still shows up.
 */
export function diffSnapshots(older: XaaSettingsSnapshot, newer: XaaSettingsSnapshot): SnapshotChange[] {
  const changes: SnapshotChange[] = [];
  for (const field of ['enabled', 'allowRefreshTokenSubjects'] as const) {
    if (older[field] !== newer[field]) {
      const words = field === 'enabled' ? onOff : allowed;
      changes.push({ field, label: SNAPSHOT_LABELS[field], kind: 'toggle', before: older[field], after: newer[field], text: `${SNAPSHOT_LABELS[field]}: ${words(older[field])} → ${words(newer[field])}` });
    }
  }
  for (const field of ['defaultGrantLifetime', 'xaaIdTokenLifetime'] as const) {
    if (older[field] !== newer[field]) {
      changes.push({ field, label: SNAPSHOT_LABELS[field], kind: 'value', before: older[field], after: newer[field], text: `${SNAPSHOT_LABELS[field]}: ${formatDuration(older[field])} → ${formatDuration(newer[field])}` });
    }
  }
  if (older.defaultSigningAlgorithm !== newer.defaultSigningAlgorithm) {
    const field = 'defaultSigningAlgorithm';
    changes.push({ field, label: SNAPSHOT_LABELS[field], kind: 'value', before: older[field], after: newer[field], text: `${SNAPSHOT_LABELS[field]}: ${algorithmLabel(older[field])} → ${algorithmLabel(newer[field])}` });
  }
  const before = new Set(older.enabledSigningAlgorithms);
  const after = new Set(newer.enabledSigningAlgorithms);
  const added = newer.enabledSigningAlgorithms.filter((alg) => !before.has(alg));
  const removed = older.enabledSigningAlgorithms.filter((alg) => !after.has(alg));
  if (added.length || removed.length) {
    const words = [added.length ? `added ${added.map(algorithmLabel).join(', ')}` : '', removed.length ? `removed ${removed.map(algorithmLabel).join(', ')}` : ''].filter(Boolean);
    changes.push({ field: 'enabledSigningAlgorithms', label: 'Signing algorithms', kind: 'set', added, removed, text: `Signing algorithms: ${words.join('; ')}` });
  }
  const olderRecord: Record<string, unknown> = older;
  const newerRecord: Record<string, unknown> = newer;
  const extra = [...new Set([...Object.keys(olderRecord), ...Object.keys(newerRecord)])].filter((key) => !KNOWN.has(key) && !IGNORED.has(key)).sort();
  for (const key of extra) {
    const [was, now] = [olderRecord[key], newerRecord[key]];
    const label = isolateBidi(key);
    if (isReorder(was, now) && Array.isArray(now)) {
      changes.push({ field: key, label, kind: 'reordered', before: was, after: now, text: `${label}: same items, reordered` });
    } else if (!jsonEqual(was, now)) {
      changes.push({ field: key, label, kind: 'other', before: olderRecord[key], after: newerRecord[key], text: `${label}: ${show(olderRecord[key])} → ${show(newerRecord[key])}` });
    }
  }
  return changes;
}

export interface SnapshotField {
  field: string;
  label: string;
  /** The value in words; timestamps in the console's date format. */
  value: string;
}

/** A wire timestamp as the console shows dates elsewhere; an unreadable one as it came. */
function formatTimestamp(value: string | null | undefined): string {
  const date = parseTimestamp(value);
  return date ? formatExact(date) : value || '—';
}

/** Every field of one snapshot in words, known fields first, then unknown ones. */
export function snapshotFields(snapshot: XaaSettingsSnapshot): SnapshotField[] {
  const record: Record<string, unknown> = snapshot;
  const known: [keyof typeof SNAPSHOT_LABELS, string][] = [
    ['enabled', onOff(snapshot.enabled)],
    ['allowRefreshTokenSubjects', allowed(snapshot.allowRefreshTokenSubjects)],
    ['defaultGrantLifetime', formatDuration(snapshot.defaultGrantLifetime)],
    ['xaaIdTokenLifetime', formatDuration(snapshot.xaaIdTokenLifetime)],
    ['defaultSigningAlgorithm', algorithmLabel(snapshot.defaultSigningAlgorithm)],
    ['enabledSigningAlgorithms', snapshot.enabledSigningAlgorithms.map(algorithmLabel).join(', ') || 'none'],
    ['createdAt', formatTimestamp(snapshot.createdAt)],
    ['updatedAt', formatTimestamp(snapshot.updatedAt)],
  ];
  const rows: SnapshotField[] = known.map(([field, value]) => ({ field, label: SNAPSHOT_LABELS[field], value }));
  for (const key of Object.keys(record).filter((name) => !KNOWN.has(name)).sort()) rows.push({ field: key, label: isolateBidi(key), value: show(record[key]) });
  return rows;
}

export interface ComparedField {
  field: string;
  label: string;
  before: string;
  after: string;
  /** From diffSnapshots: sets compare as sets, timestamps are not a change, a reordered list says so. */
  status: 'same' | 'changed' | 'reordered';
}

/** Both snapshots field by field, each row marked the way "what changed" reads, so the two never disagree. */
export function compareSnapshots(older: XaaSettingsSnapshot, newer: XaaSettingsSnapshot): ComparedField[] {
  const status = new Map(diffSnapshots(older, newer).map((change) => [change.field, change.kind === 'reordered' ? ('reordered' as const) : ('changed' as const)]));
  const left = new Map(snapshotFields(older).map((row) => [row.field, row]));
  const right = new Map(snapshotFields(newer).map((row) => [row.field, row]));
  return [...new Set([...left.keys(), ...right.keys()])].map((field) => ({
    field,
    label: (left.get(field) ?? right.get(field))?.label ?? field,
    before: left.get(field)?.value ?? 'absent',
    after: right.get(field)?.value ?? 'absent',
    status: status.get(field) ?? 'same',
  }));
}

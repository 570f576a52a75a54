import { describe, expect, it } from 'vitest';
import { xaaSettingsSnapshotSchema, type XaaSettingsSnapshot } from '../../api/history';
import { formatExact } from '../date-format';
import { algorithmLabel, compareSnapshots, diffSnapshots, formatDuration, snapshotFields } from './snapshot-diff';

const snap = (fields: Record<string, unknown> = {}): XaaSettingsSnapshot =>
  xaaSettingsSnapshotSchema.parse({
    enabled: true,
    allowRefreshTokenSubjects: false,
    defaultGrantLifetime: '3600s',
    xaaIdTokenLifetime: '300s',
    defaultSigningAlgorithm: 'XAA_SIGNING_ALGORITHM_RS256',
    enabledSigningAlgorithms: ['XAA_SIGNING_ALGORITHM_RS256', 'XAA_SIGNING_ALGORITHM_ES256'],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...fields,
  });

describe('diffSnapshots', () => {
  it('finds nothing between equal snapshots and ignores updatedAt', () => {
    expect(diffSnapshots(snap(), snap({ updatedAt: '2026-02-02T00:00:00Z' }))).toEqual([]);
  });

  it('enabled on -> off', () => {
    expect(diffSnapshots(snap(), snap({ enabled: false })).map((change) => change.text)).toEqual(['Cross-app access: on → off']);
  });

  it('refresh-token subjects', () => {
    expect(diffSnapshots(snap(), snap({ allowRefreshTokenSubjects: true }))[0]?.text).toBe('Refresh-token subjects: not allowed → allowed');
  });

  it('lifetimes, in words', () => {
    const texts = diffSnapshots(snap(), snap({ defaultGrantLifetime: '86400s', xaaIdTokenLifetime: '90s' })).map((change) => change.text);
    expect(texts).toEqual(['Default grant lifetime: 1 h → 1 d', 'XAA ID token lifetime: 5 min → 1 min 30 s']);
  });

  it('default algorithm', () => {
    const [change] = diffSnapshots(snap(), snap({ defaultSigningAlgorithm: 'XAA_SIGNING_ALGORITHM_ES256' }));
    expect(change).toMatchObject({ field: 'defaultSigningAlgorithm', before: 'XAA_SIGNING_ALGORITHM_RS256', after: 'XAA_SIGNING_ALGORITHM_ES256', text: 'Default signing algorithm: RS256 → ES256' });
  });

  it('algorithms added and removed, an unknown one shown as it came', () => {
    const [change] = diffSnapshots(snap(), snap({ enabledSigningAlgorithms: ['XAA_SIGNING_ALGORITHM_RS256', 'XAA_SIGNING_ALGORITHM_EDDSA', 'XAA_SIGNING_ALGORITHM_NEW'] }));
    expect(change).toMatchObject({ kind: 'set', added: ['XAA_SIGNING_ALGORITHM_EDDSA', 'XAA_SIGNING_ALGORITHM_NEW'], removed: ['XAA_SIGNING_ALGORITHM_ES256'] });
    expect(change?.text).toBe('Signing algorithms: added EdDSA, XAA_SIGNING_ALGORITHM_NEW; removed ES256');
  });

  it('a reorder of the same algorithms is no change', () => {
    expect(diffSnapshots(snap(), snap({ enabledSigningAlgorithms: ['XAA_SIGNING_ALGORITHM_ES256', 'XAA_SIGNING_ALGORITHM_RS256'] }))).toEqual([]);
  });

  it('fields the console does not know are compared too', () => {
    expect(diffSnapshots(snap({ maxAudiences: 3 }), snap({ maxAudiences: 5 }))[0]?.text).toBe('maxAudiences: 3 → 5');
  });

  it('an empty snapshot against a full one lists every field in order', () => {
    const fields = diffSnapshots(xaaSettingsSnapshotSchema.parse({}), snap()).map((change) => change.field);
    expect(fields).toEqual(['enabled', 'defaultGrantLifetime', 'xaaIdTokenLifetime', 'defaultSigningAlgorithm', 'enabledSigningAlgorithms']);
  });
});

describe('formatting', () => {
  it('durations', () => {
    expect(formatDuration('')).toBe('not set');
    expect(formatDuration('0s')).toBe('0 s');
    expect(formatDuration('5400s')).toBe('1 h 30 min');
    expect(formatDuration('1.5s')).toBe('1.5 s');
    expect(formatDuration('P1D')).toBe('P1D');
  });

  it('algorithms', () => {
    expect(algorithmLabel('XAA_SIGNING_ALGORITHM_PS256')).toBe('PS256');
    expect(algorithmLabel('XAA_SIGNING_ALGORITHM_UNSPECIFIED')).toBe('unspecified');
    expect(algorithmLabel('SOMETHING_ELSE')).toBe('SOMETHING_ELSE');
  });

  it('full snapshot lists known then unknown fields', () => {
    const rows = snapshotFields(snap({ zeta: true }));
    expect(rows[0]).toEqual({ field: 'enabled', label: 'Cross-app access', value: 'on' });
    expect(rows.at(-1)).toEqual({ field: 'zeta', label: 'zeta', value: 'true' });
  });

  it('timestamps in the console date format, an unreadable one as it came', () => {
    const rows = snapshotFields(snap({ updatedAt: 'yesterday-ish' }));
    const created = rows.find((row) => row.field === 'createdAt')?.value;
    expect(created).toBe(formatExact(new Date('2026-01-01T00:00:00Z')));
    expect(created).not.toContain('2026-01-01T');
    expect(rows.find((row) => row.field === 'updatedAt')?.value).toBe('yesterday-ish');
  });
});

describe('compareSnapshots', () => {
  const statusOf = (rows: ReturnType<typeof compareSnapshots>) => Object.fromEntries(rows.map((row) => [row.field, row.status]));

  it('the same algorithms in another order are the same set, not a change', () => {
    const rows = compareSnapshots(snap(), snap({ enabledSigningAlgorithms: ['XAA_SIGNING_ALGORITHM_ES256', 'XAA_SIGNING_ALGORITHM_RS256'] }));
    expect(Object.values(statusOf(rows))).toEqual(rows.map(() => 'same'));
  });

  it('marks exactly the fields "what changed" lists; timestamps are no change', () => {
    const older = snap();
    const newer = snap({ enabled: false, enabledSigningAlgorithms: ['XAA_SIGNING_ALGORITHM_RS256'], createdAt: '2026-03-03T00:00:00Z', updatedAt: '2026-03-03T00:00:00Z' });
    const marked = compareSnapshots(older, newer).filter((row) => row.status !== 'same').map((row) => row.field);
    expect(marked).toEqual(diffSnapshots(older, newer).map((change) => change.field));
    expect(marked).toEqual(['enabled', 'enabledSigningAlgorithms']);
  });

  it('a list the console does not know, same items in another order, says reordered', () => {
    const rows = compareSnapshots(snap({ audiences: ['a', 'b'] }), snap({ audiences: ['b', 'a'] }));
    expect(statusOf(rows).audiences).toBe('reordered');
    expect(diffSnapshots(snap({ audiences: ['a', 'b'] }), snap({ audiences: ['b', 'a'] }))[0]?.text).toBe('audiences: same items, reordered');
    expect(statusOf(compareSnapshots(snap({ audiences: ['a', 'b'] }), snap({ audiences: ['a', 'c'] }))).audiences).toBe('changed');
  });
});

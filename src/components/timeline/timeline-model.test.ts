import { describe, expect, it } from 'vitest';
import { toolBindingHistoryEntrySchema, xaaSettingsHistoryEntrySchema, type ToolBindingHistoryEntry } from '../../api/history';
import { actorKey, countValues, entryMatcher, hasFilters } from './history-filters';
import { toolBindingHistoryCsv, xaaSettingsHistoryCsv } from './history-export';
import { buildTimelineRows, localDay } from './timeline-rows';
import { describeToolItem, describeToolItems } from './tool-items';

const tool = (id: string, createdAt: string, extra: Record<string, unknown> = {}): ToolBindingHistoryEntry =>
  toolBindingHistoryEntrySchema.parse({ metadata: { id, createdAt, actor: { kind: 'ACTOR_KIND_USER', userId: 'ada' }, ...extra }, items: [{ changeKind: 'LIST_CHANGE_KIND_ADDED', listIndex: '2' }] });

describe('tool items in words', () => {
  it('names the profile by its one-based position, the only name the API gives it', () => {
    expect(describeToolItem({ changeKind: 'LIST_CHANGE_KIND_ADDED', listIndex: '2' })).toBe('added a profile at position 3');
    expect(describeToolItem({ changeKind: 'LIST_CHANGE_KIND_REMOVED', listIndex: '0' })).toBe('removed the profile at position 1');
    expect(describeToolItem({ changeKind: 'LIST_CHANGE_KIND_MOVED', listIndex: '4' })).toBe('moved the profile at position 5');
    expect(describeToolItem({ changeKind: 'LIST_CHANGE_KIND_UNSPECIFIED', listIndex: '' })).toBe('changed a profile, position not given (kind unspecified)');
    // An unknown kind reads as a sentence like the others, its value as it came (bidi-isolated) and marked unknown.
    expect(describeToolItem({ changeKind: 'LIST_CHANGE_KIND_REPLACED', listIndex: '2' })).toBe('changed the profile at position 3 (unknown kind LIST_CHANGE_KIND_REPLACED)');
    expect(describeToolItem({ changeKind: 'LIST_CHANGE_KIND_SWAPPED', listIndex: 'x' })).toBe('changed the profile at index "x" (unknown kind LIST_CHANGE_KIND_SWAPPED)');
    expect(describeToolItem({ changeKind: '\u202EDECALPER', listIndex: '0' })).toBe('changed the profile at position 1 (unknown kind \u2068\u202EDECALPER\u2069)');
    expect(describeToolItems([])).toBe('no profile changes recorded');
  });
});

describe('filters', () => {
  const entries = [
    tool('a', '2026-11-19T12:00:00'),
    tool('b', '2026-11-18T12:00:00', { actor: { kind: 'ACTOR_KIND_SYSTEM' }, annotations: [{ key: 'ticket', displayValue: 'CHG-42' }] }),
    tool('c', '2026-11-10T12:00:00', { actor: null }),
    toolBindingHistoryEntrySchema.parse({}),
  ];
  const kinds = (entry: ToolBindingHistoryEntry) => entry.items.map((item) => item.changeKind);
  const ids = (filters: Parameters<typeof entryMatcher>[0]) => entries.filter(entryMatcher(filters, kinds)).map((entry) => entry.metadata?.id ?? '-');

  it('actor by user id, or kind when there is none', () => {
    expect(actorKey(entries[1]?.metadata?.actor)).toBe('ACTOR_KIND_SYSTEM');
    expect(ids({ actor: 'ada' })).toEqual(['a']);
    expect(ids({ actor: 'ACTOR_KIND_SYSTEM' })).toEqual(['b']);
    expect(ids({ actor: '(unknown actor)' })).toEqual(['c', '-']);
  });

  it('annotation text, case-insensitive', () => {
    expect(ids({ text: 'chg-4' })).toEqual(['b']);
  });

  it('change kind', () => {
    expect(ids({ changeKind: 'LIST_CHANGE_KIND_ADDED' })).toEqual(['a', 'b', 'c']);
    expect(ids({ changeKind: 'LIST_CHANGE_KIND_REMOVED' })).toEqual([]);
  });

  it('date range, both ends inclusive, in local days', () => {
    expect(ids({ from: '2026-11-18' })).toEqual(['a', 'b']);
    expect(ids({ to: '2026-11-18' })).toEqual(['b', 'c']);
    expect(ids({ from: '2026-11-18', to: '2026-11-18' })).toEqual(['b']);
    expect(ids({ from: 'not-a-date' })).toEqual(['a', 'b', 'c', '-']);
  });

  it('hasFilters and countValues', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ text: 'x' })).toBe(true);
    expect(countValues(['x', 'y', 'x'])).toEqual([{ value: 'x', count: 2 }, { value: 'y', count: 1 }]);
  });
});

describe('day grouping', () => {
  it('puts a day heading before the first entry of each local day', () => {
    const times = ['2026-11-19T20:00:00', '2026-11-19T08:00:00', '2026-11-17T12:00:00', ''];
    const rows = buildTimelineRows([0, 1, 2, 3], (index) => times[index], (index) => `e${index}`);
    expect(rows.map((row) => row.type)).toEqual(['day', 'entry', 'entry', 'day', 'entry', 'day', 'entry']);
    expect(rows.at(-2)).toMatchObject({ type: 'day', label: 'Unknown date' });
    expect(localDay('2026-11-19T20:00:00')).toBe('2026-11-19');
  });
});

describe('exports', () => {
  it('tool CSV has one row per entry with items', () => {
    const csv = toolBindingHistoryCsv([tool('a', '2026-11-19T12:00:00Z', { annotations: [{ key: 'k', displayLabel: 'Ticket', displayValue: 'X, "Y"', displayUrl: 'https://t/1' }] })]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,actorKind,actorUserId,traceId,syslogEventId,annotations,items');
    expect(lines[1]).toBe('a,2026-11-19T12:00:00Z,ACTOR_KIND_USER,ada,,,"Ticket=X, ""Y"" <https://t/1>",LIST_CHANGE_KIND_ADDED@2');
  });

  it('settings CSV flattens the snapshot and copes with a missing one', () => {
    const entries = [
      xaaSettingsHistoryEntrySchema.parse({ metadata: { id: 'x1', changeKind: 'CHANGE_KIND_UPDATED' }, snapshot: { enabled: true, enabledSigningAlgorithms: ['A', 'B'] } }),
      xaaSettingsHistoryEntrySchema.parse({}),
    ];
    const lines = xaaSettingsHistoryCsv(entries).trimEnd().split('\r\n');
    expect(lines[1]).toBe('x1,,,,,,,CHANGE_KIND_UPDATED,true,false,,,XAA_SIGNING_ALGORITHM_UNSPECIFIED,A B');
    expect(lines[2]).toBe(',,,,,,,,,,,,,');
  });
});

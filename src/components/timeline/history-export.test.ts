import { describe, expect, it } from 'vitest';
import { toolBindingHistoryEntrySchema } from '../../api/history';
import { enumChoiceLabel } from '../enum-badge';
import { describeExport, exportFileStem, type FilterLabels } from './history-export';
import { actorLabel, olderPagesCanMatch } from './history-filters';

const labels: FilterLabels = { actor: actorLabel, changeKind: (value) => enumChoiceLabel(value, 'LIST_CHANGE_KIND', ['LIST_CHANGE_KIND_REMOVED']) };

describe('what an export holds', () => {
  it('says the count, the filters in words and the part of the history', () => {
    expect(describeExport(54, { actor: 'sp-ci-deployer' }, labels)).toBe('54 entries matching actor = sp-ci-deployer, whole history');
    expect(describeExport(1, {}, labels)).toBe('1 entry, whole history');
    expect(describeExport(3, { changeKind: 'LIST_CHANGE_KIND_REMOVED', text: ' chg ', from: '2026-11-01', to: '2026-11-02' }, labels)).toBe(
      '3 entries matching change kind = removed, text contains "chg", created 2026-11-01 to 2026-11-02',
    );
    expect(describeExport(2, { actor: 'ACTOR_KIND_SYSTEM', changeKind: 'LIST_CHANGE_KIND_SWAPPED' }, labels)).toBe(
      '2 entries matching actor = system, change kind = LIST_CHANGE_KIND_SWAPPED (unknown), whole history',
    );
  });

  it('names the file for the count and the filters, file-safe', () => {
    expect(exportFileStem('history', 300, {})).toBe('history-300-entries');
    expect(exportFileStem('history', 54, { actor: 'sp-ci-deployer', text: '../<x> "y"' })).toBe('history-54-entries-actor-sp-ci-deployer-text-x-y');
    expect(exportFileStem('history', 7, { changeKind: 'CHANGE_KIND_RESTORED_BY_SUPPORT', from: '2026-11-01' })).toBe('history-7-entries-kind-change-kind-restored-by-support-from-2026-11-01');
  });
});

describe('filter labels', () => {
  it('an actor kind in words, an unknown kind as it came and marked, a user id as it is', () => {
    expect(actorLabel('ACTOR_KIND_SYSTEM')).toBe('system');
    expect(actorLabel('ACTOR_KIND_ROBOT')).toBe('ACTOR_KIND_ROBOT (unknown)');
    expect(actorLabel('user-ada-lovelace')).toBe('user-ada-lovelace');
  });
});

describe('olderPagesCanMatch', () => {
  const at = (createdAt: string) => toolBindingHistoryEntrySchema.parse({ metadata: { id: createdAt, createdAt } });
  it('stops once the oldest loaded entry is before the "from" day (newest first)', () => {
    const loaded = [at('2026-11-10T12:00:00'), at('2026-11-05T12:00:00')];
    expect(olderPagesCanMatch(loaded, {})).toBe(true);
    expect(olderPagesCanMatch(loaded, { from: '2026-11-04' })).toBe(true);
    expect(olderPagesCanMatch(loaded, { from: '2026-11-06' })).toBe(false);
    expect(olderPagesCanMatch([...loaded, at('not a date')], { from: '2026-11-06' })).toBe(false);
  });
});

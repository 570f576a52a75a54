import { describe, expect, it } from 'vitest';
import { compactSearch, historySearchSchema } from './history-search';

describe('history search params', () => {
  it('keep good values, turn bad ones into "no filter", never throw', () => {
    expect(historySearchSchema.parse({ actor: 'ada', text: 1234, from: '2026-11-01', to: 'yesterday', entry: { evil: true } })).toEqual({ actor: 'ada', text: '1234', from: '2026-11-01', to: '', entry: '' });
    expect(historySearchSchema.parse({})).toEqual({});
  });

  it('compactSearch drops empty values', () => {
    expect(compactSearch({ actor: '', text: 'x', entry: undefined })).toEqual({ text: 'x' });
  });
});

import { describe, expect, it } from 'vitest';
import { outcomeClass } from '../../src/api/console-audit.schema';
import { HOSTILE_RECORD_ID, seedAuditRecords } from './audit-seed';
import { createMemoryAuditStore } from './memory-audit-store';

const records = seedAuditRecords(450);

async function all(store: ReturnType<typeof createMemoryAuditStore>, query: Parameters<typeof store.list>[0]) {
  const out = [];
  let pageToken: string | undefined;
  let pages = 0;
  do {
    const page = await store.list({ ...query, pageToken });
    out.push(...page.list);
    pageToken = page.nextPageToken || undefined;
    pages += 1;
  } while (pageToken);
  return { out, pages };
}

describe('the in-memory audit store (what the mocked e2e specs page through)', () => {
  it('pages newest first through every record exactly once', async () => {
    const store = createMemoryAuditStore(records);
    const { out, pages } = await all(store, { pageSize: 200 });
    expect(pages).toBe(3);
    expect(out.map((record) => record.id)).toEqual(records.map((record) => record.id));
  });

  it('filters by actor (name or email, any case, or sub), operation, outcome and time, across pages', async () => {
    const store = createMemoryAuditStore(records);
    const byEmail = (await all(store, { actor: 'ADA@demo.example', pageSize: 50 })).out;
    expect(byEmail.length).toBeGreaterThan(50);
    expect(byEmail.every((record) => record.actor.sub === 'ada')).toBe(true);
    expect((await all(store, { actor: 'ada' })).out).toHaveLength(byEmail.length);
    expect((await all(store, { actor: 'ada lovelace' })).out).toHaveLength(byEmail.length);
    const refused = (await all(store, { outcome: 'refused' })).out;
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((record) => record.refused && record.actor.role === 'viewer')).toBe(true);
    const unknown = (await all(store, { outcome: 'unknown' })).out;
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.every((record) => record.outcome === null)).toBe(true);
    const failed = (await all(store, { outcome: 'failed', operation: 'Register MCP server' })).out;
    expect(failed.every((record) => outcomeClass(record) === 'failed' && record.operation === 'Register MCP server')).toBe(true);
    const from = new Date(records[20]?.time ?? '');
    const to = new Date(records[10]?.time ?? '');
    expect((await all(store, { from, to })).out.map((record) => record.id)).toEqual(records.slice(10, 21).map((record) => record.id));
  });

  it('seeds every outcome and one record of hostile strings', () => {
    expect(new Set(records.map(outcomeClass))).toEqual(new Set(['succeeded', 'failed', 'refused', 'unknown']));
    expect(records.filter((record) => record.id === HOSTILE_RECORD_ID)).toHaveLength(1);
  });

  it('refuses a page token it did not give', async () => {
    await expect(createMemoryAuditStore(records).list({ pageToken: 'nope' })).rejects.toThrow(/page_token/);
  });
});

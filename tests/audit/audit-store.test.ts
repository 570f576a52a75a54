// The audit store on both backends, one suite: migrations, insert and completion, every filter,
// keyset paging under concurrent inserts, retention.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outcomeClass, type AuditRecordWire as AuditRecord } from '../../src/api/console-audit.schema';
import { BadPageToken, completeStatement, createAuditStore, type AuditStore, type NewAuditRecord } from '../../server/audit/audit-store';
import { createMemoryAuditStore } from '../../server/audit/memory-audit-store';
import { MIGRATIONS, migrate } from '../../server/audit/migrations';
import type { SqlBackend } from '../../server/audit/sql-backend';
import { DATABASES, type TestDatabase } from './databases';

const ADA = { sub: 'sub-ada', email: 'ada@demo.example', name: 'Ada Lovelace', role: 'admin' };
const GRACE = { sub: 'sub-grace', email: 'grace@demo.example', name: 'Grace Hopper', role: 'viewer' };
const T0 = Date.parse('2026-03-01T10:00:00.000Z');

let counter = 0;
function newRecord(overrides: Partial<NewAuditRecord> = {}): NewAuditRecord {
  counter += 1;
  return {
    id: `rec-${String(counter).padStart(4, '0')}`,
    time: new Date(T0 + counter * 1000),
    actor: ADA,
    method: 'PUT',
    path: '/api/v1/apps/app-1/owners',
    operation: 'Set app owners',
    ids: { app_id: 'app-1' },
    requestBody: { userIds: ['u1'] },
    refused: false,
    ...overrides,
  };
}

const ok = { status: 200, code: 0, message: '', durationMs: 12, requestId: 'req-1' };

describe.each(DATABASES)('audit store on %s', (_name, startDatabase) => {
  let database: TestDatabase;
  let backend: SqlBackend;
  let store: AuditStore;

  beforeAll(async () => {
    database = await startDatabase();
    backend = await database.open();
    expect(await migrate(backend)).toEqual(MIGRATIONS.map((migration) => migration.version));
    store = createAuditStore(backend);
  }, 120_000);

  afterAll(async () => {
    await backend?.close();
    await database?.close();
  });

  beforeEach(async () => {
    await backend.query('DELETE FROM audit_records');
  });

  const ids = (list: AuditRecord[]) => list.map((record) => record.id);

  it('completes an outcome through the primary key, not by reading the whole trail', async () => {
    await backend.query(
      `INSERT INTO audit_records (id, time, actor_sub, actor_role, method, path, ids, refused)
       SELECT 'bulk-' || n, now() - n * interval '1 second', 'sub-ada', 'admin', 'PUT', '/api/v1/x', '{}', false FROM generate_series(1, 2000) AS n`,
    );
    await backend.query('ANALYZE audit_records');
    const { sql, params } = completeStatement([{ id: 'bulk-7', outcome: ok }], 1);
    const plan = (await backend.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using audit_records_pkey/);
    expect(plan).not.toMatch(/Seq Scan on audit_records/);
    await backend.query(sql, params);
    const [row] = await backend.query<{ outcome: string; status: number }>("SELECT outcome, status FROM audit_records WHERE id = 'bulk-7'");
    expect(row).toMatchObject({ outcome: 'succeeded', status: 200 });
  });

  it('applies each migration once, also when instances migrate together', async () => {
    expect(await migrate(backend)).toEqual([]);
    if (database.name === 'postgres') {
      const others = await Promise.all([database.open(), database.open(), database.open()]);
      try {
        const applied = await Promise.all(others.map((other) => migrate(other, [...MIGRATIONS, { version: 1000, statements: ['CREATE TABLE audit_probe (x int)'] }])));
        // Exactly one instance applied the new version; none failed on a half-made table.
        expect(applied.flat()).toEqual([1000]);
      } finally {
        await backend.query('DROP TABLE IF EXISTS audit_probe');
        await backend.query('DELETE FROM audit_schema_migrations WHERE version = 1000');
        await Promise.all(others.map((other) => other.close()));
      }
    }
    const versions = await backend.query<{ version: number }>('SELECT version FROM audit_schema_migrations ORDER BY version');
    expect(versions.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  it('writes an outcome with the next insert, in one statement; on its own when no insert comes or the insert fails', async () => {
    const sent: string[] = [];
    const counted = createAuditStore({ ...backend, query: (text, params) => (sent.push(text.trimStart().split(/\s/, 1)[0] ?? ''), backend.query(text, params)) });
    const statusOf = async (id: string) => (await backend.query<{ status: number | null; outcome: string }>('SELECT status, outcome FROM audit_records WHERE id = $1', [id]))[0];
    const first = newRecord();
    await counted.insert(first);
    const completed = counted.complete(first.id, ok);
    const second = newRecord();
    await counted.insert(second);
    await completed;
    expect(sent).toEqual(['INSERT', 'WITH']);
    expect(await statusOf(first.id)).toEqual({ status: 200, outcome: 'succeeded' });
    expect(await statusOf(second.id)).toEqual({ status: null, outcome: 'unknown' });

    // No insert to ride with: written on its own, shortly.
    await counted.complete(second.id, { ...ok, status: 409, code: 6, message: 'owner already set' });
    expect(sent).toEqual(['INSERT', 'WITH', 'UPDATE']);
    expect(await statusOf(second.id)).toEqual({ status: 409, outcome: 'failed' });

    // An insert that fails (here a duplicate id) fails alone: the outcome riding with it is still written.
    const third = newRecord();
    await counted.insert(third);
    const thirdCompleted = counted.complete(third.id, ok);
    await expect(counted.insert({ ...newRecord(), id: first.id })).rejects.toThrow();
    await thirdCompleted;
    expect(await statusOf(third.id)).toEqual({ status: 200, outcome: 'succeeded' });
  });

  it('keeps a record with no outcome as unknown, then completes it', async () => {
    const record = newRecord({ requestBody: { userIds: ['u1'], nested: { deep: [1, 'two'] } } });
    await store.insert(record);
    const [before] = (await store.list({})).list;
    expect(before).toMatchObject({ id: record.id, time: record.time.toISOString(), actor: ADA, method: 'PUT', operation: 'Set app owners', ids: { app_id: 'app-1' }, requestBody: { userIds: ['u1'], nested: { deep: [1, 'two'] } }, outcome: null });
    expect(outcomeClass(before as AuditRecord)).toBe('unknown');
    await store.complete(record.id, ok);
    const [after] = (await store.list({})).list;
    expect(after?.outcome).toEqual(ok);
  });

  it('stores hostile text (NUL, unpaired surrogates, quotes) without refusing the record', async () => {
    const record = newRecord({ path: "/api/v1/apps/a'\0b/owners", ids: { app_id: "a'\0b" }, requestBody: { userIds: ['\0', '"; DROP TABLE audit_records; --'] } });
    await store.insert(record);
    await store.complete(record.id, { ...ok, status: 400, code: 3, message: 'bad\0input' });
    const [stored] = (await store.list({})).list;
    expect(stored?.ids).toEqual({ app_id: "a'\0b" });
    expect(stored?.requestBody).toEqual({ userIds: ['\0', '"; DROP TABLE audit_records; --'] });
    expect(stored?.outcome?.message).toBe('bad\uFFFDinput');
  });

  it('filters by actor (name or email in any case, or sub), operation, outcome and time range', async () => {
    const succeeded = newRecord();
    const failed = newRecord({ operation: 'Update contacts', path: '/api/v1/settings/contacts', ids: {} });
    const refused = newRecord({ actor: GRACE, refused: true });
    const unknown = newRecord({ actor: GRACE, operation: 'Revoke credential' });
    for (const record of [succeeded, failed, refused, unknown]) await store.insert(record);
    await store.complete(succeeded.id, ok);
    await store.complete(failed.id, { ...ok, status: 400, code: 3, message: 'bad' });
    await store.complete(refused.id, { ...ok, status: 403, code: 7, message: 'viewers cannot change the tenant' });

    expect(ids((await store.list({ actor: 'GRACE@demo.example' })).list)).toEqual([unknown.id, refused.id]);
    expect(ids((await store.list({ actor: 'sub-ada' })).list)).toEqual([failed.id, succeeded.id]);
    // The name each record shows, as typed: any case, but whole.
    expect(ids((await store.list({ actor: 'Ada Lovelace' })).list)).toEqual([failed.id, succeeded.id]);
    expect(ids((await store.list({ actor: 'grace HOPPER' })).list)).toEqual([unknown.id, refused.id]);
    expect(ids((await store.list({ actor: 'Ada' })).list)).toEqual([]);
    expect(ids((await store.list({ operation: 'Update contacts' })).list)).toEqual([failed.id]);
    expect(ids((await store.list({ outcome: 'succeeded' })).list)).toEqual([succeeded.id]);
    expect(ids((await store.list({ outcome: 'failed' })).list)).toEqual([failed.id]);
    expect(ids((await store.list({ outcome: 'refused' })).list)).toEqual([refused.id]);
    expect(ids((await store.list({ outcome: 'unknown' })).list)).toEqual([unknown.id]);
    expect(ids((await store.list({ from: failed.time, to: refused.time })).list)).toEqual([refused.id, failed.id]);
    expect(ids((await store.list({ actor: 'grace@demo.example', outcome: 'refused' })).list)).toEqual([refused.id]);
  });

  it('answers every filter as the in-memory store (the mocked e2e trail) does', async () => {
    const nameless = { sub: 'sub-ci', email: null, name: null, role: 'admin' };
    const records = [newRecord(), newRecord({ actor: GRACE, refused: true }), newRecord({ actor: nameless }), newRecord({ actor: { ...ADA, name: 'ADA LOVELACE' } })];
    const memory = createMemoryAuditStore();
    for (const record of records) {
      await store.insert(record);
      await memory.insert(record);
    }
    for (const actor of ['Ada Lovelace', 'ada lovelace', 'ADA@DEMO.EXAMPLE', 'sub-ada', 'SUB-ADA', 'Grace Hopper', 'sub-ci', 'Lovelace', '']) {
      expect(ids((await store.list({ actor })).list), actor).toEqual(ids((await memory.list({ actor })).list));
    }
  });

  it('pages newest first with a cursor that later inserts do not move', async () => {
    const records = Array.from({ length: 7 }, () => newRecord());
    // Two records in the same millisecond: the id breaks the tie, so neither is skipped nor repeated.
    records.push(newRecord({ time: (records[6] as NewAuditRecord).time }));
    for (const record of records) await store.insert(record);
    const first = await store.list({ pageSize: 3 });
    expect(first.list).toHaveLength(3);
    await store.insert(newRecord()); // arrives between pages
    const second = await store.list({ pageSize: 3, pageToken: first.nextPageToken });
    const third = await store.list({ pageSize: 3, pageToken: second.nextPageToken });
    expect(third.nextPageToken).toBe('');
    const expected = [...records].sort((a, b) => b.time.getTime() - a.time.getTime() || (a.id < b.id ? 1 : -1)).map((record) => record.id);
    expect([...ids(first.list), ...ids(second.list), ...ids(third.list)]).toEqual(expected);
  });

  it('refuses a page token it did not give', async () => {
    await expect(store.list({ pageToken: 'not-a-token' })).rejects.toBeInstanceOf(BadPageToken);
    await expect(store.list({ pageToken: Buffer.from('["x","y"]').toString('base64url') })).rejects.toBeInstanceOf(BadPageToken);
  });

  it('purges records older than the retention, keeping the rest', async () => {
    const old = newRecord({ time: new Date(T0 - 401 * 86_400_000) });
    const recent = newRecord();
    await store.insert(old);
    await store.insert(recent);
    expect(await store.purge(new Date(T0 - 400 * 86_400_000))).toBe(1);
    expect(ids((await store.list({})).list)).toEqual([recent.id]);
  });
});

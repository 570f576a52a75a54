// The audit trail in the proxy: a change is recorded before it reaches the tenant and completed
// with its outcome however it ends; no record, no change (503, nothing forwarded); a viewer's
// refused change is recorded too; GET /console/audit serves the trail to any signed-in role.
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditPageSchema, outcomeClass, type AuditRecordWire as AuditRecord } from '../../src/api/console-audit.schema';
import type { AuditStore } from '../../server/audit/audit-store';
import { migrate } from '../../server/audit/migrations';
import type { SqlBackend } from '../../server/audit/sql-backend';
import { send } from '../proxy/fake-tenant';
import { ADA, GRACE, startAuditHarness, type AuditHarness } from './audit-harness';
import { DATABASES, type TestDatabase } from './databases';

const json = (cookie: string, extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', cookie, ...extra });
/** DELETE with a body needs its length given (node:http would send it chunked, which the guards refuse). */
const deleteHeaders = (cookie: string) => json(cookie, { 'content-length': '2' });

describe.each(DATABASES)('the audit trail in the proxy, on %s', (_name, startDatabase) => {
  let database: TestDatabase;
  let backend: SqlBackend;
  let h: AuditHarness | undefined;

  beforeAll(async () => {
    database = await startDatabase();
    backend = await database.open();
    await migrate(backend);
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await backend.query('DELETE FROM audit_records');
  });
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  const all = async (harness: AuditHarness): Promise<AuditRecord[]> => (await harness.store.list({ pageSize: 200 })).list;
  const completed = async (harness: AuditHarness): Promise<AuditRecord> =>
    vi.waitFor(async () => {
      const [record] = await all(harness);
      if (!record?.outcome) throw new Error('not completed yet');
      return record;
    });

  it('writes the record before the tenant receives the change, then completes it with the outcome', async () => {
    h = await startAuditHarness(backend);
    const harness = h;
    const seenByTenant: AuditRecord[][] = [];
    const echo = harness.tenant.apiHandler;
    harness.tenant.apiHandler = (req, res, body) => {
      void all(harness).then((records) => {
        seenByTenant.push(records);
        res.setHeader('x-request-id', 'tenant-req-42');
        echo(req, res, body);
      });
    };
    const answer = await send(h.port, { method: 'PUT', path: '/api/v1/apps/app%2F1/owners?x=1', headers: json(h.admin), body: '{"userIds":["u-1","u-2"]}' });
    expect(answer.status).toBe(200);
    // When the tenant got the call, its record was already there, without an outcome.
    expect(seenByTenant).toHaveLength(1);
    expect(seenByTenant[0]).toHaveLength(1);
    expect(seenByTenant[0]?.[0]).toMatchObject({ method: 'PUT', outcome: null });
    const record = await completed(h);
    expect(record).toMatchObject({
      actor: { ...ADA, role: 'admin' },
      method: 'PUT',
      path: '/api/v1/apps/app%2F1/owners',
      operation: 'Set app owners',
      ids: { app_id: 'app/1' },
      requestBody: { userIds: ['u-1', 'u-2'] },
      refused: false,
      outcome: { status: 200, code: 0, message: '', requestId: 'tenant-req-42' },
    });
    expect(Number.isInteger(record.outcome?.durationMs)).toBe(true);
    expect(outcomeClass(record)).toBe('succeeded');
  });

  it('does not record reads', async () => {
    h = await startAuditHarness(backend);
    expect((await send(h.port, { path: '/api/v1/apps/a/sso/applications/s', headers: { cookie: h.admin } })).status).toBe(200);
    expect(await all(h)).toEqual([]);
  });

  it('names a registration under a new managed app (empty app id) and finds it by that operation', async () => {
    h = await startAuditHarness(backend);
    expect((await send(h.port, { method: 'POST', path: '/api/v1/apps//mcp_servers', headers: json(h.admin), body: '{}' })).status).toBe(200);
    const found = auditPageSchema.parse(JSON.parse((await send(h.port, { path: '/console/audit?operation=Register%20MCP%20server', headers: { cookie: h.admin } })).body));
    expect(found.list).toEqual([expect.objectContaining({ path: '/api/v1/apps//mcp_servers', operation: 'Register MCP server', ids: { app_id: '' } })]);
  });

  it('answers 503 and forwards nothing when the record cannot be written', async () => {
    h = await startAuditHarness(backend);
    await backend.query('ALTER TABLE audit_records RENAME TO audit_records_away');
    try {
      const answer = await send(h.port, { method: 'POST', path: '/api/v1/settings/contacts', headers: json(h.admin), body: '{"contacts":{}}' });
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ code: 14, message: expect.stringMatching(/not sent.*audit trail/) });
      expect(h.tenant.apiRequests).toHaveLength(0);
      expect(h.tenant.tokenRequests).toHaveLength(0);
    } finally {
      await backend.query('ALTER TABLE audit_records_away RENAME TO audit_records');
    }
    // Once it can be written again, changes go through.
    expect((await send(h.port, { method: 'POST', path: '/api/v1/settings/contacts', headers: json(h.admin), body: '{"contacts":{}}' })).status).toBe(200);
  });

  it('makes a change wait for the store to open, and refuses it (503) when it does not open in time', async () => {
    let open: (value: never) => void = () => {};
    const pending = new Promise<never>((resolve) => (open = resolve));
    h = await startAuditHarness(backend, { store: pending, openWaitMs: 300 });
    const answer = await send(h.port, { method: 'DELETE', path: '/api/v1/iam/personal_clients/pc-1', headers: deleteHeaders(h.admin), body: '{}' });
    expect(answer.status).toBe(503);
    expect(h.tenant.apiRequests).toHaveLength(0);
    // API reads never wait for it; the trail's own reads wait as a change does.
    expect((await send(h.port, { path: '/api/v1/settings/cross-app-access/history', headers: { cookie: h.admin } })).status).toBe(200);
    expect((await send(h.port, { path: '/console/audit', headers: { cookie: h.admin } })).status).toBe(503);
    void open;
  });

  it('answers the audit log asked for while the store opens once it is open, not with 503', async () => {
    let open: (store: AuditStore) => void = () => {};
    const pending = new Promise<AuditStore>((resolve) => (open = resolve));
    h = await startAuditHarness(backend, { store: pending });
    const waits = vi.spyOn(pending, 'then');
    const asked = send(h.port, { path: '/console/audit', headers: { cookie: h.admin } });
    // The request is in and waits for the store; then the store opens.
    await vi.waitFor(() => expect(waits).toHaveBeenCalled());
    open(h.store);
    const answer = await asked;
    expect(answer.status).toBe(200);
    expect(auditPageSchema.parse(JSON.parse(answer.body)).list).toEqual([]);
  });

  it('records a viewer\'s change as refused, forwarding nothing', async () => {
    h = await startAuditHarness(backend);
    const answer = await send(h.port, { method: 'DELETE', path: '/api/v1/service_principals/sp-1/credentials/cred-9', headers: deleteHeaders(h.viewer), body: '{}' });
    expect(answer.status).toBe(403);
    expect(h.tenant.apiRequests).toHaveLength(0);
    const record = await completed(h);
    expect(record).toMatchObject({ actor: { ...GRACE, role: 'viewer' }, operation: 'Revoke credential', ids: { service_principal_id: 'sp-1', id: 'cred-9' }, refused: true, outcome: { status: 403, code: 7, message: 'viewers cannot change the tenant' } });
    expect(outcomeClass(record)).toBe('refused');
  });

  it('records nothing for a call without a session (401, nobody to attribute it to)', async () => {
    h = await startAuditHarness(backend);
    expect((await send(h.port, { method: 'POST', path: '/api/v1/settings/contacts', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
    expect(await all(h)).toEqual([]);
  });

  it('completes the record when the tenant fails: its error, an unreachable tenant, a timeout', async () => {
    h = await startAuditHarness(backend, { upstreamTimeoutMs: 400 });
    h.tenant.apiHandler = (_req, res) => {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end('{"code":6,"message":"owner already set"}');
    };
    expect((await send(h.port, { method: 'PUT', path: '/api/v1/apps/a/owners', headers: json(h.admin), body: '{"userIds":[]}' })).status).toBe(409);
    expect((await completed(h)).outcome).toMatchObject({ status: 409, code: 6, message: 'owner already set' });

    await backend.query('DELETE FROM audit_records');
    h.tenant.apiHandler = (req) => req.socket.destroy();
    expect((await send(h.port, { method: 'PUT', path: '/api/v1/apps/a/owners', headers: json(h.admin), body: '{"userIds":[]}' })).status).toBe(502);
    expect((await completed(h)).outcome).toMatchObject({ status: 502, code: 14 });

    await backend.query('DELETE FROM audit_records');
    h.tenant.apiHandler = () => {}; // never answers
    expect((await send(h.port, { method: 'PUT', path: '/api/v1/apps/a/owners', headers: json(h.admin), body: '{"userIds":[]}' })).status).toBe(504);
    const timedOut = await completed(h);
    expect(timedOut.outcome).toMatchObject({ status: 504, code: 4 });
    expect(outcomeClass(timedOut)).toBe('failed');
  });

  it('completes the record when the browser goes away before the answer', async () => {
    h = await startAuditHarness(backend);
    const harness = h;
    let arrived: () => void = () => {};
    const atTenant = new Promise<void>((resolve) => (arrived = resolve));
    harness.tenant.apiHandler = () => arrived(); // holds the answer
    const req = httpRequest({ host: '127.0.0.1', port: h.port, method: 'POST', path: '/api/v1/settings/contacts', headers: { 'x-console-request': '1', ...json(h.admin) } });
    req.on('error', () => {});
    req.end('{"contacts":{}}');
    await atTenant;
    req.destroy();
    const record = await completed(h);
    expect(record.outcome).toMatchObject({ status: 499, code: 1 });
  });

  it('serves the trail to any signed-in role, newest first, filtered and paged; 401 without a session; 400 naming a bad parameter', async () => {
    h = await startAuditHarness(backend);
    for (const userId of ['u-1', 'u-2', 'u-3']) {
      expect((await send(h.port, { method: 'PUT', path: '/api/v1/apps/a/owners', headers: json(h.admin), body: JSON.stringify({ userIds: [userId] }) })).status).toBe(200);
    }
    expect((await send(h.port, { method: 'POST', path: '/api/v1/settings/contacts', headers: json(h.viewer), body: '{}' })).status).toBe(403);
    const harness = h;
    await vi.waitFor(async () => expect((await all(harness)).every((record) => record.outcome !== null)).toBe(true));

    expect((await send(h.port, { path: '/console/audit' })).status).toBe(401);
    const first = await send(h.port, { path: '/console/audit?page_size=2&actor=ada@demo.example', headers: { cookie: h.viewer } });
    expect(first.status).toBe(200);
    const page = auditPageSchema.parse(JSON.parse(first.body));
    expect(page.list.map((record) => record.requestBody)).toEqual([{ userIds: ['u-3'] }, { userIds: ['u-2'] }]);
    const next = auditPageSchema.parse(JSON.parse((await send(h.port, { path: `/console/audit?page_size=2&actor=ada@demo.example&page_token=${page.nextPageToken}`, headers: { cookie: h.admin } })).body));
    expect(next).toMatchObject({ list: [{ requestBody: { userIds: ['u-1'] } }], nextPageToken: '' });
    const refused = auditPageSchema.parse(JSON.parse((await send(h.port, { path: '/console/audit?outcome=refused&operation=Update%20contacts', headers: { cookie: h.admin } })).body));
    expect(refused.list.map((record) => record.actor?.email)).toEqual([GRACE.email]);

    for (const [query, parameter] of [
      ['page_size=0', 'page_size'],
      ['page_size=201', 'page_size'],
      ['page_size=abc', 'page_size'],
      ['outcome=maybe', 'outcome'],
      ['from=yesterday', 'from'],
      ['to=2026-13-45T00:00:00Z', 'to'],
      ['page_token=garbage', 'page_token'],
      ['sort=time', 'sort'],
    ]) {
      const answer = await send(h.port, { path: `/console/audit?${query}`, headers: { cookie: h.admin } });
      expect(answer.status, query).toBe(400);
      expect(JSON.parse(answer.body), query).toEqual({ code: 3, message: expect.stringContaining(parameter) });
    }
  });
});

// Fault: the PostgreSQL server restarts while changes keep coming. During the outage every change
// gets 503 and nothing reaches the tenant; the pool survives its broken idle connections and
// reconnects by itself; every change the tenant received has its record.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { migrate } from '../../server/audit/migrations';
import { openPostgresBackend } from '../../server/audit/postgres-backend';
import type { SqlBackend } from '../../server/audit/sql-backend';
import { send } from '../proxy/fake-tenant';
import { startAuditHarness, type AuditHarness } from './audit-harness';
import { startPostgres, type PostgresServer } from './databases';

let server: PostgresServer;
let backend: SqlBackend;
let h: AuditHarness;
const idleErrors: Error[] = [];

beforeAll(async () => {
  server = await startPostgres({ own: true });
  backend = openPostgresBackend({ connectionString: server.url, timeoutMs: 2000, onIdleError: (error) => idleErrors.push(error) });
  await migrate(backend);
  h = await startAuditHarness(backend);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await backend?.close();
  await server?.close();
});

interface Sent {
  marker: string;
  status: number;
  sentAt: number;
  answeredAt: number;
}

it('refuses changes while PostgreSQL is down, forwards none of them, and recovers by itself', async () => {
  const sent: Sent[] = [];
  let running = true;
  let serial = 0;
  const client = async () => {
    while (running) {
      serial += 1;
      const marker = `m-${serial}`;
      const sentAt = performance.now();
      const answer = await send(h.port, { method: 'PUT', path: '/api/v1/apps/app-1/owners', headers: { 'content-type': 'application/json', cookie: h.admin }, body: JSON.stringify({ userIds: [marker] }) });
      sent.push({ marker, status: answer.status, sentAt, answeredAt: performance.now() });
    }
  };
  const clients = Array.from({ length: 5 }, client);

  await vi.waitFor(() => expect(sent.filter((call) => call.status === 200).length).toBeGreaterThan(20), { timeout: 60_000 });
  if (!server.stop || !server.start) throw new Error('a throwaway server is needed');
  await server.stop();
  const downFrom = performance.now();
  await vi.waitFor(() => expect(sent.filter((call) => call.sentAt > downFrom).length).toBeGreaterThan(20), { timeout: 60_000 });
  const downUntil = performance.now();
  await server.start();
  // No restart of the console: its pool reconnects on its own.
  await vi.waitFor(() => expect(sent.filter((call) => call.sentAt > downUntil && call.status === 200).length).toBeGreaterThan(10), { timeout: 60_000 });
  running = false;
  await Promise.all(clients);

  const duringOutage = sent.filter((call) => call.sentAt > downFrom && call.answeredAt < downUntil);
  expect(duringOutage.length).toBeGreaterThan(20);
  expect(new Set(duringOutage.map((call) => call.status))).toEqual(new Set([503]));
  expect(new Set(sent.map((call) => call.status))).toEqual(new Set([200, 503]));

  const received = new Set(h.tenant.apiRequests.map((request) => (JSON.parse(request.body.toString('utf8')) as { userIds: string[] }).userIds[0]));
  for (const call of duringOutage) expect(received.has(call.marker), call.marker).toBe(false);
  for (const call of sent) expect(received.has(call.marker), call.marker).toBe(call.status === 200);
  const recorded = new Set((await backend.query<{ request_body: string }>('SELECT request_body FROM audit_records')).map((row) => (JSON.parse(row.request_body) as { userIds: string[] }).userIds[0]));
  for (const marker of received) expect(recorded.has(marker), marker).toBe(true);
}, 240_000);

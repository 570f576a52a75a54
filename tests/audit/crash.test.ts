// Fault: the console is SIGKILLed in the middle of a burst of 200 changes from 10 clients. After a
// restart on the same data directory, every change the demo tenant received has its record, and a
// record whose outcome was not written reads "outcome unknown" (null), never a guessed one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { auditPageSchema, type AuditRecord } from '../../src/api/console-audit.schema';
import { createDemoTenant } from '../../server/demo-tenant/app';
import { DEMO_IDS } from '../../server/demo-tenant/demo-ids';
import { serveDemoTenant, type DemoTenantServer } from '../../server/start-demo-tenant';
import { send } from '../proxy/fake-tenant';
import { ROOT, cleanEnv } from '../proxy/spawn';

const dataDir = mkdtempSync(join(tmpdir(), 'audit-crash-'));
const children: ChildProcess[] = [];
let tenantServer: DemoTenantServer | undefined;

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await tenantServer?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startConsole(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; cookie: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/audit/fixtures/console-process.ts'], { cwd: ROOT, env: cleanEnv(env) as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\d+) (\S+)\n/.exec(out);
      if (ready) resolve({ child, port: Number(ready[1]), cookie: ready[2] as string });
    });
    child.once('exit', (code) => reject(new Error(`the console exited (${code}) before it was ready:\n${err}`)));
  });
}

it('keeps a record of every change the tenant received across a SIGKILL, with unknown outcomes left unknown', async () => {
  const received: string[] = [];
  let killed = false;
  let kill = () => {};
  const demo = createDemoTenant({
    onRequest: (request) => {
      if (request.method !== 'PUT') return;
      received.push((JSON.parse(request.body) as { userIds: string[] }).userIds[0] ?? '');
      // Killed while the 100th change is at the tenant: its record is written, its outcome never is.
      if (received.length === 100) kill();
    },
  });
  tenantServer = await serveDemoTenant(demo);
  const env = { TENANT_URL: `http://127.0.0.1:${tenantServer.port}`, TENANT_CLIENT_ID: demo.client.clientId, TENANT_CLIENT_SECRET: demo.client.clientSecret, CONSOLE_DATA_DIR: dataDir };
  const first = await startConsole(env);
  kill = () => ((killed = true), first.child.kill('SIGKILL'));

  const answered = new Map<string, number>();
  let next = 0;
  const client = async () => {
    while (next < 200 && !killed) {
      next += 1;
      const marker = `user-${next}`;
      try {
        const answer = await send(first.port, { method: 'PUT', path: `/api/v1/apps/${DEMO_IDS.appId}/owners`, headers: { 'content-type': 'application/json', cookie: first.cookie }, body: JSON.stringify({ userIds: [marker] }) });
        answered.set(marker, answer.status);
      } catch {
        // the connection died with the console
      }
    }
  };
  await Promise.all(Array.from({ length: 10 }, client));
  await new Promise((resolve) => (first.child.exitCode !== null || first.child.signalCode !== null ? resolve(null) : first.child.once('exit', resolve)));
  expect(killed).toBe(true);
  expect(received.length).toBeGreaterThanOrEqual(100);

  const second = await startConsole(env);
  const records: AuditRecord[] = [];
  let token = '';
  do {
    const answer = await send(second.port, { path: `/console/audit?page_size=200${token ? `&page_token=${token}` : ''}`, headers: { cookie: second.cookie } });
    const page = auditPageSchema.parse(JSON.parse(answer.body));
    records.push(...page.list);
    token = page.nextPageToken;
  } while (token);
  const byMarker = new Map(records.map((record) => [(record.requestBody as { userIds: string[] }).userIds[0] ?? '', record]));

  // Every change the tenant received has its record.
  const missing = received.filter((marker) => !byMarker.has(marker));
  expect(missing).toEqual([]);
  // An outcome on record is the one the client saw; the rest read as unknown (null), not guessed.
  for (const [marker, record] of byMarker) {
    if (record.outcome !== null) expect(record.outcome.status, marker).toBe(answered.get(marker));
  }
  const unknown = records.filter((record) => record.outcome === null);
  const sentButUnanswered = [...byMarker.keys()].filter((marker) => !answered.has(marker));
  for (const marker of sentButUnanswered) expect(byMarker.get(marker)?.outcome, marker).toBeNull();
  // The change at the tenant when the console died has its record, with its outcome unknown.
  expect(byMarker.get(received[99] as string)?.outcome).toBeNull();
  expect(unknown.length).toBeGreaterThan(0);
}, 300_000);

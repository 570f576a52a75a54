// Where the audit trail's slow changes spend their time. The audit bench's set-up (one process:
// demo tenant, a proxy with the trail and one without, sequential "Set app owners" calls taking
// turns in rounds), with every statement of the store timed, GC pauses and event-loop stalls
// recorded, and the slowest 1% of the "on" side's changes listed with what overlapped them.
//   npx tsx bench/audit-tail.ts [rounds=11] [perRound=100]
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { authConfigFromEnvironment } from '../server/auth/auth-config';
import { createConsoleAuth } from '../server/auth/console-auth';
import { createAuditStore, type AuditStore } from '../server/audit/audit-store';
import { createAuditHooks } from '../server/audit/audit-trail';
import { migrate } from '../server/audit/migrations';
import { openPgliteBackend } from '../server/audit/pglite-backend';
import type { SqlBackend } from '../server/audit/sql-backend';
import { actorFromSessions } from '../server/audit/start-audit';
import { DEMO_IDS } from '../server/demo-tenant/demo-ids';
import { listenConsoleProxy } from '../server/proxy/console-proxy';
import { startDemoTenant } from '../server/start-demo-tenant';

const PATH = `/api/v1/apps/${DEMO_IDS.appId}/owners`;
const BODY = JSON.stringify({ userIds: [DEMO_IDS.ownerUserId] });

interface Span {
  kind: string;
  start: number;
  end: number;
}

const statements: Span[] = [];
const gcs: Span[] = [];
const stalls: Span[] = [];

function timed(backend: SqlBackend): SqlBackend {
  return {
    ...backend,
    query: async (text, params) => {
      const start = performance.now();
      try {
        return await backend.query(text, params);
      } finally {
        statements.push({ kind: text.trimStart().split(/\s/, 1)[0] ?? '?', start, end: performance.now() });
      }
    },
  };
}

function change(agent: Agent, url: string, cookie: string): Promise<Span> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(url + PATH, { agent, method: 'PUT', headers: { cookie, 'content-type': 'application/json', 'x-console-request': '1', 'content-length': Buffer.byteLength(BODY) } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve({ kind: '', start, end: performance.now() }) : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(BODY);
  });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
const sum = (spans: Span[], within: Span) => spans.reduce((total, span) => total + overlap(span, within), 0);

async function main() {
  const rounds = Number(process.argv[2] ?? 11);
  const perRound = Number(process.argv[3] ?? 100);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-audit-tail-'));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcs.push({ kind: `gc${(entry.detail as { kind?: number } | undefined)?.kind ?? ''}`, start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ entryTypes: ['gc'] });
  // Event-loop stalls: a 1 ms timer that fires late by more than 2 ms.
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    if (now - last > 3) stalls.push({ kind: 'stall', start: last + 1, end: now });
    last = now;
  }, 1);
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();

  const demo = await startDemoTenant();
  const auth = createConsoleAuth({ config: authConfigFromEnvironment({ CONSOLE_AUTH: 'token', CONSOLE_TOKEN: 'bench-audit-token-0123456789abcdef0123456789' }, { demoTenant: false }), logger: null });
  const backend = timed(await openPgliteBackend(dataDir));
  await migrate(backend);
  const store: AuditStore = createAuditStore(backend);
  const hooks = createAuditHooks({ store: Promise.resolve(store), actorOf: actorFromSessions(auth.sessions) });
  const common = { tenant: demo.tenant, auth, logger: null, settings: { upstreamTimeoutMs: 30_000 } };
  const on = await listenConsoleProxy({ ...common, recordHooks: [hooks] });
  const off = await listenConsoleProxy(common);
  const agents = { on: new Agent({ keepAlive: true, maxSockets: 1 }), off: new Agent({ keepAlive: true, maxSockets: 1 }) };
  const setCookie = await auth.sessions.start({ sub: 'bench', email: 'bench@example.com', name: 'Bench' }, 'admin', 'token');
  const cookie = setCookie.slice(0, setCookie.indexOf(';'));
  const samples = { on: [] as Span[], off: [] as Span[] };
  for (let round = 0; round < rounds; round += 1) {
    for (const name of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
      for (let i = 0; i < perRound; i += 1) {
        const span = await change(agents[name], (name === 'on' ? on : off).url, cookie);
        if (round > 0) samples[name].push({ ...span, kind: `${name} r${round} #${i}` });
      }
    }
  }
  clearInterval(ticker);
  loopDelay.disable();
  const wal = await backend.query<Record<string, unknown>>('SELECT * FROM pg_stat_wal').catch((error: unknown) => [{ error: String(error) }]);
  const checkpoints = await backend
    .query<Record<string, unknown>>('SELECT * FROM pg_stat_checkpointer')
    .catch(() => backend.query<Record<string, unknown>>('SELECT * FROM pg_stat_bgwriter'))
    .catch((error: unknown) => [{ error: String(error) }]);
  const settings = await backend.query<Record<string, unknown>>(
    "SELECT name, setting, unit FROM pg_settings WHERE name IN ('fsync','synchronous_commit','wal_sync_method','full_page_writes','max_wal_size','min_wal_size','wal_segment_size','checkpoint_timeout','autovacuum','wal_buffers','shared_buffers','wal_level')",
  );

  const took = (spans: Span[]) => spans.map((span) => span.end - span.start);
  const line = (label: string, values: number[]) => `${label}: p50 ${percentile(values, 50).toFixed(2)}  p90 ${percentile(values, 90).toFixed(2)}  p99 ${percentile(values, 99).toFixed(2)}  max ${Math.max(...values).toFixed(2)} ms`;
  console.log(line('on ', took(samples.on)));
  console.log(line('off', took(samples.off)));
  console.log(`added p50 +${(percentile(took(samples.on), 50) - percentile(took(samples.off), 50)).toFixed(2)}, p99 +${(percentile(took(samples.on), 99) - percentile(took(samples.off), 99)).toFixed(2)} ms`);
  for (const kind of ['INSERT', 'UPDATE']) console.log(line(`${kind} statement`, took(statements.filter((s) => s.kind === kind))));
  console.log(line('gc pauses', took(gcs)), `(${gcs.length})`);
  console.log(`event-loop delay (1 ms resolution): p50 ${(loopDelay.percentile(50) / 1e6).toFixed(2)}, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(2)}, max ${(loopDelay.max / 1e6).toFixed(2)} ms; stalls > 2 ms: ${stalls.length}`);
  const describe = (span: Span) => {
    const inside = statements.filter((s) => overlap(s, span) > 0);
    const carried = inside.filter((s) => s.start < span.start).map((s) => `${s.kind} from before ${(span.start - s.start).toFixed(1)}ms`);
    return `${span.kind.padEnd(12)} ${(span.end - span.start).toFixed(2).padStart(7)} ms | store ${sum(inside, span).toFixed(2)} [${inside.map((s) => `${s.kind} ${(s.end - s.start).toFixed(2)}`).join(', ')}${carried.length ? `; ${carried.join(', ')}` : ''}] | gc ${sum(gcs, span).toFixed(2)} | stall ${sum(stalls, span).toFixed(2)}`;
  };
  const slowest = (spans: Span[], n: number) => [...spans].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, n);
  console.log('\nslowest 1% of "on":');
  for (const span of slowest(samples.on, Math.ceil(samples.on.length / 100))) console.log(describe(span));
  console.log('\nslowest 1% of "off":');
  for (const span of slowest(samples.off, Math.ceil(samples.off.length / 100))) console.log(describe(span));
  const median = (spans: Span[], f: (s: Span) => number) => percentile(spans.map(f), 50);
  console.log(`\nmedian "on" change: store ${median(samples.on, (s) => sum(statements.filter((t) => overlap(t, s) > 0), s)).toFixed(2)} ms, gc ${median(samples.on, (s) => sum(gcs, s)).toFixed(2)} ms`);
  console.log('pg settings', JSON.stringify(settings));
  console.log('wal', JSON.stringify(wal));
  console.log('checkpoints', JSON.stringify(checkpoints));

  agents.on.destroy();
  agents.off.destroy();
  await on.close();
  await off.close();
  await backend.close();
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();

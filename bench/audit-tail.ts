// Where the audit trail's slow changes spend their time. The audit bench's set-up (one process:
// demo tenant, proxies with the trail and one without, sequential "Set app owners" calls taking
// turns in rounds), with every statement of the store timed, GC pauses and event-loop stalls
// recorded, and the slowest 1% of each side's changes listed with what overlapped them.
//   npx tsx bench/audit-tail.ts [rounds=11] [perRound=100] [sides=off,worker]
// Sides: `off` (no trail), `worker` (the console's store: PGlite in a worker thread, outcomes riding
// with the next insert); for A/B, `worker-now` (each outcome written at once, its own UPDATE) and
// `main` (PGlite on the proxy's own thread, outcomes at once: the trail before both changes).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
import type { SqlBackend, SqlParam } from '../server/audit/sql-backend';
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

const statements: Array<Span & { side: string }> = [];
const gcs: Span[] = [];
const stalls: Span[] = [];

function timed(side: string, backend: SqlBackend): SqlBackend {
  return {
    ...backend,
    query: async (text, params) => {
      const start = performance.now();
      try {
        return await backend.query(text, params);
      } finally {
        statements.push({ side, kind: text.trimStart().split(/\s/, 1)[0] ?? '?', start, end: performance.now() });
      }
    },
  };
}

/** PGlite on this thread, as the console ran it before the worker. */
async function mainThreadPglite(dataDir: string): Promise<SqlBackend> {
  mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { relaxedDurability: false });
  const query = async <Row extends object>(text: string, params?: readonly SqlParam[]): Promise<Row[]> => (await db.query<Row>(text, params ? [...params] : undefined)).rows;
  return { kind: 'pglite', query, exclusive: (work) => work(query), close: () => db.close() };
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
    for (const entry of list.getEntries()) gcs.push({ kind: 'gc', start: entry.startTime, end: entry.startTime + entry.duration });
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

  const sideNames = (process.argv[4] ?? 'off,worker').split(',');
  const demo = await startDemoTenant();
  const auth = createConsoleAuth({ config: authConfigFromEnvironment({ CONSOLE_AUTH: 'token', CONSOLE_TOKEN: 'bench-audit-token-0123456789abcdef0123456789' }, { demoTenant: false }), logger: null });
  const common = { tenant: demo.tenant, auth, logger: null, settings: { upstreamTimeoutMs: 30_000 } };
  const backends: SqlBackend[] = [];
  const sides: Array<{ name: string; proxy: Awaited<ReturnType<typeof listenConsoleProxy>>; agent: Agent }> = [];
  for (const name of sideNames) {
    if (name === 'off') {
      sides.push({ name, proxy: await listenConsoleProxy(common), agent: new Agent({ keepAlive: true, maxSockets: 1 }) });
      continue;
    }
    const dir = path.join(dataDir, name);
    const backend = timed(name, name === 'main' ? await mainThreadPglite(dir) : await openPgliteBackend(dir));
    backends.push(backend);
    await migrate(backend);
    const sql = createAuditStore(backend);
    const store: AuditStore = name === 'worker' ? sql : { ...sql, complete: (id, outcome) => Promise.all([sql.complete(id, outcome), sql.flush()]).then(() => {}) };
    const hooks = createAuditHooks({ store: Promise.resolve(store), actorOf: actorFromSessions(auth.sessions) });
    sides.push({ name, proxy: await listenConsoleProxy({ ...common, recordHooks: [hooks] }), agent: new Agent({ keepAlive: true, maxSockets: 1 }) });
  }
  const setCookie = await auth.sessions.start({ sub: 'bench', email: 'bench@example.com', name: 'Bench' }, 'admin', 'token');
  const cookie = setCookie.slice(0, setCookie.indexOf(';'));
  const samples = new Map<string, Span[]>(sideNames.map((name) => [name, []]));
  const perRoundP99 = new Map<string, number[]>(sideNames.map((name) => [name, []]));
  // CPU the whole process (every thread) spent during each side's turns: what descheduling on a busy
  // machine stretches far less than wall time.
  const cpuMicros = new Map<string, number>(sideNames.map((name) => [name, 0]));
  for (let round = 0; round < rounds; round += 1) {
    // Each round rotates who goes first, so no side always follows the same one.
    const order = sides.map((_, i) => sides[(i + round) % sides.length] as (typeof sides)[number]);
    for (const side of order) {
      const mine: Span[] = [];
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < perRound; i += 1) {
        const span = await change(side.agent, side.proxy.url, cookie);
        mine.push({ ...span, kind: `${side.name} r${round} #${i}` });
      }
      if (round === 0) continue; // round 0 warms connections, JIT and the stores
      const cpu = process.cpuUsage(cpuBefore);
      cpuMicros.set(side.name, (cpuMicros.get(side.name) ?? 0) + cpu.user + cpu.system);
      samples.get(side.name)?.push(...mine);
      perRoundP99.get(side.name)?.push(percentile(mine.map((span) => span.end - span.start), 99));
    }
  }
  clearInterval(ticker);
  loopDelay.disable();
  const took = (spans: Span[]) => spans.map((span) => span.end - span.start);
  const line = (label: string, values: number[]) => `${label}: p50 ${percentile(values, 50).toFixed(2)}  p90 ${percentile(values, 90).toFixed(2)}  p99 ${percentile(values, 99).toFixed(2)}  max ${Math.max(...values).toFixed(2)} ms (${values.length})`;
  const base = took(samples.get('off') ?? []);
  for (const name of sideNames) {
    const values = took(samples.get(name) ?? []);
    const rounds99 = perRoundP99.get(name) ?? [];
    console.log(line(name.padEnd(6), values), `| per-round p99: median ${percentile(rounds99, 50).toFixed(2)} [${rounds99.map((v) => v.toFixed(1)).join(' ')}] | CPU ${((cpuMicros.get(name) ?? 0) / values.length / 1000).toFixed(2)} ms a change`);
    if (name !== 'off' && base.length) console.log(`  added: p50 +${(percentile(values, 50) - percentile(base, 50)).toFixed(2)}  p90 +${(percentile(values, 90) - percentile(base, 90)).toFixed(2)}  p99 +${(percentile(values, 99) - percentile(base, 99)).toFixed(2)} ms; per-round p99 median +${(percentile(rounds99, 50) - percentile(perRoundP99.get('off') ?? [], 50)).toFixed(2)}`);
    for (const kind of ['INSERT', 'UPDATE', 'WITH']) {
      const mine = statements.filter((s) => s.side === name && s.kind === kind);
      if (mine.length) console.log(line(`  ${kind}`, took(mine)));
    }
  }
  console.log(line('gc pauses', took(gcs)));
  console.log(`event-loop delay (1 ms resolution): p50 ${(loopDelay.percentile(50) / 1e6).toFixed(2)}, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(2)}, max ${(loopDelay.max / 1e6).toFixed(2)} ms; stalls > 2 ms: ${stalls.length}`);
  const describe = (span: Span) => {
    const inside = statements.filter((s) => overlap(s, span) > 0);
    const carried = inside.filter((s) => s.start < span.start).map((s) => `${s.kind} from ${(span.start - s.start).toFixed(1)} ms before`);
    return `${span.kind.padEnd(14)} ${(span.end - span.start).toFixed(2).padStart(7)} ms | store ${sum(inside, span).toFixed(2)} [${inside.map((s) => `${s.kind} ${(s.end - s.start).toFixed(2)}`).join(', ')}${carried.length ? `; ${carried.join(', ')}` : ''}] | gc ${sum(gcs, span).toFixed(2)} | stall ${sum(stalls, span).toFixed(2)}`;
  };
  const slowest = (spans: Span[], n: number) => [...spans].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, n);
  const median = (spans: Span[], f: (s: Span) => number) => percentile(spans.map(f), 50);
  for (const name of sideNames) {
    const mine = samples.get(name) ?? [];
    console.log(`\nslowest 1% of "${name}" (median change: store ${median(mine, (s) => sum(statements.filter((t) => overlap(t, s) > 0), s)).toFixed(2)} ms, stall ${median(mine, (s) => sum(stalls, s)).toFixed(2)} ms):`);
    for (const span of slowest(mine, Math.ceil(mine.length / 100))) console.log(describe(span));
  }
  for (const backend of backends) {
    const wal = await backend.query<Record<string, unknown>>('SELECT wal_records, wal_fpi, wal_bytes FROM pg_stat_wal');
    const checkpoints = await backend.query<Record<string, unknown>>('SELECT num_timed, num_requested FROM pg_stat_checkpointer');
    const vacuum = await backend.query<Record<string, unknown>>("SELECT autovacuum_count, autoanalyze_count, n_dead_tup FROM pg_stat_user_tables WHERE relname = 'audit_records'");
    console.log('wal', JSON.stringify(wal), 'checkpoints', JSON.stringify(checkpoints), 'table', JSON.stringify(vacuum));
  }
  const settings = await backends[0]?.query<Record<string, unknown>>(
    "SELECT name, setting FROM pg_settings WHERE name IN ('fsync','synchronous_commit','full_page_writes','max_wal_size','checkpoint_timeout','autovacuum')",
  );
  console.log('pg settings', JSON.stringify(settings));
  for (const side of sides) {
    side.agent.destroy();
    await side.proxy.close();
  }
  for (const backend of backends) await backend.close();
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();

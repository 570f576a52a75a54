// Proxy section: autocannon (BENCH_CONNECTIONS, default 50, for BENCH_SECONDS, default 10, in all)
// against one loopback upstream, directly and through each proxy, each in its own process. The
// seconds are split into BENCH_PROXY_ROUNDS (default 5) segments that take turns, order reversed
// every round, so a busy moment of the machine hits every target alike rather than the one that
// happened to run then. Then the latency each proxy adds at one connection (median of sequential
// keep-alive requests, one to each target in turn); then how many token requests the upstream saw.
// The CPU time each proxy process spends per request during those segments is measured too (from
// /proc, on Linux): unlike requests per second, it does not shrink toward 1× as the load generator
// and the upstream take their share of the two cores.
// Every request carries a real session cookie: `ours` checks it (sign-in on), `ours-open` is the
// same proxy without sign-in, so their paired difference is what the session check costs.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BENCH_PATH, BENCH_TOKEN, benchSessionCookie } from './proxy-target';
import { ms, type Row } from './report';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Target {
  name: string;
  label: string;
  url: string;
  child: ChildProcess;
}

/**
 * BENCH_PORT_BASE: each target process listens on the next port from it, so that a run on a shared
 * machine stays inside the range it was given (up to 7 ports with the machine-speed probe of
 * bench/run.ts); without it, on a free port.
 */
let nextPort = Number(process.env.BENCH_PORT_BASE ?? 0);

export function startTarget(kind: string, upstream = ''): Promise<{ url: string; child: ChildProcess }> {
  const port = nextPort === 0 ? 0 : nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'proxy-target.ts'), kind, upstream], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_TARGET_PORT: String(port) },
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      const port = /^READY (\d+)$/.exec(line)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child });
    });
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code} before it was ready`)));
  });
}

/** The latency our proxy may add at one connection, as a multiple of the direct upstream's sequential median. */
const ADDED_LATENCY_RATIO = 2;

// Same headers everywhere; the direct run adds the bearer token a proxy would add.
const HEADERS = { accept: 'application/json', 'x-console-request': '1' };

export async function cannon(url: string, connections: number, seconds: number, headers: Record<string, string>) {
  const result = await autocannon({ url: url + BENCH_PATH, connections, duration: seconds, headers, pipelining: 1 });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** CPU time (user + system, in µs) a process has used so far, from /proc; null where there is none. */
function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / USER_HZ;
  } catch {
    return null;
  }
}

function once(agent: Agent, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url + BENCH_PATH, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A difference in ms with its sign: a check that costs nothing measurable may come out below zero. */
const signedMs = (value: number) => `${value < 0 ? '−' : '+'}${ms(Math.abs(value), 3)}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * Sequential keep-alive requests at one connection, one request to each target in turn (order
 * reversed every round), so a busy moment of the shared machine hits every target alike: the
 * samples are paired, request i of each target taken back to back. Returns each target's samples.
 */
async function sequentialLatency(targets: { name: string; url: string; headers: Record<string, string> }[], rounds: number, perRound: number) {
  const samples = new Map<string, number[]>(targets.map((target) => [target.name, []]));
  const agents = new Map(targets.map((target) => [target.name, new Agent({ keepAlive: true, maxSockets: 1 })]));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (let i = 0; i < perRound; i += 1) {
      for (const target of order) {
        const took = await once(agents.get(target.name) as Agent, target.url, target.headers);
        if (round > 0) samples.get(target.name)?.push(took); // round 0 warms connections and JIT
      }
    }
  }
  for (const agent of agents.values()) agent.destroy();
  return samples;
}

export async function proxyRows(seconds = Number(process.env.BENCH_SECONDS ?? 10), connections = Number(process.env.BENCH_CONNECTIONS ?? 50)): Promise<Row[]> {
  const children: ChildProcess[] = [];
  try {
    const upstream = await startTarget('upstream');
    children.push(upstream.child);
    const targets: Target[] = [{ name: 'direct', label: 'Direct to upstream', url: upstream.url, child: upstream.child }];
    for (const [name, label] of [
      ['ours', 'This project (createConsoleProxy), session checked'],
      ['ours-open', 'This project without sign-in'],
      ['vite', "Vite server.proxy, keep-alive agent"],
      ['hpm', 'http-proxy-middleware 3, keep-alive agent'],
      ['floor', "The stack's floor: node:http + ours's undici Pool dispatch, nothing else"],
    ] as const) {
      const started = await startTarget(name, upstream.url);
      children.push(started.child);
      targets.push({ name, label, ...started });
    }
    const withCookie = { ...HEADERS, cookie: await benchSessionCookie() };
    const headersFor = (name: string) => (name === 'direct' ? { ...withCookie, authorization: `Bearer ${BENCH_TOKEN}` } : withCookie);

    for (const target of targets) await cannon(target.url, 10, 1, headersFor(target.name)); // warm-up
    const rounds = Number(process.env.BENCH_PROXY_ROUNDS ?? 5);
    const segments = new Map<string, { rps: number; p50: number; p99: number }[]>(targets.map((target) => [target.name, []]));
    const cpu = new Map<string, { micros: number; requests: number } | null>(targets.map((target) => [target.name, { micros: 0, requests: 0 }]));
    for (let round = 0; round < rounds; round += 1) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const before = cpuMicros(target.child.pid);
        const segment = await cannon(target.url, connections, seconds / rounds, headersFor(target.name));
        const after = cpuMicros(target.child.pid);
        segments.get(target.name)?.push(segment);
        const sum = cpu.get(target.name);
        if (sum && before !== null && after !== null) {
          sum.micros += after - before;
          sum.requests += segment.requests;
        } else cpu.set(target.name, null);
      }
    }
    const cpuPerRequest = (name: string) => {
      const sum = cpu.get(name);
      return sum && sum.requests > 0 ? sum.micros / sum.requests : null;
    };
    // Segments are equally long: throughput is their mean; p50 and p99 the median of theirs.
    const results = new Map(
      [...segments].map(([name, list]) => [
        name,
        { rps: list.reduce((sum, segment) => sum + segment.rps, 0) / list.length, p50: median(list.map((segment) => segment.p50)), p99: median(list.map((segment) => segment.p99)) },
      ]),
    );
    const latencySamples = await sequentialLatency(
      targets.map((target) => ({ name: target.name, url: target.url, headers: headersFor(target.name) })),
      Number(process.env.BENCH_LATENCY_ROUNDS ?? 11),
      200,
    );
    const latency = new Map([...latencySamples].map(([name, values]) => [name, median(values)]));
    const tokenRequests = await new Promise<number>((resolve, reject) => {
      request(`${upstream.url}/__token_requests`, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => resolve((JSON.parse(text) as { tokenRequests: number }).tokenRequests));
      })
        .on('error', reject)
        .end();
    });

    const direct = results.get('direct') as { rps: number };
    const ours = results.get('ours') as { rps: number };
    const directLatency = latency.get('direct') ?? NaN;
    const rows: Row[] = [];
    for (const target of targets) {
      const result = results.get(target.name) as { rps: number; p50: number; p99: number };
      const added = (latency.get(target.name) ?? NaN) - directLatency;
      const ratios = target.name === 'direct' ? '' : `, ${(result.rps / direct.rps).toFixed(2)}× direct, ${(result.rps / ours.rps).toFixed(2)}× ours`;
      const cpuUsed = target.name === 'direct' ? null : cpuPerRequest(target.name);
      const row: Row = {
        section: 'Proxy',
        metric: `${target.label}: rps, p50 / p99${target.name === 'direct' ? '' : ', +latency at 1 conn., CPU per request'}`,
        value: `${Math.round(result.rps)} rps, ${result.p50} / ${result.p99} ms${ratios}${target.name === 'direct' ? '' : `, ${signedMs(added)}`}${cpuUsed === null ? '' : `, ${Math.round(cpuUsed)} µs CPU`}`,
      };
      if (target.name === 'ours') {
        // Relative to the upstream's own latency in the same run, so the budget follows the machine.
        row.budget = `+latency ≤ ${ADDED_LATENCY_RATIO}× direct's (${ms(ADDED_LATENCY_RATIO * directLatency, 3)})`;
        row.ok = added <= ADDED_LATENCY_RATIO * directLatency;
      }

      if (target.name === 'vite' || target.name === 'hpm') {
        const needed = target.name === 'vite' ? 2 : 1.5;
        row.budget = `ours ≥ ${needed}× this`;
        row.ok = ours.rps >= needed * result.rps;
      }
      rows.push(row);
    }
    const oursCpu = cpuPerRequest('ours');
    if (oursCpu !== null) {
      const times = (name: string) => `${((cpuPerRequest(name) ?? NaN) / oursCpu).toFixed(2)}×`;
      rows.push({
        section: 'Proxy',
        metric: "CPU per request of each proxy's process, as a multiple of ours (user + system, during the load segments)",
        value: `Vite ${times('vite')}, http-proxy-middleware ${times('hpm')}, ours without sign-in ${times('ours-open')}, the stack's floor ${times('floor')}`,
      });
    }
    // The median of the paired differences: what the session check adds, with the machine's drift
    // between two requests taken back to back left out.
    const withSession = latencySamples.get('ours') ?? [];
    const withoutSession = latencySamples.get('ours-open') ?? [];
    const sessionCheck = median(withSession.map((took, i) => took - (withoutSession[i] ?? NaN)));
    rows.push({ section: 'Proxy', metric: 'The session check: +latency at 1 conn. (ours − ours without sign-in, median of paired requests)', value: signedMs(sessionCheck), budget: '≤ 0.05 ms', ok: sessionCheck <= 0.05 });
    // One token per proxy process that forwards (ours and ours-open).
    rows.push({ section: 'Proxy', metric: `Token requests seen by the upstream (${connections} conn. × ${seconds} s, 2 proxies of ours)`, value: String(tokenRequests), budget: '= 2', ok: tokenRequests === 2 });
    rows.push({ section: 'Proxy', metric: 'Direct to upstream, sequential median latency', value: ms(directLatency, 3) });
    return rows;
  } finally {
    for (const child of children) child.kill();
  }
}

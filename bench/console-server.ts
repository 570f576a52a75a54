// The console as production serves it, for Lighthouse and the timeline. Lighthouse runs against
// the production server itself (`startConsoleServer` of server/serve.ts); the timeline needs a
// demo tenant with a larger seed, so it composes the same production pieces (static site,
// security headers, console proxy) around `startDemoTenant({ seed })`. The stack's floor
// (bench/floor/) is served by the same static site, with the same headers and compression.
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { DemoSeedOptions } from '../server/demo-tenant/context';
import { createConsoleProxy, type ConsoleEndpoint } from '../server/proxy/console-proxy';
import { sendJson } from '../server/proxy/proxy-answers';
import { SECURITY_HEADERS } from '../server/proxy/security-headers';
import { createStaticSite } from '../server/proxy/static-site';
import { startConsoleServer } from '../server/serve';
import { startDemoTenant } from '../server/start-demo-tenant';

export interface RunningConsole {
  url: string;
  /** The `Cookie` header of a signed-in admin, for a server that asks for sign-in. */
  cookie?: string;
  close: () => Promise<void>;
}

/**
 * The static site compresses each file on first use (brotli at quality 11 takes a while); fetch
 * everything once so Lighthouse does not count that as server response time.
 */
async function warmUp(url: string, dist: string): Promise<void> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(`/${path.relative(dist, full).split(path.sep).join('/')}`);
    }
  };
  walk(dist);
  // One retry: on a machine at load 15-20 a kept-alive connection the server has just closed
  // fails the fetch now and then ("fetch failed", the server itself answers the next one).
  const get = (file: string, encoding: string) => fetch(url + file, { headers: { 'accept-encoding': encoding } }).then((answer) => answer.arrayBuffer());
  for (const file of ['/', ...files]) {
    for (const encoding of ['br', 'gzip']) await get(file, encoding).catch(() => get(file, encoding));
  }
}

/**
 * One for every server of a bench run: a browser keeps cookies per host, not per port, so an A/B
 * pair (compare.ts) would otherwise send each server the other's session, renewed in its cookie jar.
 */
const SESSION_SECRET = randomBytes(32).toString('base64url');

/**
 * `npm run serve` on a free loopback port, demo tenant included, and the session cookie of an admin
 * signed in through token mode: a page is measured as the admin sees it, not as its detour through
 * sign-in. The session outlasts any bench run (the cookie sent is never renewed).
 */
export async function startProductionServer(dist: string): Promise<RunningConsole> {
  const token = randomBytes(32).toString('base64url');
  const env = { HOST: '127.0.0.1', PORT: '0', CONSOLE_AUTH: 'token', CONSOLE_TOKEN: token, SESSION_SECRET, SESSION_IDLE_MINUTES: '720', SESSION_MAX_HOURS: '12' };
  // The bench signs in by itself: the link is not printed.
  const running = await startConsoleServer({ env, distDir: path.resolve(dist), logger: null, showSignInLink: () => {} });
  try {
    await warmUp(running.url, path.resolve(dist));
    return { url: running.url, cookie: await signIn(running.url, token), close: () => running.close(1_000) };
  } catch (error) {
    await running.close(1_000);
    throw error;
  }
}

/** Follows token mode's sign-in link; the session cookie it sets, as a `Cookie` header. */
async function signIn(url: string, token: string): Promise<string> {
  const answer = await fetch(`${url}/console/auth/token?token=${token}`, { redirect: 'manual' });
  const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0] ?? '').find((pair) => pair.includes('console_session='));
  if (!cookie) throw new Error(`signing in to the bench's console failed: HTTP ${answer.status}, no session cookie`);
  const me = await fetch(`${url}/console/me`, { headers: { cookie, accept: 'application/json', 'x-console-request': '1' } });
  if (!me.ok) throw new Error(`the bench's session is refused: /console/me answered HTTP ${me.status}`);
  return cookie;
}

/** The floor's build behind the production static site and security headers (no API). */
export async function startStaticServer(dist: string): Promise<RunningConsole> {
  const site = createStaticSite(path.resolve(dist));
  return listenWithSecurityHeaders(dist, (req, res) => site(req, res), async () => {});
}

/** `handle` behind the console's security headers on a free loopback port, its files fetched once. */
async function listenWithSecurityHeaders(dist: string, handle: (req: IncomingMessage, res: ServerResponse) => void, closeRest: () => Promise<void>): Promise<RunningConsole> {
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await warmUp(url, path.resolve(dist));
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeRest();
    },
  };
}

const BENCH_ADMIN: ConsoleEndpoint = {
  path: '/console/me',
  answer: (_req, res) => (sendJson(res, 200, { sub: 'bench', email: 'bench@demo.example', name: 'Bench Admin', role: 'admin', mode: 'demo' }), 200),
};

/** The production pieces around a demo tenant with a custom seed (e.g. 10,000 history entries), and more /console/ endpoints. */
export async function startSeededConsole(dist: string, seed: DemoSeedOptions, endpoints: readonly ConsoleEndpoint[] = []): Promise<RunningConsole> {
  const demo = await startDemoTenant({ seed });
  // Without sign-in: this server measures the pages, which a signed-in admin sees the same way
  // (/console/me names one, or the console shows its sign-in page instead).
  const proxy = createConsoleProxy({ tenant: demo.tenant, settings: { allowedHosts: [], upstreamTimeoutMs: 30_000 }, demo: { ids: demo.ids }, logger: null, auth: null, endpoints: [BENCH_ADMIN, ...endpoints] });
  const site = createStaticSite(path.resolve(dist));
  return listenWithSecurityHeaders(dist, (req, res) => proxy.middleware(req, res, () => site(req, res)), async () => {
    await proxy.close();
    await demo.close();
  });
}

// The production server, run as `npm run serve` runs it (tsx server/serve.ts), over dist/ as the
// e2e step uses it (e2e/build-when-stale.ts builds it here when it is not the build of the current
// sources, with canary TENANT_ values in the environment): static caching, SPA fallback,
// compression, security headers, the proxy and its guards, config refusals, graceful shutdown, a
// bundle without secrets, and the console rendering under the CSP in Chromium.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromium } from '@playwright/test';
import { consoleRoutes } from '../../bench/routes';
import { BUILD_CANARIES, buildWhenStale } from '../../e2e/build-when-stale';
import { DEMO_CLIENT_SECRET, DEMO_PLAIN_CLIENT_SECRET } from '../../server/demo-tenant/demo-client';
import { DEMO_IDS } from '../../server/demo-tenant/demo-ids';
import { COLOR_SCHEME_SCRIPT_SOURCE } from '../../server/color-scheme-script';
import { COMPILE_HINT } from '../../server/compile-hint-plugin';
import { parseKeySecret } from '../../server/proxy/client-secret';
import { API_SECURITY_HEADERS } from '../../server/proxy/security-headers';
import { send } from '../proxy/fake-tenant';
import { startFakeTenant, type FakeTenant } from '../proxy/fake-tenant';
import { ROOT, cleanEnv, start, type Child } from '../proxy/spawn';

const distDir = join(ROOT, 'dist');
const running: Child[] = [];

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? listFiles(join(dir, name)) : [join(dir, name)]));
}

// One build for this file and the e2e step of `npm test`, whichever runs first.
beforeAll(() => buildWhenStale(), 300_000);

afterAll(async () => {
  await Promise.all(running.map((child) => child.kill('SIGKILL')));
});

/** Token mode with a known token, so each test can sign in with one request (sign-in itself: tests/auth/). */
const TEST_TOKEN = 'serve-test-console-token-5b2e9d7c41a8f3e6';

/** The session cookie (`name=value`) that the token link sets. */
async function signIn(port: number): Promise<string> {
  const answer = await get(port, `/console/auth/token?token=${TEST_TOKEN}`);
  expect(answer.status).toBe(302);
  const line = [answer.headers['set-cookie'] ?? []].flat()[0] ?? '';
  return line.slice(0, line.indexOf(';'));
}

/**
 * Starts `tsx server/serve.ts` on an ephemeral port (token mode unless `env` says otherwise) and
 * resolves with its URL once it listens, and a session cookie in token mode.
 */
async function serve(env: Record<string, string> = {}): Promise<{ child: Child; port: number; url: string; cookie: string }> {
  const child = start(process.execPath, ['--import', 'tsx', 'server/serve.ts'], cleanEnv({ PORT: '0', DIST_DIR: distDir, CONSOLE_AUTH: 'token', CONSOLE_TOKEN: TEST_TOKEN, ...env }));
  running.push(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Console on (http:\/\/127\.0\.0\.1:(\d+))/.exec(child.stdout());
    if (match) {
      const port = Number(match[2]);
      return { child, url: match[1]!, port, cookie: (env.CONSOLE_AUTH ?? 'token') === 'token' ? await signIn(port) : '' };
    }
    if (child.process.exitCode !== null) throw new Error(`serve exited early:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`serve did not start:\n${child.output()}`);
}

/** The JSON lines of a child's stdout. */
function logLines(child: Child): Record<string, unknown>[] {
  return child
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built bundle', () => {
  it('contains no TENANT_ value and no client secret', () => {
    const key = parseKeySecret(DEMO_CLIENT_SECRET);
    const forbidden = [...Object.values(BUILD_CANARIES), 'canary-tenant-5e1f', DEMO_CLIENT_SECRET, DEMO_PLAIN_CLIENT_SECRET, key?.jwk.d as string, 'TENANT_CLIENT_SECRET'];
    const files = listFiles(distDir);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      for (const value of forbidden) expect(text.includes(value), `${value} in ${file}`).toBe(false);
    }
  });
});

describe("the first page's code", () => {
  it('is one module per page, prerendered or not: no fan-out of shared chunks before the page can start', () => {
    const pages = listFiles(distDir).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(2);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      expect(html.match(/<script type="module"[^>]*src="\/assets\/[^"]+\.js"/g), file).toHaveLength(1);
      expect(html, file).not.toContain('rel="modulepreload"');
    }
  });

  it('starts with V8\'s compile hint, which no other file carries (server/compile-hint-plugin.ts)', () => {
    const scripts = listFiles(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'))?.[1];
    expect(entry).toBeTruthy();
    for (const file of scripts) {
      const firstLine = readFileSync(file, 'utf8').split('\n', 1)[0];
      if (file.endsWith(`/${entry}`)) expect(firstLine, file).toBe(COMPILE_HINT);
      else expect(firstLine, file).not.toBe(COMPILE_HINT);
    }
  });
});

describe('npm run serve on the demo tenant', () => {
  let port: number;
  let url: string;
  let child: Child;
  let cookie: string;
  beforeAll(async () => {
    ({ port, url, child, cookie } = await serve());
  }, 70_000);

  it('serves index.html with no-cache and the security headers', async () => {
    const answer = await get(port, '/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const csp = String(answer.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    // Own-origin scripts, plus exactly the inline colour-scheme script of the page, by its hash.
    expect(scriptSrc).toBe(`'self' ${COLOR_SCHEME_SCRIPT_SOURCE}`);
    const inline = [...answer.body.toString().matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)).toEqual([COLOR_SCHEME_SCRIPT_SOURCE]);
    expect(csp).not.toMatch(/default-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.body.toString()).toContain('id="root"');
  });

  it('serves hashed assets with immutable caching, compressed with brotli or gzip as the browser accepts', async () => {
    const html = (await get(port, '/')).body.toString();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const raw = readFileSync(join(distDir, script!));
    const plain = await get(port, script!);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
    // Brotli forms are made in the background at start; until then the answer is gzipped.
    let br = await get(port, script!, { 'accept-encoding': 'gzip, deflate, br' });
    for (let i = 0; i < 100 && br.headers['content-encoding'] !== 'br'; i++) {
      expect(br.headers['content-encoding']).toBe('gzip');
      await new Promise((resolve) => setTimeout(resolve, 100));
      br = await get(port, script!, { 'accept-encoding': 'gzip, deflate, br' });
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.body.length).toBeLessThan(raw.length / 2);
    expect(brotliDecompressSync(br.body).equals(raw)).toBe(true);
    const gz = await get(port, script!, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(raw)).toBe(true);
    const notModified = await get(port, script!, { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) });
    expect(notModified.status).toBe(304);
  });

  it('serves each page prerendered, one with ids at every address of its route, and the app shell for the other client routes', async () => {
    const wizard = (await get(port, '/mcp-servers/new?appId=x')).body.toString();
    expect(wizard).toMatch(/<h1[^>]*>Register MCP server<\/h1>/);
    expect(wizard).toContain('aria-label="Console pages"');
    const history = (await get(port, '/settings/cross-app-access/history')).body.toString();
    expect(history).toMatch(/<h1[^>]*>Cross-app access settings history<\/h1>/);
    // A data page is prerendered as its pending view, with the page's own heading and intro: they
    // are on screen from the first paint and stay put when the data comes (PageHeading).
    const audit = (await get(port, '/audit')).body.toString();
    expect(audit).toContain('aria-busy="true"');
    expect(audit).toMatch(/<h1[^>]*>Console audit log<\/h1>\s*<p[^>]*>Every change made through this console, and every call it refused/);
    // A page with ids, prerendered once at its route path as its pending view, for any ids.
    for (const appId of [DEMO_IDS.appId, 'any-other-app']) {
      const authzen = (await get(port, `/apps/${appId}/authzen-servers?pageSize=10`)).body.toString();
      expect(authzen).toMatch(/<h1[^>]*>AuthZEN servers<\/h1>/);
      expect(authzen).toContain('aria-busy="true"');
      expect(authzen).not.toContain(appId);
    }
    const shell = (await get(port, '/no/such/page')).body.toString();
    expect(shell).toContain('Loading the console…');
    expect(shell).not.toContain('<h1');
  });

  it('falls back to the SPA for client routes, but never for /api/, /console/ or missing assets', async () => {
    const route = await get(port, `/apps/${DEMO_IDS.appId}/sso/${DEMO_IDS.ssoOidcId}`);
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(route.headers['cache-control']).toBe('no-cache');
    const api = await get(port, '/api/v1/nothing/here');
    expect(api.status).toBe(403);
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    const apiV3 = await get(port, '/api/v3/x', { 'x-console-request': '1' });
    expect(apiV3.status).toBe(400);
    // Without a session even a missing console endpoint is 401: nothing to probe.
    expect((await get(port, '/console/nothing')).status).toBe(401);
    const consoleMissing = await get(port, '/console/nothing', { cookie });
    expect(consoleMissing.status).toBe(404);
    expect(consoleMissing.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get(port, '/assets/missing-abc123.js')).status).toBe(404);
    expect((await get(port, '/', { host: 'evil.example' })).status).toBe(403);
    expect((await get(port, '/apps/x/sso/y', { host: 'rebound.attacker.example:4173' })).status).toBe(403);
  });

  it('proxies console API calls to the demo tenant with the guards on', async () => {
    expect((await get(port, '/console/info')).status).toBe(401);
    const info = JSON.parse((await get(port, '/console/info', { cookie })).body.toString());
    expect(info.tenant.demo).toBe(true);
    const path = `/api/v1/apps/${DEMO_IDS.appId}/authzen_servers?pageSize=2`;
    expect((await send(port, { path })).status).toBe(401);
    const ok = await send(port, { path, headers: { origin: url, 'sec-fetch-site': 'same-origin', cookie } });
    expect(ok.status).toBe(200);
    expect(ok.rawHeaders.join('\n')).toContain("frame-ancestors 'none'");
    expect((await send(port, { path, noConsoleHeader: true })).status).toBe(403);
    expect((await send(port, { path, headers: { origin: 'http://localhost:3000' } })).status).toBe(403);
    expect((await send(port, { path, headers: { host: 'evil.example' } })).status).toBe(403);
    expect((await send(port, { path: '/api/v1/%2e%2e/%2e%2e/auth/v1/token', headers: { cookie } })).status).toBe(400);
    expect((await get(port, '/console/healthz', { host: '10.0.0.7:4173' })).status).toBe(200);
    // The log is JSON lines (pino), one per request, written asynchronously.
    const forwarded = (candidate: Record<string, unknown>) => candidate.msg === 'request' && candidate.path === `/api/v1/apps/${DEMO_IDS.appId}/authzen_servers` && candidate.status !== 401;
    await vi.waitFor(() => expect(logLines(child).some(forwarded)).toBe(true));
    const line = logLines(child).find(forwarded);
    expect(line).toMatchObject({ method: 'GET', status: 200, tokenCache: 'miss', level: 30 });
    expect(child.output()).not.toContain(DEMO_CLIENT_SECRET);
    // The token link is printed on the terminal (stderr), never in the JSON log.
    expect(child.stderr()).toContain(`/console/auth/token?token=${TEST_TOKEN}`);
    expect(child.stdout()).not.toContain(TEST_TOKEN);
  });

  it('renders the console in Chromium with no CSP violation and no console error', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await browser.newPage({ colorScheme });
        await page.context().addCookies([{ name: 'console_session', value: cookie.slice(cookie.indexOf('=') + 1), url }]);
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
        });
        // Before any script of the bundle runs, the prerendered page is there, in the right scheme.
        // It is drawn where React will draw it: same places, so no shift when React takes over.
        const layout = () => page.locator('main h1, main h1 + p').evaluateAll((elements) => elements.map((element) => JSON.stringify(element.getBoundingClientRect())));
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(`${url}/mcp-servers/new`);
        await page.getByRole('heading', { level: 1, name: 'Register MCP server' }).waitFor({ timeout: 20_000 });
        expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(colorScheme);
        // The scheme switch offers the other scheme already (CSS picks the button, not React).
        const otherScheme = colorScheme === 'dark' ? 'light' : 'dark';
        expect(await page.locator('button[aria-label^="Switch to "]').evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).map((button) => button.getAttribute('aria-label')))).toEqual([`Switch to ${otherScheme} theme`]);
        const prerendered = await layout();
        problems.length = 0; // the aborted scripts' own load errors
        await page.unroute('**/assets/*.js');
        await page.goto(`${url}/mcp-servers/new`);
        await page.getByText('Demo tenant').waitFor({ timeout: 20_000 }); // drawn by React, from /console/info
        expect(await layout()).toEqual(prerendered);
        expect(prerendered).toHaveLength(2);
        await page.goto(url);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
        await page.goto(`${url}/apps/${DEMO_IDS.appId}/authzen-servers`);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('hydrates every prerendered page: React adopts its markup, with no hydration error', async () => {
    // Every page at its "Try it" address: one prerendered file each, a page with ids at its route path.
    const paths = consoleRoutes().map((route) => route.path);
    expect(paths.length).toBe(listFiles(distDir).filter((file) => file.endsWith('index.html')).length);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      for (const path of paths) {
        const page = await browser.newPage();
        await page.context().addCookies([{ name: 'console_session', value: cookie.slice(cookie.indexOf('=') + 1), url }]);
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        // The prerendered shell and heading, as the parser built them: hydration keeps these very
        // nodes. A page that reads data is prerendered as its route's pending view, which hydrates
        // too and then gives way to the page: its heading is the page's own by now.
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            const main = document.querySelector('main');
            Object.assign(window, { prerendered: { main, heading: main?.querySelector('h1'), pending: main?.querySelector('[aria-busy="true"]') != null } });
          });
        });
        await page.goto(url + path);
        await page.getByText('Demo tenant', { exact: true }).waitFor({ timeout: 20_000 }); // drawn by React, from /console/info
        await page.waitForLoadState('networkidle');
        const kept = await page.evaluate(() => {
          const { main, heading, pending } = (window as { prerendered?: { main: Element | null; heading?: Element | null; pending: boolean } }).prerendered ?? { main: null, pending: false };
          return { main: main != null && main === document.querySelector('main'), heading: pending || (heading != null && heading === document.querySelector('main h1')) };
        });
        expect({ path, kept, problems }).toEqual({ path, kept: { main: true, heading: true }, problems: [] });
        await page.close();
      }
    } finally {
      await browser.close();
    }
  }, 120_000);
});

describe('npm run serve configuration', () => {
  it('refuses a plain-http remote TENANT_BASE_URL with a one-line message', async () => {
    const child = start(process.execPath, ['--import', 'tsx', 'server/serve.ts'], cleanEnv({ PORT: '0', DIST_DIR: distDir, TENANT_BASE_URL: 'http://tenant.example.com', TENANT_CLIENT_ID: 'c', TENANT_CLIENT_SECRET: 's' }));
    running.push(child);
    expect(await child.exited).toBe(1);
    expect(child.stderr().trim().split('\n')).toEqual(['serve: TENANT_BASE_URL must use https (plain http is allowed only for a loopback host)']);
  }, 30_000);

  // Each refusal's message is tested in-process (server/proxy/config.test.ts, tests/auth/roles-and-config.test.ts);
  // this one shows the sign-in settings are checked, as the tenant's are, before anything listens.
  it('refuses an incomplete sign-in set-up with one line saying what to set', async () => {
    const env = { CONSOLE_AUTH: 'oidc', OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'console', CONSOLE_PUBLIC_URL: 'https://console.example.com', SESSION_SECRET: 'x'.repeat(31) };
    const child = start(process.execPath, ['--import', 'tsx', 'server/serve.ts'], cleanEnv({ PORT: '0', DIST_DIR: distDir, ...env }));
    running.push(child);
    expect(await child.exited).toBe(1);
    expect(child.stderr().trim().split('\n')).toEqual(['serve: SESSION_SECRET is shorter than 32 bytes: set it to a long random value, e.g. `openssl rand -base64 48`']);
  }, 30_000);

  it('runs demo mode by default on the demo tenant: /console/me is 401 and sign-in goes to the embedded provider', async () => {
    const { port } = await serve({ CONSOLE_AUTH: '' });
    const me = await get(port, '/console/me');
    expect(me.status).toBe(401);
    expect(JSON.parse(me.body.toString())).toEqual({ code: 16, message: 'sign in' });
    const login = await get(port, '/console/auth/login?returnTo=%2F');
    expect(login.status).toBe(302);
    const provider = new URL(String(login.headers.location));
    expect(provider.hostname).toBe('127.0.0.1');
    expect(provider.port).not.toBe(String(port));
    expect(provider.searchParams.get('code_challenge_method')).toBe('S256');
  }, 70_000);

  it('refuses to start without a build, saying what to run', async () => {
    const child = start(process.execPath, ['--import', 'tsx', 'server/serve.ts'], cleanEnv({ PORT: '0', DIST_DIR: join(distDir, 'nope') }));
    running.push(child);
    expect(await child.exited).toBe(1);
    expect(child.stderr()).toMatch(/^serve: .* not found: run `npm run build` first\n$/);
  }, 30_000);
});

describe('npm run serve against a real (fake) tenant', () => {
  let tenant: FakeTenant;
  beforeAll(async () => {
    tenant = await startFakeTenant();
  });
  afterAll(async () => {
    await tenant.close();
  });

  it('keeps the console\'s security headers over the tenant\'s, and cuts off slow clients (limits from the environment)', async () => {
    const tenant = await startFakeTenant(); // its own, so the test below counts only its requests
    const { port, cookie } = await serve({
      TENANT_BASE_URL: tenant.url,
      TENANT_CLIENT_ID: 'serve-client',
      TENANT_CLIENT_SECRET: 'serve-test-secret-77c1',
      HEADERS_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '1000',
    });
    tenant.apiHandler = (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-security-policy': 'default-src *',
        'x-frame-options': 'ALLOWALL',
        'referrer-policy': 'unsafe-url',
        'cross-origin-resource-policy': 'cross-origin',
        'clear-site-data': '"storage"',
        refresh: '0; url=https://evil.example/',
      });
      res.end('{}');
    };
    const answer = await send(port, { path: '/api/v1/apps/A/authzen_servers', headers: { cookie } });
    expect(answer.status).toBe(200);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(answer.headers[name], name).toBe(value);
    expect(answer.headers['clear-site-data']).toBeUndefined();
    expect(answer.headers.refresh).toBeUndefined();

    const slow = connect(port, '127.0.0.1', () => slow.write('GET /api/v1/apps/A/authzen_servers HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    let received = '';
    slow.on('data', (chunk: Buffer) => (received += chunk.toString()));
    await new Promise((resolve) => slow.on('close', resolve));
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    await tenant.close();
  }, 70_000);

  it('accepts a loopback http tenant, and on SIGTERM lets the in-flight request finish, then exits', async () => {
    const secret = 'serve-test-secret-1d9e';
    const { child, port, cookie } = await serve({ TENANT_BASE_URL: tenant.url, TENANT_CLIENT_ID: 'serve-client', TENANT_CLIENT_SECRET: secret });
    let release: () => void = () => {};
    tenant.apiHandler = (_req, res) => {
      release = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"slow":true}');
      };
    };
    const inFlight = send(port, { path: '/api/v1/slow', headers: { cookie } });
    await vi.waitFor(() => expect(tenant.apiRequests.length).toBeGreaterThan(0), { timeout: 10_000 });
    child.process.kill('SIGTERM');
    await vi.waitFor(() => expect(child.stdout()).toContain('SIGTERM: finishing in-flight requests'), { timeout: 10_000 });
    expect(child.process.exitCode).toBeNull(); // still waiting for the request
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"slow":true}');
    expect(await child.exited).toBe(0);
    await expect(send(port, { path: '/api/v1/slow', headers: { cookie } })).rejects.toThrow();
    expect(new URLSearchParams(tenant.tokenRequests[0]!.body.toString()).get('client_id')).toBe('serve-client');
    expect(child.output()).not.toContain(secret);
    expect(child.output()).not.toContain(tenant.issued[0]);
  }, 70_000);
});

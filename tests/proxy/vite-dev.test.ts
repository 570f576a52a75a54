// `npm start` (vite dev with the console proxy plugin and the demo tenant): the same guards apply,
// Vite's CORS stays off and its allowedHosts check stays on.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo-tenant/demo-ids';
import { API_SECURITY_HEADERS } from '../../server/proxy/security-headers';
import { send } from './fake-tenant';
import { cleanEnv, freePort, start, waitForUrl, type Child } from './spawn';

let port: number;
let vite: Child;
/** Token mode with a known token, so the test signs in with one request (sign-in itself: tests/auth/). */
const TOKEN = 'vite-dev-test-console-token-0b7e4c9a2f';
let cookie = '';

beforeAll(async () => {
  port = await freePort();
  // Small limits, so the slow-client check below is quick.
  vite = start(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--configLoader', 'runner', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    // Its own dependency cache (vite.config.ts), so a dev server already running here keeps working.
    cleanEnv({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000', VITE_CACHE_DIR: 'node_modules/.vite-dev-test', CONSOLE_AUTH: 'token', CONSOLE_TOKEN: TOKEN }),
  );
  await waitForUrl(`http://127.0.0.1:${port}/console/healthz`, vite, 90_000);
  const signedIn = await send(port, { path: `/console/auth/token?token=${TOKEN}` });
  expect(signedIn.status).toBe(302);
  const line = [signedIn.headers['set-cookie'] ?? []].flat()[0] ?? '';
  cookie = line.slice(0, line.indexOf(';'));
}, 100_000);

afterAll(async () => {
  await vite?.kill();
});

const appPath = `/api/v1/apps/${DEMO_IDS.appId}/authzen_servers?pageSize=2`;

describe('vite dev (npm start)', () => {
  it('forwards a console API call to the demo tenant through the token exchange', async () => {
    expect((await send(port, { path: appPath })).status).toBe(401);
    const answer = await send(port, { path: appPath, headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(Array.isArray(JSON.parse(answer.body).list)).toBe(true);
    expect(answer.rawHeaders.join('\n')).not.toMatch(/demo_at_|Bearer/);
    // The proxy's answers carry the console's security headers in dev too.
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(answer.headers[name], name).toBe(value);
    const refused = await send(port, { path: appPath, noConsoleHeader: true });
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(refused.headers[name], name).toBe(value);
  });

  it('cuts off a client that sends its headers too slowly', async () => {
    const slow = connect(port, '127.0.0.1', () => slow.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    let received = '';
    slow.on('data', (chunk: Buffer) => (received += chunk.toString()));
    await new Promise((resolve) => slow.on('close', resolve)); // times out if the dev server keeps it
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect((await send(port, { path: appPath, headers: { cookie } })).status).toBe(200);
  }, 15_000);

  it('refuses API calls without the console header, cross-site ones and foreign origins', async () => {
    expect((await send(port, { path: appPath, noConsoleHeader: true })).status).toBe(403);
    expect((await send(port, { path: appPath, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await send(port, { path: appPath, headers: { origin: 'http://localhost:3000' } })).status).toBe(403);
    expect((await send(port, { path: '/api/v1/%2e%2e/%2e%2e/auth/v1/token' })).status).toBe(400);
  });

  it('keeps the Host check on for the proxy and for Vite\'s own pages (DNS rebinding)', async () => {
    expect((await send(port, { path: appPath, headers: { host: 'evil.example' } })).status).toBe(403);
    expect((await send(port, { path: '/', headers: { host: 'evil.example' } })).status).toBe(403);
    expect((await send(port, { path: '/src/main.tsx', headers: { host: 'evil.example' } })).status).toBe(403);
  });

  it('grants no CORS, not on modules and not on preflights', async () => {
    const module = await send(port, { path: '/src/main.tsx', headers: { origin: 'http://localhost:3000' } });
    expect(module.rawHeaders.filter((name) => /^access-control-/i.test(name))).toEqual([]);
    const preflight = await send(port, { method: 'OPTIONS', path: '/src/main.tsx', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } });
    expect(preflight.rawHeaders.filter((name) => /^access-control-/i.test(name))).toEqual([]);
    const api = await send(port, { path: appPath, headers: { origin: `http://127.0.0.1:${port}`, cookie } });
    expect(api.status).toBe(200);
    expect(api.rawHeaders.filter((name) => /^access-control-/i.test(name))).toEqual([]);
  });
});

// `npm start` (vite dev with the console proxy plugin and the demo tenant): the same guards apply,
// Vite's CORS stays off and its allowedHosts check stays on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo-tenant/demo-ids';
import { send } from './fake-tenant';
import { cleanEnv, freePort, start, waitForUrl, type Child } from './spawn';

let port: number;
let vite: Child;

beforeAll(async () => {
  port = await freePort();
  vite = start(process.execPath, ['node_modules/vite/bin/vite.js', '--configLoader', 'runner', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], cleanEnv());
  await waitForUrl(`http://127.0.0.1:${port}/console/healthz`, vite, 90_000);
}, 100_000);

afterAll(async () => {
  await vite?.kill();
});

const appPath = `/api/v1/apps/${DEMO_IDS.appId}/authzen_servers?pageSize=2`;

describe('vite dev (npm start)', () => {
  it('forwards a console API call to the demo tenant through the token exchange', async () => {
    const answer = await send(port, { path: appPath });
    expect(answer.status).toBe(200);
    expect(Array.isArray(JSON.parse(answer.body).list)).toBe(true);
    expect(answer.rawHeaders.join('\n')).not.toMatch(/demo_at_|Bearer/);
  });

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
    const api = await send(port, { path: appPath, headers: { origin: `http://127.0.0.1:${port}` } });
    expect(api.status).toBe(200);
    expect(api.rawHeaders.filter((name) => /^access-control-/i.test(name))).toEqual([]);
  });
});

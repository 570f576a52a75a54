// The demo tenant as a DNS-rebinding target: its HTTP server (in `npm start`, `npm run serve` and
// `npm run demo-tenant`) answers only loopback Host names and ALLOWED_HOSTS, with the proxy's own
// Host check. The Hono app used in-process by the e2e suite stays Host-agnostic.
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoTenant } from '../../server/demo-tenant/app';
import { DEMO_CLIENT_ID, DEMO_PLAIN_CLIENT_SECRET } from '../../server/demo-tenant/demo-client';
import { startDemoTenant } from '../../server/start-demo-tenant';
import { send } from './fake-tenant';
import { cleanEnv, start, type Child } from './spawn';

const tokenForm = new URLSearchParams({ grant_type: 'client_credentials', client_id: `${DEMO_CLIENT_ID}-plain`, client_secret: DEMO_PLAIN_CLIENT_SECRET }).toString();

function tokenRequest(port: number, host: string) {
  return send(port, { method: 'POST', path: '/auth/v1/token', noConsoleHeader: true, headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, body: tokenForm });
}

const running: Child[] = [];
afterAll(async () => {
  await Promise.all(running.map((child) => child.kill()));
});

describe('the demo tenant\'s Host check', () => {
  it('refuses foreign Host names on every path, token endpoint included, and answers loopback ones', async () => {
    const demo = await startDemoTenant({ allowedHosts: ['Tools.Example'] });
    const port = Number(demo.tenant.baseUrl.port);
    try {
      for (const host of ['evil.example', `evil.example:${port}`, '127.0.0.1.nip.io', 'localhost.evil.example']) {
        const refused = await tokenRequest(port, host);
        expect(refused.status, host).toBe(403);
        expect(JSON.parse(refused.body)).toEqual({ code: 7, message: 'this Host is not allowed to reach the console (add it to ALLOWED_HOSTS)' });
        expect(refused.body).not.toContain('access_token');
        expect((await send(port, { path: '/api/v1/settings/cross-app-access/history', noConsoleHeader: true, headers: { host } })).status).toBe(403);
      }
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, '[::1]', 'tools.example']) {
        const answer = await tokenRequest(port, host);
        expect(answer.status, host).toBe(200);
        expect(typeof JSON.parse(answer.body).access_token).toBe('string');
      }
    } finally {
      await demo.close();
    }
  });

  it('`npm run demo-tenant` has it too, with ALLOWED_HOSTS from the environment', async () => {
    const child = start(process.execPath, ['--import', 'tsx', 'server/demo-tenant/main.ts'], cleanEnv({ PORT: '0', ALLOWED_HOSTS: 'tools.example' }));
    running.push(child);
    let port = 0;
    while (!port) {
      const match = /Demo tenant on http:\/\/127\.0\.0\.1:(\d+)/.exec(child.stdout());
      if (match) port = Number(match[1]);
      else if (child.process.exitCode !== null) throw new Error(`demo-tenant exited:\n${child.output()}`);
      else await new Promise((resolve) => child.process.stdout?.once('data', resolve));
    }
    expect((await tokenRequest(port, 'evil.example')).status).toBe(403);
    expect((await tokenRequest(port, 'tools.example')).status).toBe(200);
    expect((await tokenRequest(port, `127.0.0.1:${port}`)).status).toBe(200);
  }, 30_000);

  it('the in-process app (the e2e suite\'s page.route) still answers its own test host', async () => {
    const tenant = createDemoTenant();
    const { token } = tenant.tokens.issue();
    const answer = await tenant.app.fetch(new Request('http://demo.tenant.test/api/v1/settings/cross-app-access/history', { headers: { authorization: `Bearer ${token}` } }));
    expect(answer.status).toBe(200);
  });
});

// The bench measures pages as a signed-in admin sees them: without a session, every console route
// is a detour through sign-in, and Lighthouse would time the sign-in page instead.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningConsole, startProductionServer } from '../../bench/console-server';
import { wrongPage } from '../../bench/lighthouse';

describe("the bench's production server", () => {
  let dist: string;
  let server: RunningConsole;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    server = await startProductionServer(dist);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('hands out the cookie of a signed-in admin, and only that cookie lets /console/me through', async () => {
    const me = (cookie?: string) => fetch(`${server.url}/console/me`, { headers: { accept: 'application/json', 'x-console-request': '1', ...(cookie ? { cookie } : {}) } });
    expect(server.cookie).toMatch(/console_session=/);
    const signedIn = await me(server.cookie);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ role: 'admin' });
    expect((await me()).status).toBe(401);
  });
});

describe('wrongPage', () => {
  it('accepts the page asked for, with or without its search', () => {
    expect(wrongPage('http://127.0.0.1:1/settings/contacts', 'http://127.0.0.1:1/settings/contacts')).toBeNull();
    expect(wrongPage('http://127.0.0.1:1/audit?actor=a', 'http://127.0.0.1:1/audit?actor=a&from=1')).toBeNull();
  });

  it('refuses a run that ended on another page, such as the sign-in page', () => {
    expect(wrongPage('http://127.0.0.1:1/settings/contacts', 'http://127.0.0.1:2/console/auth/login?returnTo=%2F')).toMatch(/measured \/console\/auth\/login, not \/settings\/contacts/);
  });
});

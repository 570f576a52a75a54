import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SHELL_FILE } from '../build-layout';
import { createStaticSite } from './static-site';

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), body);
  };
  write('index.html', 'home page');
  write(APP_SHELL_FILE, 'boot frame');
  write('mcp-servers/new/index.html', 'wizard page');
  write('apps/$appId/owners/index.html', 'owners page');
  write('apps/$appId/sso/$id/index.html', 'sso page');
  write('apps/$appId/sso/new/index.html', 'new sso page');
  write('assets/app-abc.js', 'console.log(1)');
  const site = createStaticSite(dist);
  server = createServer((req, res) => site(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

async function text(urlPath: string): Promise<[number, string]> {
  const response = await fetch(base + urlPath);
  return [response.status, await response.text()];
}

describe('createStaticSite', () => {
  it('answers each prerendered page at its path, with or without a trailing slash or query', async () => {
    expect(await text('/')).toEqual([200, 'home page']);
    expect(await text('/?x=1')).toEqual([200, 'home page']);
    expect(await text('/mcp-servers/new')).toEqual([200, 'wizard page']);
    expect(await text('/mcp-servers/new/')).toEqual([200, 'wizard page']);
    expect(await text('/mcp-servers/new?appId=a')).toEqual([200, 'wizard page']);
  });

  it('answers a page with parameters, prerendered at its route path, for each of its addresses', async () => {
    expect(await text('/apps/app-1/owners?userIds=u')).toEqual([200, 'owners page']);
    expect(await text('/apps/app%2D1/owners/')).toEqual([200, 'owners page']);
    expect(await text('/apps/a/sso/b')).toEqual([200, 'sso page']);
    // The literal route wins over the parameter, as in the router.
    expect(await text('/apps/a/sso/new')).toEqual([200, 'new sso page']);
    // An empty or extra segment is not the route's address; an id holding an encoded slash is not one segment.
    expect(await text('/apps//owners')).toEqual([200, 'boot frame']);
    expect(await text('/apps/a/owners/x')).toEqual([200, 'boot frame']);
    expect(await text('/apps/a%2Fb/owners')).toEqual([200, 'boot frame']);
  });

  it('answers the app shell, not another page, for client routes that were not prerendered', async () => {
    expect(await text('/apps/a/sso')).toEqual([200, 'boot frame']);
    expect(await text('/mcp-servers')).toEqual([200, 'boot frame']);
    expect((await text('/assets/missing-1.js'))[0]).toBe(404);
  });
});

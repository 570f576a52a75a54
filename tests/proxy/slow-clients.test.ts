// Slow and idle clients against the proxy's HTTP server (the same limits as `npm run serve` and
// `vite dev`, made small here): a slowloris client is cut off while normal requests keep being
// served, idle keep-alive connections are closed, and connections beyond the cap are refused.
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { send } from './fake-tenant';
import { startHarness, type Harness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

interface SlowClient {
  socket: Socket;
  /** What the server sent before closing. */
  received: () => string;
  closed: Promise<void>;
}

/** Opens a connection and writes `first`, then `drip` every 20 ms until the server closes it. */
function slowClient(port: number, first: string, drip: string | null): SlowClient {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    if (first) socket.write(first);
    if (drip !== null) timer = setInterval(() => socket.writable && socket.write(drip), 20);
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  void closed.then(() => clearInterval(timer));
  return { socket, received: () => received, closed };
}

const REQUEST_HEAD = 'GET /api/v1/apps/A/authzen_servers HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Console-Request: 1\r\n';

describe('slow and idle clients', () => {
  it('closes slowloris clients (slow headers, slow body, idle) while normal requests keep being served', async () => {
    h = await startHarness({ limits: { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 300 } });
    const port = h.port;
    const slow = [
      ...Array.from({ length: 5 }, (_, i) => slowClient(port, REQUEST_HEAD, `X-Slow-${i}: a\r\n`)),
      slowClient(port, 'POST /api/v1/apps/A/mcp_servers HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Console-Request: 1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n', ' '),
      slowClient(port, '', null),
      slowClient(port, 'G', null),
    ];
    let allClosed = false;
    void Promise.all(slow.map((client) => client.closed)).then(() => (allClosed = true));
    const served: number[] = [];
    while (!allClosed) served.push((await send(port, { path: '/api/v1/apps/A/authzen_servers' })).status);
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((status) => status === 200)).toBe(true);
    for (const client of slow.slice(0, 5)) {
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(client.received()).toContain('"code":4');
    }
    // Still serving once they are gone.
    expect((await send(port, { path: '/api/v1/apps/A/authzen_servers' })).status).toBe(200);
    // The slow body was never forwarded.
    expect(h.tenant.apiRequests.filter((request) => request.method === 'POST')).toHaveLength(0);
  }, 15_000);

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    h = await startHarness({ limits: { keepAliveTimeoutMs: 200 } });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const socketClosed = await new Promise<Promise<void>>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: h!.port, path: '/api/v1/apps/A/authzen_servers', headers: { 'x-console-request': '1' }, agent }, (res) => {
        expect(res.statusCode).toBe(200);
        res.resume();
      });
      req.on('socket', (socket) => resolve(new Promise<void>((closed) => socket.once('close', () => closed()))));
      req.on('error', reject);
      req.end();
    });
    await socketClosed; // the server closes it; the test times out if it never does
    agent.destroy();
    // Below Node's own default (5 s), so only the configured keep-alive timeout can close it in time.
  }, 4_000);

  it('refuses connections beyond the cap, and serves again once they are gone', async () => {
    h = await startHarness({ limits: { maxConnections: 3, headersTimeoutMs: 500, requestTimeoutMs: 500 } });
    let accepted = 0;
    const threeAccepted = new Promise<void>((resolve) =>
      h!.proxy.server.on('connection', () => {
        accepted += 1;
        if (accepted === 3) resolve();
      }),
    );
    const idle = Array.from({ length: 3 }, () => slowClient(h!.port, '', null));
    await threeAccepted;
    const dropped = new Promise<void>((resolve) => h!.proxy.server.once('drop', () => resolve()));
    await expect(send(h.port, { path: '/api/v1/apps/A/authzen_servers' })).rejects.toThrow();
    await dropped;
    await Promise.all(idle.map((client) => client.closed)); // cut by the headers timeout
    expect((await send(h.port, { path: '/api/v1/apps/A/authzen_servers' })).status).toBe(200);
    expect(h.tenant.apiRequests).toHaveLength(1);
  }, 10_000);
});

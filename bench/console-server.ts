// The console as production serves it, for Lighthouse and the timeline: dist/ (compressed,
// immutable assets cached) plus the console proxy in front of a demo tenant on loopback.
// Prefers the project's production server (server/serve.ts) when it offers a programmatic start;
// otherwise a minimal equivalent lives here so the bench never depends on a dev server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { DemoSeedOptions } from '../server/demo-tenant/context';
import { createConsoleProxy } from '../server/proxy/console-proxy';
import { startDemoTenant } from '../server/start-demo-tenant';

export interface RunningConsole {
  url: string;
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};

interface Cached {
  raw: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  type: string;
}

function staticHandler(dist: string) {
  const cache = new Map<string, Cached>();
  const load = (file: string): Cached => {
    let entry = cache.get(file);
    if (!entry) {
      const raw = readFileSync(file);
      entry = {
        raw,
        gzip: gzipSync(raw, { level: 9 }),
        brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        type: TYPES[path.extname(file)] ?? 'application/octet-stream',
      };
      cache.set(file, entry);
    }
    return entry;
  };
  // Compress everything up front: brotli at quality 11 takes a while, and a slow first answer
  // would show up in Lighthouse as server time.
  const warm = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) warm(file);
      else load(file);
    }
  };
  warm(dist);
  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dist, 'index.html');
    const entry = load(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] = accept.includes('br') ? [entry.brotli, 'br'] : accept.includes('gzip') ? [entry.gzip, 'gzip'] : [entry.raw, null];
    res.writeHead(200, {
      'content-type': entry.type,
      'content-length': body.length,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

export async function startConsole(options: { dist: string; seed?: DemoSeedOptions }): Promise<RunningConsole> {
  const demo = await startDemoTenant({ seed: options.seed });
  const proxy = createConsoleProxy({
    tenant: demo.tenant,
    settings: { allowedHosts: [], upstreamTimeoutMs: 30_000 },
    demo: { ids: demo.ids },
    log: () => {},
  });
  const serveStatic = staticHandler(path.resolve(options.dist));
  const server = createServer((req, res) => proxy.middleware(req, res, () => serveStatic(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await proxy.close();
      await demo.close();
    },
  };
}

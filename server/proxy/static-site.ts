// Serves the built SPA (`dist/`) from memory for the production server: immutable caching for
// hashed assets, no-cache for HTML, each prerendered page at its path (server/prerender-plugin.ts)
// and the app shell for every other client route, gzip/brotli negotiated
// per request (compressed once, on first use), ETags. The file set is read once at start, so no
// request path ever reaches the file system.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import { APP_SHELL_FILE, hasParams, matchesRoutePath } from '../build-layout';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt', '.xml', '.ico']);

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  gzip?: Buffer;
  brotli?: Buffer;
}

function extension(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot).toLowerCase() : '';
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export class MissingBuildError extends Error {}

/** Paths that look like a file (a known extension) get a 404 rather than the SPA when missing. */
const FILE_LIKE = /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|gif|svg|ico|webp|txt|xml|woff2?)$/i;

export function createStaticSite(distDir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const files = new Map<string, StaticFile>();
  let paths: string[];
  try {
    paths = walk(distDir);
  } catch {
    throw new MissingBuildError(`${distDir} not found: run \`npm run build\` first`);
  }
  for (const full of paths) {
    const urlPath = `/${relative(distDir, full).split(sep).join('/')}`;
    const body = readFileSync(full);
    const ext = extension(urlPath);
    files.set(urlPath, {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      // Hashed build output never changes under its name; everything else is revalidated.
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE : 'no-cache',
      compressible: COMPRESSIBLE.has(ext) && body.length > 256,
    });
  }
  // Brotli at quality 11 is slow, so every file is compressed once, in the background (zlib's
  // thread pool), right at start; until a file's brotli form is ready it goes out gzipped.
  for (const file of files.values()) {
    if (!file.compressible) continue;
    brotliCompress(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length } }, (error, result) => {
      if (!error) file.brotli = result;
    });
  }
  const index = files.get('/index.html');
  if (!index) throw new MissingBuildError(`${distDir}/index.html not found: run \`npm run build\` first`);
  // Builds before prerendering had only index.html, the boot frame.
  const appShell = files.get(`/${APP_SHELL_FILE}`) ?? index;
  // The pages prerendered at a route path with parameters, the most literal first (as the router
  // prefers `/a/new` to `/a/$id`).
  const patterns = [...files]
    .filter(([filePath]) => filePath.endsWith('/index.html') && hasParams(filePath))
    .map(([filePath, file]) => ({ routePath: filePath.slice(0, -'/index.html'.length), file }))
    .sort((a, b) => a.routePath.split('$').length - b.routePath.split('$').length);

  return (req, res) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    let path = queryAt === -1 ? url : url.slice(0, queryAt);
    try {
      path = decodeURIComponent(path);
    } catch {
      // looked up as it came; it will not match a file
    }
    let file = files.get(path) ?? files.get(`${path.replace(/\/+$/, '')}/index.html`);
    if (!file) {
      if (path.startsWith('/assets/') || FILE_LIKE.test(path)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
        res.end('Not Found');
        return;
      }
      // A page with parameters, or a client route without a prerendered page: the SPA's router takes it from here.
      file = patterns.find((pattern) => matchesRoutePath(pattern.routePath, path))?.file ?? appShell;
    }
    sendFile(req, res, file, method === 'HEAD');
  };
}

function acceptsEncoding(header: string | undefined, name: 'br' | 'gzip'): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    if (token.trim().toLowerCase() !== name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, headOnly: boolean): void {
  let body = file.body;
  let encoding: string | null = null;
  if (file.compressible) {
    res.setHeader('vary', 'accept-encoding');
    const accept = req.headers['accept-encoding'];
    if (file.brotli && acceptsEncoding(accept, 'br')) {
      body = file.brotli;
      encoding = 'br';
    } else if (acceptsEncoding(accept, 'gzip')) {
      file.gzip ??= gzipSync(file.body, { level: 9 });
      body = file.gzip;
      encoding = 'gzip';
    }
  }
  // Each encoding is its own representation, with its own validator.
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  res.setHeader('etag', etag);
  res.setHeader('cache-control', file.cacheControl);
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && (ifNoneMatch === etag || ifNoneMatch.split(',').some((tag) => tag.trim() === etag))) {
    res.writeHead(304);
    res.end();
    return;
  }
  res.setHeader('content-type', file.type);
  res.setHeader('content-length', body.length);
  if (encoding) res.setHeader('content-encoding', encoding);
  res.writeHead(200);
  res.end(headOnly ? undefined : body);
}

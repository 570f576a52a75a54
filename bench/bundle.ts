// Bundle section: what the initial route loads (the entry script of dist/index.html, every chunk
// it modulepreloads or statically imports, and its stylesheets), the largest lazy chunk, and the
// total of dist/assets — gzip (level 9) and brotli (quality 11).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { kb, type Row } from './report';

export const INITIAL_BUDGET_GZIP = 200 * 1024;
export const LAZY_CHUNK_BUDGET_GZIP = 60 * 1024;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(file: string): Sizes {
  const content = readFileSync(file);
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/** Asset paths (relative to dist) that index.html references: scripts, modulepreloads, stylesheets. */
export function htmlReferences(html: string): string[] {
  const refs = new Set<string>();
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = match[0];
    const src = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || !src.startsWith('/assets/')) continue;
    if (match[1]?.toLowerCase() === 'link' && !/rel="(modulepreload|stylesheet)"/.test(tag)) continue;
    refs.add(src.slice(1));
  }
  return [...refs];
}

/** Static imports of a built ES module (`import{x}from"./a.js"`, `import"./b.js"`), not `import()`. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)) if (match[1]) found.push(match[1]);
  return found;
}

export interface BundleReport {
  initial: Sizes;
  initialFiles: string[];
  largestLazy: { file: string; sizes: Sizes };
  total: Sizes;
}

export function measureBundle(dist: string): BundleReport {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initialFiles = new Set<string>();
  const queue = htmlReferences(html);
  while (queue.length) {
    const file = queue.shift() as string;
    if (initialFiles.has(file)) continue;
    initialFiles.add(file);
    if (file.endsWith('.js')) {
      for (const dep of staticImports(readFileSync(path.join(dist, file), 'utf8'))) queue.push(path.posix.join(path.posix.dirname(file), dep));
    }
  }
  const assets = readdirSync(path.join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name)).map((name) => `assets/${name}`);
  let initial = zero;
  let total = zero;
  let largestLazy = { file: '-', sizes: zero };
  for (const file of assets) {
    const sizes = sizesOf(path.join(dist, file));
    total = add(total, sizes);
    if (initialFiles.has(file)) initial = add(initial, sizes);
    else if (sizes.gzip > largestLazy.sizes.gzip) largestLazy = { file, sizes };
  }
  return { initial, initialFiles: [...initialFiles], largestLazy, total };
}

export function bundleRows(dist: string): Row[] {
  const report = measureBundle(dist);
  const lazyName = path.basename(report.largestLazy.file).replace(/-[\w-]{8}\.(js|css)$/, '.$1');
  return [
    {
      section: 'Bundle',
      metric: `Initial route, gzip (${report.initialFiles.length} files: JS + CSS + modulepreloads)`,
      value: kb(report.initial.gzip),
      budget: `≤ ${kb(INITIAL_BUDGET_GZIP)}`,
      ok: report.initial.gzip <= INITIAL_BUDGET_GZIP,
    },
    { section: 'Bundle', metric: 'Initial route, brotli', value: kb(report.initial.brotli) },
    {
      section: 'Bundle',
      metric: `Largest lazy chunk, gzip (${lazyName})`,
      value: kb(report.largestLazy.sizes.gzip),
      budget: `≤ ${kb(LAZY_CHUNK_BUDGET_GZIP)}`,
      ok: report.largestLazy.sizes.gzip <= LAZY_CHUNK_BUDGET_GZIP,
    },
    { section: 'Bundle', metric: 'All JS + CSS, gzip / brotli', value: `${kb(report.total.gzip)} / ${kb(report.total.brotli)}` },
  ];
}

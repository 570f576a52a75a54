// Rules of the console's source that review alone would not keep: no import cycle anywhere in
// src/ (dynamic imports count: a lazy page importing its own route is one), shared components
// import no page, and no route path is written twice.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPEN_BY_ID_PATH, pageCatalog } from '../../src/route-catalog';
import { createAppRouter } from '../../src/router';
import { OPTIMIZED_DEPENDENCIES } from '../../server/optimized-dependencies';
import { findCycles, importGraph, packageImports, sourceFiles } from './import-graph';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'src');
const relative = (file: string) => path.relative(root, file);

describe('the cycle finder', () => {
  it('finds a cycle, through a dynamic import too, and nothing in a tree', () => {
    const cyclic = new Map([
      ['route.ts', ['root.ts', 'page.tsx']],
      ['page.tsx', ['route.ts']],
      ['root.ts', []],
    ]);
    expect(findCycles(cyclic)).toEqual([['route.ts', 'page.tsx']]);
    expect(findCycles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  it('reads dynamic imports and leaves type-only imports out', () => {
    const graph = importGraph(src);
    const sso = path.join(src, 'pages/sso-application/route.ts');
    expect(graph.get(sso)).toContain(path.join(src, 'pages/sso-application/sso-application-page.tsx'));
    // route-catalog.ts imports only types of the router package: no edge at all.
    expect(graph.get(path.join(src, 'route-catalog.ts'))).toEqual([]);
  });
});

describe('src/', () => {
  const graph = importGraph(src);

  it('has no import cycle', () => {
    expect(findCycles(graph).map((cycle) => cycle.map(relative).join(' -> '))).toEqual([]);
  });

  it('has the dev server pre-bundle every package the browser imports, so none is discovered mid-session', () => {
    // src/prerender.tsx runs at build time, on the server (react-dom/server).
    const browserPackages = packageImports(src, (file) => file === path.join(src, 'prerender.tsx'));
    expect([...browserPackages].sort()).toEqual([...OPTIMIZED_DEPENDENCIES].sort());
  });

  it('shared components import nothing from the pages', () => {
    const components = [...graph].filter(([file]) => file.startsWith(path.join(src, 'components')));
    const intoPages = components.flatMap(([file, targets]) => targets.filter((target) => target.startsWith(path.join(src, 'pages'))).map((target) => `${relative(file)} -> ${relative(target)}`));
    expect(intoPages).toEqual([]);
  });

  it('writes each route path once in its route and at most once more, in its own lazy page (getRouteApi)', () => {
    const pages = pageCatalog(createAppRouter(new QueryClient(), { history: createMemoryHistory() }));
    const files = sourceFiles(src).map((file) => ({ file: relative(file), text: readFileSync(file, 'utf8') }));
    // The root path '/' is left out: "home" is spelled the same in every web app.
    for (const routePath of [...pages.map((page) => page.path), OPEN_BY_ID_PATH].filter((entry) => entry !== '/')) {
      const written = files.flatMap(({ file, text }) => (['\'', '"', '`'].some((quote) => text.includes(`${quote}${routePath}${quote}`)) ? [file] : []));
      expect(written.length, `${routePath}: ${written.join(', ')}`).toBeGreaterThanOrEqual(1);
      expect(written.length, `${routePath}: ${written.join(', ')}`).toBeLessThanOrEqual(2);
      const folders = new Set(written.map((file) => path.dirname(file)));
      expect(folders.size, `${routePath} is written in more than one folder: ${written.join(', ')}`).toBe(1);
    }
  });
});

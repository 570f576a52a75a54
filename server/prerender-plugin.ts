// Build step: after `vite build` writes dist/, render every page without URL parameters to static
// HTML (src/prerender.tsx, loaded through Vite's SSR loader) and write it where the production
// server looks for it: dist/index.html for `/`, dist/<path>/index.html for the others. The plain
// boot frame stays as dist/app-shell.html, the answer for every other client route. Every HTML file
// also links start-up's stylesheets and lists its modules for src/startup.ts (src/main.tsx imports
// src/start.tsx dynamically, so Vite does neither), and, in dev and build alike, carries the
// colour-scheme script.
import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, type ResolvedConfig, type Rollup, createServer } from 'vite';
import { APP_SHELL_FILE, prerenderedFile } from './build-layout';
import { STARTUP_MODULES_TEMPLATE_ID } from '../src/startup';
import { COLOR_SCHEME_SCRIPT } from './color-scheme-script';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ROOT_CONTENT = /<!--boot-->[\s\S]*<!--\/boot-->/;

/** The template with its boot frame replaced by the prerendered markup. */
export function withRootContent(template: string, markup: string): string {
  if (!ROOT_CONTENT.test(template)) throw new Error('index.html has no <!--boot-->…<!--/boot--> block to replace');
  return template.replace(ROOT_CONTENT, () => markup);
}

const COLOR_SCHEME_MARKER = '<!--color-scheme-script-->';

export function withColorSchemeScript(html: string): string {
  if (!html.includes(COLOR_SCHEME_MARKER)) throw new Error(`index.html has no ${COLOR_SCHEME_MARKER} marker`);
  return html.replace(COLOR_SCHEME_MARKER, () => `<script>${COLOR_SCHEME_SCRIPT}</script>`);
}

/** The console's start, imported by src/main.tsx after React DOM: its modules are listed for start-up. */
const START_MODULE = '/src/start.tsx';

/**
 * The template with what start-up needs that it does not link yet: each stylesheet (render-
 * blocking, like Vite's own, so the page is drawn as React will draw it) after its last stylesheet,
 * and each module as a modulepreload inside the inert <template> that src/startup.ts moves into
 * <head> after the first paint.
 */
export function withStartupFiles(template: string, files: StartupFiles): string {
  const missing = (list: readonly string[]) => list.filter((file) => !template.includes(`"/${file}"`));
  const lastStylesheet = template.lastIndexOf('<link rel="stylesheet"');
  if (lastStylesheet === -1) throw new Error('index.html has no stylesheet to add start-up stylesheets after');
  const afterStylesheets = template.indexOf('>', lastStylesheet) + 1;
  const css = missing(files.css).map((file) => `\n    <link rel="stylesheet" crossorigin href="/${file}">`);
  const modules = missing(files.js).map((file) => `\n      <link rel="modulepreload" crossorigin href="/${file}">`);
  const list = `<template id="${STARTUP_MODULES_TEMPLATE_ID}">${modules.join('')}\n    </template>\n  `;
  const withCss = template.slice(0, afterStylesheets) + css.join('') + template.slice(afterStylesheets);
  if (!withCss.includes('</head>')) throw new Error('index.html has no </head>');
  return withCss.replace('</head>', () => `  ${list}</head>`);
}

export interface StartupFiles {
  js: readonly string[];
  css: readonly string[];
}

/** The files of `entry`'s chunk and of every chunk it imports statically, transitively, with their CSS. */
function staticGraph(bundle: OutputBundle, entry: OutputChunk): StartupFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(entry);
  return { js: [...js], css: [...css] };
}

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  prerenderPage: (path: string) => Promise<string>;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let written = false;
  let startFiles: StartupFiles = { js: [], css: [] };
  return {
    name: 'prerender',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      // The colour-scheme script goes where index.html marks it: before the stylesheets, which
      // would otherwise hold the parser (and the first paint) until they arrive.
      handler: withColorSchemeScript,
    },
    generateBundle(_options, bundle) {
      const start = Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.isDynamicEntry && (file.facadeModuleId ?? '').endsWith(START_MODULE));
      if (!start) this.error(`no chunk for ${START_MODULE}: src/main.tsx must import it dynamically`);
      startFiles = staticGraph(bundle, start);
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // A failed build still closes the bundle; its own error is the one to report.
      if (!written || config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = withStartupFiles(readFileSync(path.join(outDir, 'index.html'), 'utf8'), startFiles);
      writeFileSync(path.join(outDir, APP_SHELL_FILE), template);
      const server = await createServer({
        root: config.root,
        configFile: false,
        logLevel: 'error',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
      });
      try {
        const module = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
        for (const urlPath of module.PRERENDERED_PATHS) {
          const markup = await module.prerenderPage(urlPath);
          // The CSP allows one inline script, the colour-scheme one: anything else would be refused.
          if (/<script/i.test(markup)) throw new Error(`prerendered ${urlPath} contains a <script>, which the CSP would refuse`);
          const file = path.join(outDir, prerenderedFile(urlPath));
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, withRootContent(template, markup));
        }
      } finally {
        await server.close();
      }
    },
  };
}

// Build step: after `vite build` writes dist/, render every page to static HTML (src/prerender.tsx,
// loaded through Vite's SSR loader) and write it where the production server looks for it:
// dist/index.html for `/`, dist/<path>/index.html for the others, a page with ids once at its route
// path (dist/apps/$appId/owners/index.html, server/build-layout.ts). The plain boot frame stays as
// dist/app-shell.html, the answer for every other client route (the 404 and open-by-id pages). In
// dev and build alike, every HTML file carries the colour-scheme script.
import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, type ResolvedConfig, createServer } from 'vite';
import { APP_SHELL_FILE, prerenderedFile } from './build-layout';
import { COLOR_SCHEME_SCRIPT } from './color-scheme-script';

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

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  prerenderPage: (path: string) => Promise<string>;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let written = false;
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
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // A failed build still closes the bundle; its own error is the one to report.
      if (!written || config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, APP_SHELL_FILE), template);
      const server = await createServer({
        root: config.root,
        configFile: false,
        // Its own cache and no dependency discovery: `npm start` may be running in this checkout,
        // and an optimizer rewriting node_modules/.vite/deps under it makes its next lazy chunk load
        // a second copy of React. The render runs on the server (SSR), which needs no client deps.
        cacheDir: `${config.cacheDir}-prerender`,
        optimizeDeps: { noDiscovery: true, include: [] },
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

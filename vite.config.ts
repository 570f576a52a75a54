/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHintPlugin } from './server/compile-hint-plugin';
import { prerenderPlugin } from './server/prerender-plugin';
import { consoleProxyPlugin } from './server/vite-plugin';
import { OPTIMIZED_DEPENDENCIES } from './server/optimized-dependencies';

export default defineConfig({
  // Vitest runs a Vite server too; it needs no proxy or demo tenant.
  plugins: [react(), ...(process.env.VITEST ? [] : [consoleProxyPlugin(), prerenderPlugin(), compileHintPlugin()])],
  // A second dev server in the same checkout (tests/proxy/vite-dev.test.ts) gets its own cache: it
  // would otherwise re-optimize node_modules/.vite/deps under a running one (the e2e dev server),
  // whose page then fails to import its dependencies and never starts.
  cacheDir: process.env.VITE_CACHE_DIR || 'node_modules/.vite',
  // Pre-bundled at start, not discovered when a lazy page or overlay first imports them: a
  // discovery mid-session re-optimizes the deps and reloads every open page. Every bare import
  // of src/ belongs here (tests/structure/source-rules.test.ts checks it).
  optimizeDeps: { include: OPTIMIZED_DEPENDENCIES },
  server: {
    // The proxy refuses cross-site calls itself; Vite's permissive dev CORS must not undo that.
    cors: false,
    host: '127.0.0.1',
  },
  preview: { cors: false },
  // Every browser the console supports (es2022) has modulepreload: no polyfill to run at start-up.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // Everything the entry imports statically goes in one file (rolldown's `$initial` tag), not in a
    // dozen shared chunks, each one more request that the first page waits for on a phone's link
    // (tests/serve/serve.test.ts checks it). Lazy pages share their code in fewer, larger chunks:
    // by default each set of pages sharing a module gets a chunk of its own, so a form page fetched
    // a score of 1-15 kB files after the entry, six at a time over HTTP/1.1.
    // Here a module shared by six or more lazy entries goes in a chunk of the entries using it, and
    // such chunks under 11 kB merge into their nearest neighbour: half as many files, a few kB more
    // for some pages. The form libraries stay together, so no page without a form merges them in.
    // At 30 kB a merge put floating-ui (tooltips, dropdowns) beside the copy buttons, so pages that
    // show neither fetched it; 11 kB keeps it out and a form page at 21 files (e2e/preloading.spec.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 30 },
            { name: 'form-libraries', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 20 },
            { name: 'shared', minShareCount: 6, entriesAware: true, entriesAwareMergeThreshold: 11_000 },
          ],
        },
      },
    },
    // That file is ~530 kB before compression; its budget is the bench's (initial route, gzip).
    chunkSizeWarningLimit: 640,
  },
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    // Generous on purpose (Vitest's default is 5 s): on a busy machine a test that starts a server
    // or asks the dev server for a module can take longer; a passing test never waits for it.
    testTimeout: 60_000,
    // The same for set-up and tear-down (default 10 s), which start and stop providers and servers.
    hookTimeout: 60_000,
    // Two files at a time at least (Vitest's default is one fewer than the cores: one here): many
    // tests wait on a spawned server, a browser or a build rather than on the CPU, so two overlap.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

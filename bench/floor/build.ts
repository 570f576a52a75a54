// Builds the stack's floor (./main.tsx) into its own folder with Vite's defaults: one bundle, no
// code splitting, no prerender, none of the console's plugins.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function buildFloor(outDir: string): Promise<void> {
  await build({ root: here, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1024 } });
}

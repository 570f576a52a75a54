// Mantine's `useId` (@mantine/hooks) replaces each component's id with a random one in a layout
// effect after mount. Every input, checkbox, radio, popover and the app shell therefore re-renders
// once, synchronously, inside React's commit: on the history page that is dozens of components,
// all in the one main-thread task that draws the page (Lighthouse's Total Blocking Time). The
// random id only matters with several React roots; this console has one, and React's own `useId`
// is unique in it and stable from the first render. So both Vite's dependency pre-bundling (dev)
// and the build load this module in place of Mantine's, with the same signature.
import type { Plugin } from 'vite';

const MANTINE_USE_ID_FILE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export const MANTINE_USE_ID_SOURCE = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/:/g, '');
}
`;

/** The replacement source for Mantine's use-id module, or null for any other file. */
export function loadMantineUseId(id: string): string | null {
  return MANTINE_USE_ID_FILE.test(id.split('?')[0] ?? id) ? MANTINE_USE_ID_SOURCE : null;
}

export function mantineUseIdPlugin(): Plugin {
  return {
    name: 'mantine-use-id',
    enforce: 'pre',
    load: loadMantineUseId,
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [{ name: 'mantine-use-id', load: loadMantineUseId }] } } }),
  };
}

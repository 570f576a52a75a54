// What the dev server pre-bundles at start (vite.config.ts `optimizeDeps.include`): every package
// the browser code imports, the lazily loaded pages and overlays included, so no import found
// mid-session makes Vite re-optimize and reload the open pages.
export const OPTIMIZED_DEPENDENCIES = [
  '@hookform/resolvers/zod',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/spotlight',
  '@peculiar/x509',
  '@tanstack/react-query',
  '@tanstack/react-router',
  '@tanstack/react-virtual',
  'react',
  'react-dom/client',
  'react-hook-form',
  'zod/mini',
];

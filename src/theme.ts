import { createTheme } from '@mantine/core';

// Mantine's default primary shade (6) fails WCAG AA contrast for white text and for links on
// white; shade 8 passes in light, 5 stays readable on the dark background.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 4 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontWeight: '650' },
});

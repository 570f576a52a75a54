import type { CSSProperties } from 'react';

/**
 * Mantine's error colour (red 6 on white, about 3.3:1) fails WCAG AA for the small error text
 * under an input, which axe flags once a field shows an error. The theme's red "light-color" is an
 * AA red in both schemes, so forms set it as their error colour for everything inside them.
 * (Better in the theme's cssVariablesResolver; kept here to stay out of the shared theme file.)
 */
export const ACCESSIBLE_ERROR_COLOR = { '--mantine-color-error': 'var(--mantine-color-red-light-color)' } as CSSProperties;

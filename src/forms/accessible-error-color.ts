import type { CSSProperties } from 'react';

/**
 * Mantine's error colour (red 6 on white, about 3.3:1) fails WCAG AA for the small error text
 * under an input, which axe flags once a field shows an error. Forms set an AA red for everything
 * inside them: the theme's light-scheme red text colour, and red 4 (about 6:1) on the dark body.
 * (Better in the theme's cssVariablesResolver; kept here to stay out of the shared theme file.)
 */
export const ACCESSIBLE_ERROR_COLOR = { '--mantine-color-error': 'light-dark(var(--mantine-color-red-light-color), var(--mantine-color-red-4))' } as CSSProperties;

import { alpha, Anchor, createTheme, type CSSVariablesResolver } from '@mantine/core';
import classes from './theme.module.css';

// Mantine's default primary shade (6) fails WCAG AA contrast for white text and for links on
// white; shade 8 passes for filled buttons in both schemes (white on blue 4 is only 2.5:1), while
// links in dark keep Mantine's lighter blue 4 (7:1 on the dark body).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontWeight: '650' },
  // A person whose system asks for reduced motion (WCAG 2.3.3) gets modals, menus and popovers
  // without their open and close animations; the e2e specs ask for it too (playwright.config.ts).
  respectReducedMotion: true,
  components: {
    // A link inside running text must not be told apart by colour alone (axe link-in-text-block,
    // WCAG 1.4.1): always underlined.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Mantine keeps a closed Select's or TagsInput's dropdown mounted (hidden); mounting it costs
    // a portal, a scroll area and floating-ui state, each set synchronously inside React's commit,
    // and floating-ui then positions the hidden dropdown in a layout effect (its getComputedStyle
    // forces a style and layout pass of the whole new page before the first frame). Dropdowns
    // mount when they open. (Plain objects, not Select.extend: that would put Select in the
    // initial bundle.)
    //
    // Options wrap instead of overflowing the dropdown: values such as an unknown change kind
    // (CHANGE_KIND_RESTORED_BY_SUPPORT) or a long e-mail are wider than the field. (A default
    // prop, not theme styles: a Select hands its dropdown only the styles given as props.)
    Select: { defaultProps: { comboboxProps: { keepMounted: false }, styles: { option: { overflowWrap: 'anywhere' } } } },
    TagsInput: { defaultProps: { comboboxProps: { keepMounted: false } } },
    // An alert's text column may shrink below its longest word (an id or a value typed, thousands
    // of characters long), which then wraps (src/global.css) instead of running out of the alert.
    Alert: { styles: { body: { minWidth: 0 } } },
    // Every dialog's title in the same weight as the page's headings (Mantine draws it regular).
    Modal: { styles: { title: { fontWeight: 700 } } },
    // Every input (TextInput, Textarea, Select, TagsInput, …): focus stays visible on a field in error.
    Input: { classNames: { input: classes.input } },
    // A titled notification's message is gray 6 on white (3.3:1), below WCAG AA 4.5:1: it takes
    // the dimmed colour, which passes in both schemes (see cssVariablesResolver).
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/**
 * Light scheme: Mantine's shade-8 text, outline and filled colours of these hues fall below WCAG
 * AA 4.5:1 on white or on their own light tint (orange outline badge 3.6:1, green 3.0:1, yellow
 * 2.2:1). Each gets a darker value of the same hue that passes on white, #f8f9fa and its tint.
 */
const LIGHT_ACCESSIBLE_HUES: Record<string, string> = {
  blue: '#1864ab',
  red: '#c32929',
  green: '#267937',
  teal: '#087756',
  cyan: '#0b7285',
  yellow: '#a15300',
  orange: '#b83d0d',
  lime: '#49750a',
};

const lightHueVariables = Object.fromEntries(
  Object.entries(LIGHT_ACCESSIBLE_HUES).flatMap(([hue, value]) =>
    ['text', 'filled', 'light-color', 'outline'].map((part) => [`--mantine-color-${hue}-${part}`, value]),
  ),
);

/**
 * Mantine's dimmed text (gray 6 on white, 3.3:1; dark 2 on dark 7, 4.0:1) fails WCAG AA 4.5:1,
 * which Lighthouse and axe flag on every page with secondary text: one shade stronger passes.
 *
 * Dark scheme, gray's light variant (EnumBadge, EnumTag, gray badges and alerts): Mantine draws a
 * light variant as its hue's shade 9 darkened by half, a deep tint for blue or teal but near-black
 * for gray (#111315, darker than the body), so gray badges stood out as heavy black blocks beside
 * the coloured ones. Gray takes Mantine's translucent tint instead (its v8 rule: shade 6 at 15 %,
 * 20 % on hover), about as light as the coloured tints on any surface, under the same gray 0 text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  // The error colour (red 6, about 3.3:1 on white) is used for the small text under inputs.
  light: { ...lightHueVariables, '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': LIGHT_ACCESSIBLE_HUES.red ?? '#c32929' },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-gray-light': alpha(theme.colors.gray[6], 0.15),
    '--mantine-color-gray-light-hover': alpha(theme.colors.gray[6], 0.2),
  },
});

import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is at least Mantine's `sm` breakpoint wide, read as the component renders, so
 * the first render already lays out for the screen it is on. Only for what the browser alone
 * draws: the timeline pages are `ssr: false`, so there is no server markup to match.
 */
export function useWideScreen(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
}

import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** Light/dark switch; Mantine keeps the choice in localStorage (a preference, never data). */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    // A native title instead of Mantine's Tooltip keeps floating-ui (about 10 KB gzip) off the initial route.
    <ActionIcon variant="default" size="lg" aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`} onClick={() => setColorScheme(next)}>
      <span aria-hidden="true">{computed === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}

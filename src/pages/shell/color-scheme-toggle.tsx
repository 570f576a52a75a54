import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** Light/dark switch; Mantine keeps the choice in localStorage (a preference, never data). */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip label={`Switch to ${next} theme`}>
      <ActionIcon variant="default" size="lg" aria-label={`Switch to ${next} theme`} onClick={() => setColorScheme(next)}>
        <span aria-hidden="true">{computed === 'dark' ? '☀' : '☾'}</span>
      </ActionIcon>
    </Tooltip>
  );
}

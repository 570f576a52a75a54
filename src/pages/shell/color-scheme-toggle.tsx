import { ActionIcon, useMantineColorScheme } from '@mantine/core';

/**
 * Light/dark switch; Mantine keeps the choice in localStorage (a preference, never data).
 * Both buttons are rendered and CSS shows the one for the scheme in force (Mantine's
 * lightHidden/darkHidden), so a prerendered page shows the right one before any script runs,
 * and the hidden one is out of the accessibility tree.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  return (
    <>
      <SchemeButton to="dark" icon="☾" darkHidden onClick={() => setColorScheme('dark')} />
      <SchemeButton to="light" icon="☀" lightHidden onClick={() => setColorScheme('light')} />
    </>
  );
}

function SchemeButton({ to, icon, onClick, ...hidden }: { to: 'light' | 'dark'; icon: string; onClick: () => void; lightHidden?: boolean; darkHidden?: boolean }) {
  return (
    // A native title instead of Mantine's Tooltip keeps floating-ui (about 10 KB gzip) off the initial route.
    <ActionIcon variant="default" size="lg" aria-label={`Switch to ${to} theme`} title={`Switch to ${to} theme`} onClick={onClick} {...hidden}>
      <span aria-hidden="true">{icon}</span>
    </ActionIcon>
  );
}

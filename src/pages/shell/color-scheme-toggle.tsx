import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { useRef } from 'react';

type Scheme = 'light' | 'dark';

/**
 * Light/dark switch; Mantine keeps the choice in localStorage (a preference, never data).
 * Both buttons are rendered and CSS shows the one for the scheme in force (Mantine's
 * lightHidden/darkHidden), so a prerendered page shows the right one before any script runs,
 * and the hidden one is out of the accessibility tree.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const buttons = useRef<Record<Scheme, HTMLButtonElement | null>>({ light: null, dark: null });
  const switchTo = (scheme: Scheme) => {
    setColorScheme(scheme); // sets the attribute at once, so the other button is shown now
    // The pressed button is hidden by the switch: focus moves to the one that replaced it.
    buttons.current[scheme === 'dark' ? 'light' : 'dark']?.focus();
  };
  return (
    <>
      <SchemeButton ref={(node) => { buttons.current.dark = node; }} to="dark" icon="☾" darkHidden onClick={() => switchTo('dark')} />
      <SchemeButton ref={(node) => { buttons.current.light = node; }} to="light" icon="☀" lightHidden onClick={() => switchTo('light')} />
    </>
  );
}

interface SchemeButtonProps {
  ref: (node: HTMLButtonElement | null) => void;
  to: Scheme;
  icon: string;
  onClick: () => void;
  lightHidden?: boolean;
  darkHidden?: boolean;
}

function SchemeButton({ to, icon, ...rest }: SchemeButtonProps) {
  return (
    // A native title instead of Mantine's Tooltip keeps floating-ui (about 10 KB gzip) off the initial route.
    <ActionIcon variant="default" size="lg" aria-label={`Switch to ${to} theme`} title={`Switch to ${to} theme`} {...rest}>
      <span aria-hidden="true">{icon}</span>
    </ActionIcon>
  );
}

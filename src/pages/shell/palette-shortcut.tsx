// The command palette's shortcut as the admin's keyboard names it: ⌘K on Apple systems, Ctrl+K
// elsewhere (the shortcut itself, Mantine's `mod+K`, answers to both).
import { Kbd } from '@mantine/core';
import { useHydrated } from '../../hooks/use-stored-value';

const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The prerendered HTML knows no platform and says Ctrl; an Apple system's label follows hydration. */
function useAppleKeys(): boolean {
  return useHydrated() && isApple();
}

/** "Ctrl+K" or "⌘K", for running text. */
export function PaletteShortcutText() {
  return <strong>{useAppleKeys() ? '⌘K' : 'Ctrl+K'}</strong>;
}

/** "Ctrl K" or "⌘ K" as key caps, for the header's search button. */
export function PaletteShortcutKeys() {
  return <Kbd size="xs">{useAppleKeys() ? '⌘ K' : 'Ctrl K'}</Kbd>;
}

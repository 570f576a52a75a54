// The command palette's shortcut, ⌘K on Apple systems and Ctrl+K elsewhere: the key the shell
// binds and the words and key caps that name it, decided here together.
import { Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
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

/**
 * Binds the shortcut on the whole page, text fields included (as Linear, Slack and GitHub do):
 * Mantine's `useHotkeys` ignores keys typed in inputs by default, so an open-by-id page, whose
 * first field has the focus, never opened search. The platform's key only (not Mantine's `mod`,
 * which is either), since on Apple systems Ctrl+K in a text field deletes to the end of the line.
 */
export function usePaletteHotkey(open: () => void): void {
  const hotkey = useAppleKeys() ? 'meta+K' : 'ctrl+K';
  useHotkeys([[hotkey, open]], [], true);
}

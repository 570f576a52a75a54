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
 * first field has the focus, never opened search. It acts on the platform's key only, since on
 * Apple systems Ctrl+K in a text field deletes to the end of the line, and judges the platform at
 * the key press: a hook reading it on hydration re-rendered the whole shell and its page then, one
 * long task on every page's start (TBT 4-5x in Lighthouse A/Bs).
 */
export function usePaletteHotkey(open: () => void): void {
  useHotkeys(
    [
      [
        'mod+K',
        (event) => {
          if (!(isApple() ? event.metaKey : event.ctrlKey)) return;
          event.preventDefault();
          open();
        },
        { preventDefault: false },
      ],
    ],
    [],
    true,
  );
}

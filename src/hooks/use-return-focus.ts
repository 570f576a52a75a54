import { useLayoutEffect, useRef } from 'react';

/**
 * For a Mantine Modal, Drawer or Spotlight given `returnFocus={false}` (pass it the `opened` the
 * overlay gets): gives the focus back to what had it when the overlay opened, in the same commit
 * that closes it. Mantine's returnFocus does it 10 ms later: under reduced motion (src/theme.ts)
 * the overlay's content, with the focus, is already gone by then, so for that moment the focus was
 * on the page's body, which a screen reader may announce before the button.
 */
export function useReturnFocus(opened: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened) {
      // Still the opener: Mantine's focus trap moves the focus into the overlay after this commit.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    // Only from a dialog or the body: the page's own effects (which run after this one, e.g. one
    // moving the focus from a deleted item's gone button) still have the last word.
    const active = document.activeElement;
    const inDialog = active instanceof Element && active.closest('[role="dialog"]') !== null;
    if (opener.current?.isConnected && (active === null || active === document.body || inDialog)) opener.current.focus({ preventScroll: true });
    opener.current = null;
  }, [opened]);
}

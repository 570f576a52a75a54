import { useLayoutEffect, useState } from 'react';

/**
 * For a Mantine Modal or Drawer that a page mounts only once it is first asked to open: a closed
 * one still mounts its portal, its transition and its ids (each of which renders it again right
 * after mounting), in the page's first commit. `mounted` says whether to render the dialog,
 * `opened` what to pass it. On the first request the dialog mounts closed and opens in a second
 * render, as one mounted all along would: useReturnFocus remembers the focused element (to give
 * focus back on close), and Mantine runs its opening transition, only when `opened` turns true
 * after mounting. A layout effect, so that second render comes before the browser paints and
 * before the dialog's focus trap moves focus inside it (it would otherwise remember its own close
 * button).
 */
export function useMountOnFirstOpen(opened: boolean): { mounted: boolean; opened: boolean } {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: the dialog must commit closed before it opens
    if (opened) setMounted(true);
  }, [opened]);
  return { mounted: mounted || opened, opened: mounted && opened };
}

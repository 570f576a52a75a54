import { startTransition, useEffect, useState } from 'react';

/**
 * Mounts a view in `count` steps, top to bottom, one React commit each: returns how many steps
 * are shown (1 at first; the next follows each commit in a transition, from once `start` is true).
 * A commit cannot yield part-way, and a big one (a page's Mantine inputs, the portals and refs
 * they set up inside the commit, which re-render it synchronously, and the layout that follows)
 * is one long main-thread task. Split top to bottom, each part is short and nothing already drawn
 * moves.
 */
export function useMountSteps(count: number, start = true): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (start && shown < count) startTransition(() => setShown(shown + 1));
  }, [start, shown, count]);
  return shown;
}

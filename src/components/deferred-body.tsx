import { Skeleton, Stack } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';

/**
 * A page's body, drawn in a render of its own after the one that puts the page's heading on
 * screen. For pages prerendered as their pending view (those that read data or have ids in their
 * path, src/prerender.tsx): once hydrated, the router draws the page in a synchronous store
 * update, one long task for the whole body. A deferred value's first render is its initial value
 * (the heading over a skeleton), and the body then renders in a transition, which React
 * time-slices, as the home cards do.
 */
export function DeferredBody({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  if (drawn) return children;
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

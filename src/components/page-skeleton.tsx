import { Skeleton, Stack, Text } from '@mantine/core';
import { PageFrame } from './page-frame';
import { PageHeading } from './page-heading';

function SkeletonBlocks() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={28} width="40%" />
      <Skeleton height={16} width="70%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

/** Shown while a lazy part loads, in the page's frame. */
export function PageSkeleton() {
  return (
    <PageFrame>
      <SkeletonBlocks />
    </PageFrame>
  );
}

/**
 * Every route's pending view (its loader takes longer than the router's `pendingMs`, a retry after
 * an error, and the build-time prerender of a page that reads data), and the root's while the
 * sign-in check is slow: the heading of the page on its way (the same as the page's own, when it
 * draws `PageHeading`), then its skeleton, with the words for it.
 */
export function PagePending() {
  return (
    <PageFrame>
      <Stack gap="sm" mb="md">
        <PageHeading />
        <Text c="dimmed" size="sm">
          Loading…
        </Text>
      </Stack>
      <SkeletonBlocks />
    </PageFrame>
  );
}

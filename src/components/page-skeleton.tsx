import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { PageHeading } from './page-heading';

/** Shown while a lazy part or data loads. */
export function PageSkeleton() {
  return (
    <Stack gap="md" p="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={28} width="40%" />
      <Skeleton height={16} width="70%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
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
    <Container size="lg" py="md">
      <Stack gap="sm">
        <PageHeading />
        <Text c="dimmed" size="sm">
          Loading…
        </Text>
      </Stack>
      <PageSkeleton />
    </Container>
  );
}

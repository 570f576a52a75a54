import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { useMatch } from '@tanstack/react-router';

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
 * Every route's pending view (its loader takes longer than the router's `pendingMs`, and the
 * build-time prerender of a page that reads data): the page's title, then its skeleton.
 */
export function PagePending() {
  const title = useMatch({ strict: false, shouldThrow: false, select: (match) => match.staticData.page?.title });
  return (
    <Container size="lg" py="md">
      {title && <Title order={1}>{title}</Title>}
      <PageSkeleton />
    </Container>
  );
}

import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';

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
 * sign-in check is slow: the title of the page on its way, then its skeleton, with the words for it.
 */
export function PagePending() {
  const title = useMatches({ select: (matches) => matches.at(-1)?.staticData.page?.title });
  return (
    <Container size="lg" py="md">
      {title && <Title order={1}>{title}</Title>}
      <Text c="dimmed" size="sm" mt="xs">
        Loading…
      </Text>
      <PageSkeleton />
    </Container>
  );
}

import { Skeleton, Stack } from '@mantine/core';

/** Shown while a lazy page or its first data loads. */
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

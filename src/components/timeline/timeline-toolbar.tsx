import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '../date-format';

export interface TimelineToolbarProps {
  loaded: number;
  shown: number;
  hasNextPage: boolean;
  loadingAll: boolean;
  onLoadAll: () => void;
  onCancelLoadAll: () => void;
  /** Shown below the counts (the export). */
  children?: ReactNode;
}

/**
 * Counts and "load all" with a cancellable progress indicator. `loaded` and `hasNextPage` must
 * describe the same rendered state, or the status claims the whole history with a page missing.
 */
export function TimelineToolbar({ loaded, shown, hasNextPage, loadingAll, onLoadAll, onCancelLoadAll, children }: TimelineToolbarProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" aria-live="polite" aria-atomic="true">
          {formatCount(loaded)} {loaded === 1 ? 'entry' : 'entries'} loaded{hasNextPage ? ', more on the server' : ', the whole history'}
          {shown !== loaded && ` · ${formatCount(shown)} match the filters`}
        </Text>
        <Group gap="xs" wrap="wrap">
          {loadingAll ? (
            <Button variant="default" size="xs" onClick={onCancelLoadAll}>
              Cancel loading
            </Button>
          ) : (
            <Button variant="default" size="xs" onClick={onLoadAll} disabled={!hasNextPage}>
              Load all
            </Button>
          )}
        </Group>
      </Group>
      {loadingAll && (
        // The total is unknown until the last page (the API gives no count): an indeterminate bar plus the running count.
        <Progress value={100} striped animated size="sm" aria-label={`Loading all entries: ${formatCount(loaded)} loaded so far`} />
      )}
      {children}
    </Stack>
  );
}

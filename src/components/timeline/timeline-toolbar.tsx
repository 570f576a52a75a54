import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '../date-format';

export interface TimelineToolbarProps {
  loaded: number;
  shown: number;
  hasNextPage: boolean;
  loadingAll: boolean;
  onLoadAll: () => void;
  onCancelLoadAll: () => void;
  onExportJson: () => void;
  onExportCsv: () => void;
}

/** Counts, "load all" with a cancellable progress indicator, and exports of what is loaded. */
export function TimelineToolbar({ loaded, shown, hasNextPage, loadingAll, onLoadAll, onCancelLoadAll, onExportJson, onExportCsv }: TimelineToolbarProps) {
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
          <Button variant="default" size="xs" onClick={onExportJson} disabled={!loaded}>
            Export JSON
          </Button>
          <Button variant="default" size="xs" onClick={onExportCsv} disabled={!loaded}>
            Export CSV
          </Button>
        </Group>
      </Group>
      {loadingAll && (
        // The total is unknown until the last page (the API gives no count): an indeterminate bar plus the running count.
        <Progress value={100} striped animated size="sm" aria-label={`Loading all entries: ${formatCount(loaded)} loaded so far`} />
      )}
    </Stack>
  );
}

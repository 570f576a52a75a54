import { Button, Group, Loader, Text } from '@mantine/core';
import { ApiErrorAlert } from '../api-error-alert';
import { formatCount } from '../date-format';
import type { InfiniteHistoryQuery } from './use-history-timeline';

export interface TimelineFooterProps {
  query: Pick<InfiniteHistoryQuery<unknown>, 'error' | 'isFetchNextPageError' | 'isFetchingNextPage' | 'hasNextPage' | 'fetchNextPage'>;
  /** The rendered entries lag the query (useHistoryTimeline's `catchingUp`). */
  catchingUp: boolean;
  loadMore: () => void;
  loaded: number;
  /** How the list names what it holds: `{ one: 'entry', many: 'entries', start: 'Start of the history' }`. */
  noun: { one: string; many: string; start: string };
}

/** The end of a timeline's list: a failed page with Retry, loading, "Load older", or where the list starts. */
export function TimelineFooter({ query, catchingUp, loadMore, loaded, noun }: TimelineFooterProps) {
  if (query.isFetchNextPageError) {
    return <ApiErrorAlert error={query.error} title={`Older ${noun.many} failed to load; the ${noun.many} above stay`} onRetry={() => void query.fetchNextPage()} />;
  }
  if (query.isFetchingNextPage || catchingUp) {
    return (
      <Group gap="xs" py="sm">
        <Loader size="xs" />
        <Text size="sm">Loading older {noun.many}…</Text>
      </Group>
    );
  }
  if (query.hasNextPage) {
    return (
      <Button variant="default" size="xs" my="sm" onClick={loadMore}>
        Load older {noun.many}
      </Button>
    );
  }
  return (
    <Text size="sm" c="dimmed" py="sm">
      {noun.start}: {formatCount(loaded)} {loaded === 1 ? noun.one : noun.many} in all.
    </Text>
  );
}

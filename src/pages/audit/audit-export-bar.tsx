import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '../../components/date-format';

export interface AuditExportBarProps {
  /** What an export holds, in words (exportHolds). */
  holds: string;
  loaded: number;
  /** Loading every page of the filter before an export. */
  loading: boolean;
  /** Why the last export did not happen (cancelled, a page failed), if it did not. */
  notice: string;
  onExport: (kind: 'json' | 'csv') => void;
  onCancel: () => void;
}

/** A line saying what an export holds, the export buttons, and the progress of loading every page first (cancellable). */
export function AuditExportBar({ holds, loaded, loading, notice, onExport, onCancel }: AuditExportBarProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" aria-live="polite" aria-atomic="true">{holds}</Text>
        <Group gap="xs" wrap="wrap">
          {loading ? (
            <Button variant="default" size="xs" onClick={onCancel}>Cancel export</Button>
          ) : (
            <>
              <Button variant="default" size="xs" onClick={() => onExport('json')} disabled={!loaded}>Export JSON</Button>
              <Button variant="default" size="xs" onClick={() => onExport('csv')} disabled={!loaded}>Export CSV</Button>
            </>
          )}
        </Group>
      </Group>
      {loading && (
        // The total is unknown until the last page (the trail gives no count): an indeterminate bar and the running count.
        <Progress value={100} striped animated size="sm" aria-label={`Loading every record for the export: ${formatCount(loaded)} loaded so far`} />
      )}
      {notice && <Text size="sm" c="dimmed" role="status">{notice}</Text>}
    </Stack>
  );
}

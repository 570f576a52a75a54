import { Alert, Text } from '@mantine/core';
import { formatRelative, parseTimestamp } from '../../components/date-format';
import { DateTime } from '../../components/date-time';

/** Shown when a stored config has a deprecation deadline: the time left, or that it has passed. */
export function DeprecationBanner({ deadline, message, now = new Date() }: { deadline: string | null; message: string; now?: Date }) {
  if (!deadline) return null;
  const date = parseTimestamp(deadline);
  const passed = date !== null && date.getTime() <= now.getTime();
  const title = !date ? 'Deprecation deadline set' : passed ? `Deprecation deadline passed ${formatRelative(date, now)}` : `Deprecated: ends ${formatRelative(date, now)}`;
  return (
    <Alert color={passed ? 'red' : 'yellow'} variant="light" title={title} role="note">
      <Text size="sm">
        Deadline: <DateTime value={deadline} />
      </Text>
      {message && (
        <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
      )}
    </Alert>
  );
}

import { Badge, Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useRef, useSyncExternalStore } from 'react';
import { DateTime } from './date-time';
import { clearActivity, readActivity, subscribeActivity, type ActivityEntry, type ActivityOutcome } from './session-activity-store';

const EMPTY: ActivityEntry[] = [];

export function useSessionActivity(): ActivityEntry[] {
  return useSyncExternalStore(subscribeActivity, readActivity, () => EMPTY);
}

const OUTCOME: Record<ActivityOutcome, { label: string; color: string }> = {
  succeeded: { label: 'succeeded', color: 'green' },
  'not-found': { label: 'not found', color: 'yellow' },
  failed: { label: 'failed', color: 'red' },
};

/**
 * What this browser did with the given operations in this tab session, newest first. Ids only:
 * nothing secret is ever recorded (see session-activity-store.ts).
 */
export function SessionActivity({ operations, title = 'Session activity' }: { operations: readonly string[]; title?: string }) {
  const all = useSessionActivity();
  const entries = all.filter((entry) => operations.includes(entry.operation));
  // "Clear list" goes with the list: the heading takes its focus, not the page's body.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="session-activity-heading">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="session-activity-heading" ref={heading} tabIndex={-1}>
          {title}
        </Title>
        {entries.length > 0 && (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => {
              heading.current?.focus();
              clearActivity(operations);
            }}
          >
            Clear list
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        What this browser sent from this page in this tab session (kept until the tab closes; ids only).
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">Nothing sent yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table striped verticalSpacing="xs" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Operation</Table.Th>
                <Table.Th>Ids</Table.Th>
                <Table.Th>Outcome</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.key}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <DateTime value={entry.at} />
                  </Table.Td>
                  <Table.Td>{entry.operation}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {Object.entries(entry.ids).map(([name, value]) => (
                        <Text key={name} size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {name}: <Code>{value || '—'}</Code>
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={OUTCOME[entry.outcome].color} variant="dot" tt="none">
                      {OUTCOME[entry.outcome].label}
                    </Badge>
                    {entry.detail && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {entry.detail}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

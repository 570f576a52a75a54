import { Badge, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, useSyncExternalStore } from 'react';
import { DataTable } from './data-table';
import { DateTime } from './date-time';
import { OUTCOME_COLOR } from './outcome-color';
import { clearActivity, readActivity, subscribeActivity, type ActivityEntry, type ActivityOutcome } from './session-activity-store';

const EMPTY: ActivityEntry[] = [];

export function useSessionActivity(): ActivityEntry[] {
  return useSyncExternalStore(subscribeActivity, readActivity, () => EMPTY);
}

const OUTCOME: Record<ActivityOutcome, { label: string; means?: string }> = {
  succeeded: { label: 'succeeded' },
  'not-found': { label: 'not found' },
  failed: { label: 'failed' },
  // No answer came: not "failed", which would say nothing was changed.
  unknown: { label: 'outcome unknown', means: 'No answer came: it may or may not have been applied. Check before sending it again.' },
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
        <DataTable minWidth={560} striped verticalSpacing={10} aria-label={title}>
          <thead>
            <tr>
              <th>Time</th>
              <th>Operation</th>
              <th>Ids</th>
              <th>Outcome</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.key}>
                <td style={{ whiteSpace: 'nowrap' }}>
                  <DateTime value={entry.at} />
                </td>
                <td>{entry.operation}</td>
                <td>
                  <Stack gap={2}>
                    {Object.entries(entry.ids).map(([name, value]) => (
                      <Text key={name} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {name}: <Code>{value || '—'}</Code>
                      </Text>
                    ))}
                  </Stack>
                </td>
                <td>
                  <Badge color={OUTCOME_COLOR[entry.outcome]} variant="dot" tt="none">
                    {OUTCOME[entry.outcome].label}
                  </Badge>
                  {OUTCOME[entry.outcome].means && <Text size="xs">{OUTCOME[entry.outcome].means}</Text>}
                  {entry.detail && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {entry.detail}
                    </Text>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Stack>
  );
}

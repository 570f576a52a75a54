import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface TimelineEmptyProps {
  /** What is missing, as a heading: "No entries match these filters". */
  title: string;
  /** Why, or what the list would hold. */
  children: ReactNode;
  /** What the admin can do about it (Clear filters). */
  action?: ReactNode;
}

/** In place of a timeline with nothing to show: the empty list said in words, not an empty box. */
export function TimelineEmpty({ title, children, action }: TimelineEmptyProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Title id={titleId} order={2} size="h4">{title}</Title>
        {/* At most as wide as the panel: the filters it repeats may hold a word longer than the line. */}
        <Text size="sm" c="dimmed" maw="100%">{children}</Text>
        {action}
      </Stack>
    </Paper>
  );
}

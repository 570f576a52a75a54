// Who is signed in, in the header: a button with the person's initials (and, from tablet width,
// name and role) that opens a panel with name, e-mail, role and "Sign out". A disclosure, not a
// Mantine Menu: a few lines of its own instead of the popover machinery on the initial route.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useClickOutside, useDisclosure, useId } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { consoleMeQueryOptions } from '../../api/console-me';
import { useHydrated } from '../../hooks/use-stored-value';
import { roleSummary } from '../../session/permissions';
import { displayName, initialsOf } from '../../session/person-name';
import { signOutOfConsole } from '../../session/sign-out';
import classes from './user-menu.module.css';

const MODES: Record<string, string> = { oidc: 'your organization’s sign-in', token: 'the console’s sign-in link', demo: 'the demo sign-in' };

export function UserMenu() {
  const me = useQuery(consoleMeQueryOptions());
  const queryClient = useQueryClient();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const container = useClickOutside<HTMLDivElement>(close);
  const panelId = useId();
  // A prerendered page was drawn with nobody signed in: the person appears once it has hydrated.
  const hydrated = useHydrated();
  if (!hydrated || !me.data) return null;
  const person = me.data;
  const name = displayName(person);
  const role = roleSummary(person.role);

  const leave = () => {
    setLeaving(true);
    setFailure(null);
    signOutOfConsole(queryClient).catch((error: unknown) => {
      setLeaving(false);
      setFailure(`Not signed out: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  return (
    <div
      ref={container}
      className={classes.container}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !opened) return;
        close();
        trigger.current?.focus();
      }}
    >
      <Button ref={trigger} variant="default" size="sm" px={6} aria-expanded={opened} aria-controls={panelId} onClick={toggle}>
        <Group gap={8} wrap="nowrap">
          <span className={classes.initials} aria-hidden="true">
            {initialsOf(name)}
          </span>
          <span className={classes.name}>{name}</span>
          <span className={classes.role}>{role.label}</span>
        </Group>
      </Button>
      {opened && (
        <Paper id={panelId} role="group" aria-label="Signed in" className={classes.panel} withBorder shadow="md" p="md">
          <Stack gap={6}>
            <Text size="xs" c="dimmed">Signed in as</Text>
            <Text fw={600} className={classes.wrap}>{name}</Text>
            {person.email && <Text size="sm" className={classes.wrap}>{person.email}</Text>}
            <Text size="sm">
              Role: <strong>{role.label}</strong>
            </Text>
            <Text size="xs" c="dimmed">{role.allows}</Text>
            {person.mode && <Text size="xs" c="dimmed">Signed in through {MODES[person.mode] ?? person.mode}.</Text>}
            {failure && (
              <Text size="sm" c="red" role="alert" className={classes.wrap}>
                {failure}
              </Text>
            )}
            <Button mt="xs" variant="default" onClick={leave} loading={leaving}>
              Sign out
            </Button>
          </Stack>
        </Paper>
      )}
    </div>
  );
}

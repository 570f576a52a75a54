// Who is signed in, in the header, and the way out. Without a session the browser goes to sign in
// and comes back to the same page. (The minimum the sign-in needs; the full user menu is issue 17's
// browser side.)
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { consoleMeQueryOptions, signInHref, signOut } from '../../api/console-me';

export function SignedInUser() {
  const me = useQuery(consoleMeQueryOptions());
  const [leaving, setLeaving] = useState(false);
  const unauthenticated = me.error instanceof ApiError && me.error.status === 401;
  useEffect(() => {
    if (unauthenticated) window.location.assign(signInHref(window.location.pathname + window.location.search));
  }, [unauthenticated]);
  if (!me.data) return null;
  const who = me.data.name || me.data.email || me.data.sub;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" visibleFrom="sm" aria-label={`Signed in as ${who} (${me.data.role})`}>
        {who} · {me.data.role}
      </Text>
      <Button
        variant="default"
        size="sm"
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void signOut().then((logoutUrl) => window.location.assign(logoutUrl ?? signInHref('/')));
        }}
      >
        Sign out
      </Button>
    </Group>
  );
}

import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { HrefLink } from '../../components/href-link';
import { OpenByIdForm } from '../../components/open-by-id-form';
import { partialMatches } from '../resolve-path';

/** 404, or, for a page URL that lacks some ids (`/apps/A/sso`), that page's open-by-id form. */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const matches = partialMatches(pathname);
  const [only] = matches;
  if (only && matches.length === 1) {
    return (
      <Container size="md" py="md">
        <Title order={1} mb="xs">
          {only.page.title}
        </Title>
        <Text c="dimmed" mb="md">
          This address lacks some ids. Fill them in to open the page.
        </Text>
        <OpenByIdForm page={only.page} initial={only.params} />
      </Container>
    );
  }
  return (
    <Container size="md" py="md">
      <Title order={1} mb="md">
        Page not found
      </Title>
      <Stack>
        <Alert color="gray" title="No console page at this address">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {pathname}
          </Text>
        </Alert>
        {matches.length > 1 && (
          <Stack gap={4}>
            <Text>Did you mean one of these?</Text>
            {matches.map((match) => (
              <HrefLink key={match.page.id} href={`/open/${match.page.id}?${new URLSearchParams(match.params).toString()}`}>
                {match.page.title}
              </HrefLink>
            ))}
          </Stack>
        )}
        <Text>
          <HrefLink href="/">Go to the home page</HrefLink> or press <strong>Ctrl+K</strong> to search every page.
        </Text>
      </Stack>
    </Container>
  );
}

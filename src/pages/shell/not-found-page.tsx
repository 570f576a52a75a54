import { Alert, Stack, Text, Title } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { AnchorLink } from '../../components/links';
import { OpenByIdForm } from '../../components/open-by-id-form';
import { PageFrame } from '../../components/page-frame';
import { OPEN_BY_ID_PATH, pageCatalog } from '../../route-catalog';
import { partialMatches } from '../../resolve-path';
import { PaletteShortcutText } from './palette-shortcut';

/** 404, or, for a page URL that lacks some ids (`/apps/A/sso`), that page's open-by-id form. */
export function NotFoundPage() {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const matches = partialMatches(pageCatalog(router), pathname);
  const [only] = matches;
  if (only && matches.length === 1) {
    return (
      <PageFrame column="form">
        <Title order={1} mb="xs">
          {only.page.title}
        </Title>
        <Text c="dimmed" mb="md">
          This address lacks some ids. Fill them in to open the page.
        </Text>
        <OpenByIdForm page={only.page} initial={only.params} />
      </PageFrame>
    );
  }
  return (
    <PageFrame column="form">
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
              <AnchorLink key={match.page.id} to={OPEN_BY_ID_PATH} params={{ pageId: match.page.id }} search={match.params}>
                {match.page.title}
              </AnchorLink>
            ))}
          </Stack>
        )}
        <Text>
          <AnchorLink to="/">Go to the home page</AnchorLink> or press <PaletteShortcutText /> to search every page.
        </Text>
      </Stack>
    </PageFrame>
  );
}

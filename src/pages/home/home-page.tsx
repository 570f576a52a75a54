import { Anchor, Badge, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { consoleInfoQueryOptions } from '../../api/console-info';
import { AnchorLink } from '../../components/links';
import { PageFrame } from '../../components/page-frame';
import { type CatalogPage, entryLink, pageCatalog, tryItValues } from '../../route-catalog';
import { openCommandPalette } from '../shell/command-palette-trigger';
import { PaletteShortcutText } from '../shell/palette-shortcut';

function PageCard({ page, demoIds }: { page: CatalogPage; demoIds: Readonly<Record<string, string>> | undefined }) {
  const example = demoIds ? tryItValues(page, demoIds) : null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`page-card-${page.id}`}>
      <Stack gap={6} h="100%">
        {/* The group above the title, as in the sidebar, leaves the title the card's whole width. */}
        <div>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {page.group}
          </Text>
          <Title order={2} size="h4" id={`page-card-${page.id}`}>
            <AnchorLink {...entryLink(page)} inherit underline="hover">
              {page.title}
            </AnchorLink>
          </Title>
        </div>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {page.description}
        </Text>
        {example && (
          // The accessible name starts with the visible words (WCAG 2.5.3) and says which page.
          <AnchorLink to={page.path} params={example.params} search={example.search} size="sm" fw={600} aria-label={`Try it: ${page.title} with demo data`}>
            Try it <span aria-hidden="true">→</span>
          </AnchorLink>
        )}
      </Stack>
    </Card>
  );
}

export function HomePage() {
  const pages = pageCatalog(useRouter()).filter((page) => page.group !== 'Start');
  const info = useQuery(consoleInfoQueryOptions());
  // The query's answer is a synchronous store update; deferring it lets React draw the cards (a
  // large subtree) in a time-sliced transition instead of one long task. The first render is the
  // skeleton, as prerendered: the shell's tenant badge asks for the same answer, and it can arrive
  // before React hydrates this page, which must then still match the prerendered HTML.
  const loaded = useDeferredValue(!info.isPending, false);
  return (
    <PageFrame>
      <Stack gap="xs" mb="lg">
        <Title order={1}>Tenant Admin Console</Title>
        <Text c="dimmed" maw={720}>
          Register MCP servers, edit contacts, owners and auth providers, read SSO applications and AuthZEN servers, audit change
          history, and revoke credentials — for one tenant, through a proxy that keeps its secrets on the server.
        </Text>
        <Text size="sm">
          Press <PaletteShortcutText /> (or{' '}
          <Anchor component="button" type="button" size="sm" onClick={openCommandPalette}>
            open search
          </Anchor>
          ) and paste a console URL or an API path such as <code>/api/v1/apps/A/sso/applications/B</code> to jump straight to its page.
        </Text>
      </Stack>
      {!loaded ? (
        // Until the console knows its tenant (one small request), the cards wait as a skeleton:
        // drawing them first and adding the demo notice and Try-it links later would shift them.
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="status" aria-busy="true" aria-label="Loading pages">
          {pages.map((page) => (
            <Skeleton key={page.id} height={132} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          {info.data?.tenant.demo && (
            <Text size="sm" component="div" mb="md">
              <Badge color="grape" variant="light" mr={6}>
                Demo
              </Badge>
              You are on the in-memory demo tenant: every change resets when the server restarts. Use the “Try it” links to walk the
              console with seeded data.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {pages.map((page) => (
              <PageCard key={page.id} page={page} demoIds={info.data?.demoIds} />
            ))}
          </SimpleGrid>
        </>
      )}
    </PageFrame>
  );
}

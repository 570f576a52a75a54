import { Text, Title } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import { ReadOnlyNotice } from './read-only-notice';

/**
 * The title of the page on screen and, when its route gives one, the sentence under it
 * (`staticData.page.intro`). The route's pending view and the page draw the same heading, so it
 * is on screen from the first paint and does not change when the data comes. On a page that
 * changes the tenant (`staticData.page.changes`), a viewer also sees the read-only notice under it.
 */
export function PageHeading() {
  const page = useMatches({ select: (matches) => matches.at(-1)?.staticData.page });
  if (!page) return null;
  return (
    <>
      <Title order={1}>{page.title}</Title>
      {page.intro && (
        <Text size="sm" c="dimmed">
          {page.intro}
        </Text>
      )}
      {page.changes && <ReadOnlyNotice />}
    </>
  );
}

import { Container, Text, Title } from '@mantine/core';
import { createLazyRoute, notFound } from '@tanstack/react-router';
import { OpenByIdForm } from '../../components/open-by-id-form';
import { pageById } from '../page-catalog';
import { openByIdRoute } from './route';

function OpenByIdPage() {
  const { pageId } = openByIdRoute.useParams();
  const search = openByIdRoute.useSearch();
  const page = pageById(pageId);
  if (!page || page.params.length === 0) throw notFound();
  return (
    <Container size="md" py="md">
      <Title order={1} mb="xs">
        {page.title}
      </Title>
      <Text c="dimmed" mb="md">
        {page.description}
      </Text>
      <OpenByIdForm key={page.id} page={page} initial={search} />
    </Container>
  );
}

export const Route = createLazyRoute('/open/$pageId')({ component: OpenByIdPage });

import { Text, Title } from '@mantine/core';
import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { OpenByIdForm } from '../../components/open-by-id-form';
import { PageFrame } from '../../components/page-frame';
import { OPEN_BY_ID_PATH, pageById, pageCatalog } from '../../route-catalog';
import { NotFoundPage } from '../shell/not-found-page';

const routeApi = getRouteApi(OPEN_BY_ID_PATH);

function OpenByIdPage() {
  const { pageId } = routeApi.useParams();
  const search = routeApi.useSearch();
  const page = pageById(pageCatalog(useRouter()), pageId);
  if (!page || page.params.length === 0) return <NotFoundPage />;
  return (
    <PageFrame column="form">
      <Title order={1} mb="xs">
        {page.title}
      </Title>
      <Text c="dimmed" mb="md">
        {page.description}
      </Text>
      <OpenByIdForm key={page.id} page={page} initial={search} />
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: OpenByIdPage });

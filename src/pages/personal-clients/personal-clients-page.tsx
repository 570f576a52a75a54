import { Code, List, Stack, Text } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useDeletePersonalClientMutation } from '../../api/personal-clients';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { RevokeById } from '../../components/revoke-by-id';
import { SessionActivity } from '../../components/session-activity';

const routeApi = getRouteApi('/iam/personal-clients');
const OPERATION = 'Delete personal client';

function PersonalClientsPage() {
  const { id = '' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const mutation = useDeletePersonalClientMutation();
  return (
    <PageFrame column="form">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageHeading />
        </Stack>
        <RevokeById
          fields={[{ name: 'id', label: 'Personal client name', description: 'The human-readable name of the personal client credential.', initial: id }]}
          operation={OPERATION}
          actionLabel="Delete personal client"
          confirmTitle="Delete this personal client?"
          consequences={(values) => (
            <>
              <Text size="sm">
                Personal client <Code>{values.id}</Code> will be deleted and revoked. What stops working:
              </Text>
              <List size="sm" spacing={4}>
                <List.Item>its API access ends at once: every call made with it is refused from now on;</List.Item>
                <List.Item>scripts, CLIs and tools configured with it stop working until given a new credential.</List.Item>
              </List>
            </>
          )}
          successMessage={(values) => (
            <>
              Personal client <Code>{values.id}</Code> was deleted; its API access has ended.
            </>
          )}
          notFoundMessage={(values) => (
            <>
              No personal client named <Code>{values.id}</Code> exists (it may have been deleted already). Check the name.
            </>
          )}
          mutation={mutation}
          toInput={(values) => ({ id: values.id ?? '' })}
          onSucceeded={() => void navigate({ search: {}, replace: true })}
        />
        <SessionActivity operations={[OPERATION]} />
      </Stack>
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: PersonalClientsPage });

import { Code, List, Stack, Text } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useDeleteUserAttributeMappingMutation } from '../../api/user-attribute-mappings';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { RevokeById } from '../../components/revoke-by-id';
import { SessionActivity } from '../../components/session-activity';

const routeApi = getRouteApi('/user-attribute-mappings');
const OPERATION = 'Delete user attribute mapping';

function UserAttributeMappingsPage() {
  const { id = '' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const mutation = useDeleteUserAttributeMappingMutation();
  return (
    <PageFrame column="form">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageHeading />
        </Stack>
        <RevokeById
          fields={[{ name: 'id', label: 'Mapping id', description: 'The id of the user attribute mapping to delete.', initial: id }]}
          operation={OPERATION}
          actionLabel="Delete mapping"
          confirmTitle="Delete this user attribute mapping?"
          consequences={(values) => (
            <>
              <Text size="sm">
                Mapping <Code>{values.id}</Code> will be deleted. What stops working:
              </Text>
              <List size="sm" spacing={4}>
                <List.Item>user attributes it fills stop receiving values from its source app;</List.Item>
                <List.Item>SSO claim and SAML attribute mappings, and subject compatibility, that point to it no longer get a value;</List.Item>
                <List.Item>user profile source lists drop the values it contributed.</List.Item>
              </List>
            </>
          )}
          successMessage={(values) => (
            <>
              User attribute mapping <Code>{values.id}</Code> was deleted.
            </>
          )}
          notFoundMessage={(values) => (
            <>
              No user attribute mapping <Code>{values.id}</Code> exists (it may have been deleted already). Check the id.
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

export const Route = createLazyRoute(routeApi.id)({ component: UserAttributeMappingsPage });

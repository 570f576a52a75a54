import { Stack, Table, Text, Title } from '@mantine/core';
import { byPriority, USER_SOURCE_LISTS, type User } from '../../api/connector-owners';
import { CopyValue } from '../../components/copy-value';

/** For each attribute, where its value came from: one table per source list, by priority. */
export function SourceTables({ user }: { user: User }) {
  return (
    <Stack gap="lg">
      {USER_SOURCE_LISTS.map(([name, label]) => {
        const sources = byPriority(user[name]);
        return (
          <Stack key={name} gap="xs">
            <Title order={3}>{label}</Title>
            {sources.length === 0 ? (
              <Text c="dimmed" size="sm">
                No sources.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={900} type="native">
                <Table striped withTableBorder layout="fixed" verticalSpacing={6} aria-label={`${label} sources`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={80}>Priority</Table.Th>
                      <Table.Th>Value</Table.Th>
                      <Table.Th>App</Table.Th>
                      <Table.Th>App user</Table.Th>
                      <Table.Th>Profile attribute key</Table.Th>
                      <Table.Th>Mapping</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {sources.map((source, index) => (
                      <Table.Tr key={`${source.appId}-${source.appUserId}-${index}`}>
                        <Table.Td>{source.priority}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{source.value || <Text span c="dimmed">—</Text>}</Table.Td>
                        <Table.Td>
                          <CopyValue value={source.appId} label={`app id of ${label} source ${index + 1}`} />
                        </Table.Td>
                        <Table.Td>
                          <CopyValue value={source.appUserId} label={`app user id of ${label} source ${index + 1}`} />
                        </Table.Td>
                        <Table.Td>
                          <Text span ff="monospace" size="sm">
                            {source.appUserProfileAttributeKey || '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <CopyValue value={source.userAttributeMappingId} label={`mapping id of ${label} source ${index + 1}`} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

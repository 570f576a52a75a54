import { Stack, Text, Title } from '@mantine/core';
import { byPriority, USER_SOURCE_LISTS, type User } from '../../api/connector-owners';
import { CopyValue } from '../../components/copy-value';
import { DataTable } from '../../components/data-table';
import { UNDERSCORE_BREAKS, softBreaks } from '../../components/soft-breaks';

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
              <DataTable minWidth={900} striped withTableBorder layout="fixed" verticalSpacing={6} aria-label={`${label} sources`}>
                <thead>
                  <tr>
                    <th style={{ width: 80 }}>Priority</th>
                    <th>Value</th>
                    <th>App</th>
                    <th>App user</th>
                    <th>Profile attribute key</th>
                    <th>Mapping</th>
                  </tr>
                </thead>
                <tbody>
                  {sources.map((source, index) => (
                    <tr key={`${source.appId}-${source.appUserId}-${index}`}>
                      <td>{source.priority}</td>
                      <td>{source.value || <Text span c="dimmed" inherit>—</Text>}</td>
                      <td>
                        <CopyValue value={source.appId} label={`app id of ${label} source ${index + 1}`} />
                      </td>
                      <td>
                        <CopyValue value={source.appUserId} label={`app user id of ${label} source ${index + 1}`} />
                      </td>
                      <td>
                        <Text span ff="monospace" size="sm">
                          {/* "Supervisory_" | "Organization": a key wraps at its underscores first. */}
                          {source.appUserProfileAttributeKey ? softBreaks(source.appUserProfileAttributeKey, UNDERSCORE_BREAKS) : '—'}
                        </Text>
                      </td>
                      <td>
                        <CopyValue value={source.userAttributeMappingId} label={`mapping id of ${label} source ${index + 1}`} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

import { Card, Stack, Text, Title } from '@mantine/core';
import { CONTACT_LISTS, type Contacts } from '../../api/contacts';
import { DataTable } from '../../components/data-table';
import { DateTime } from '../../components/date-time';
import { CONTACT_LIST_LABELS } from '../../forms/contacts-form';
import type { LastSaved } from '../../forms/last-saved-store';

/** The answer of the last save from this browser, never presented as a fresh read. */
export function SavedContacts({ saved }: { saved: LastSaved<Contacts> }) {
  const contacts = saved.value;
  return (
    <Card withBorder component="section" aria-labelledby="saved-contacts-heading">
      <Stack gap="xs">
        <Title order={2} size="h3" id="saved-contacts-heading">
          Last saved from this browser
        </Title>
        <Text size="sm" c="dimmed">
          What the tenant answered to the save made from this browser at <DateTime value={saved.savedAt} /> (kept in this browser). Changes made
          elsewhere since then are not shown: the API offers no way to read contacts.
        </Text>
        <DataTable variant="vertical" layout="fixed" withTableBorder aria-label="Last saved contacts">
          <tbody>
            {CONTACT_LISTS.map((list) => (
              <tr key={list}>
                <th style={{ width: 220 }}>{CONTACT_LIST_LABELS[list]}</th>
                <td style={{ overflowWrap: 'anywhere' }}>{contacts[list].length ? contacts[list].join(', ') : <Text span c="dimmed" inherit>(empty)</Text>}</td>
              </tr>
            ))}
            <tr>
              <th>Created</th>
              <td><DateTime value={contacts.createdAt} /></td>
            </tr>
            <tr>
              <th>Updated</th>
              <td><DateTime value={contacts.updatedAt} /></td>
            </tr>
          </tbody>
        </DataTable>
      </Stack>
    </Card>
  );
}

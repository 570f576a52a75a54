import { Alert, Stack } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { contactsSchema, useUpdateContactsMutation, type Contacts, type UpdateContactsInput } from '../../api/contacts';
import { DateTime } from '../../components/date-time';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { showNotification } from '../../components/notify';
import { ContactsForm, contactListsOf } from '../../forms/contacts-form';
import { readLastSaved, writeLastSaved, type LastSaved } from '../../forms/last-saved-store';
import { useStoredValue } from '../../hooks/use-stored-value';
import { SavedContacts } from './saved-contacts';

const LAST_SAVED_KEY = 'contacts';
const readStored = () => readLastSaved(LAST_SAVED_KEY, contactsSchema);

function ContactsEditorPage() {
  // The prerendered page was drawn with nothing saved; a save found once it is hydrated starts
  // the editor again from it (a new key: the form's defaults are read once).
  const stored = useStoredValue(readStored, null);
  return <ContactsEditor key={stored?.savedAt ?? 'nothing saved'} stored={stored} />;
}

function ContactsEditor({ stored }: { stored: LastSaved<Contacts> | null }) {
  const [lastSaved, setLastSaved] = useState(stored);
  const [initial] = useState(() => contactListsOf(lastSaved?.value));
  const mutation = useUpdateContactsMutation();

  async function submit(input: UpdateContactsInput): Promise<Contacts> {
    const stored = await mutation.mutateAsync(input);
    setLastSaved(writeLastSaved(LAST_SAVED_KEY, stored));
    showNotification({ id: 'contacts-saved', color: 'green', title: 'Contacts saved', message: input.kind === 'replace-all' ? 'All three lists were replaced.' : 'The changed lists were saved.' });
    return stored;
  }

  return (
    <PageFrame column="form">
      <Stack gap="md">
        <Stack gap="xs">
          <PageHeading />
        </Stack>
        <Alert color="blue" variant="light" title="The API cannot read contacts">
          {lastSaved ? (
            <>
              The lists start from the answer to the last save made from this browser (<DateTime value={lastSaved.savedAt} />), not from a fresh
              read: changes made elsewhere since then are not shown.
            </>
          ) : (
            'Nothing has been saved from this browser yet, so the lists start empty: they do not show what the tenant holds.'
          )}{' '}
          Save sends only the lists you change, and each changed list replaces the stored one as a whole.
        </Alert>
        <ContactsForm initial={initial} pending={mutation.isPending} submit={submit} />
        {lastSaved && <SavedContacts saved={lastSaved} />}
      </Stack>
    </PageFrame>
  );
}

export const Route = createLazyRoute('/settings/contacts')({ component: ContactsEditorPage });

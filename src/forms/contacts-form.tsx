import { Group, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../components/confirm-modal';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CONTACT_LISTS, type ContactList, type ContactLists, type Contacts, type UpdateContactsInput } from '../api/contacts';
import { changedPaths } from '../api/update-mask';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { EmailListInput } from './email-list-input';
import { invalidEmails } from './email-list-parse';
import { placeFieldViolations } from './server-field-errors';
import { ChangeButton } from '../components/change-button';

export const CONTACT_LIST_LABELS: Record<ContactList, string> = {
  securityEmails: 'Security e-mail addresses',
  billingEmails: 'Billing e-mail addresses',
  operationsEmails: 'Operations e-mail addresses',
};

export function contactListsOf(contacts: Pick<Contacts, ContactList> | null | undefined): ContactLists {
  return { securityEmails: [...(contacts?.securityEmails ?? [])], billingEmails: [...(contacts?.billingEmails ?? [])], operationsEmails: [...(contacts?.operationsEmails ?? [])] };
}

export interface ContactsFormProps {
  initial: ContactLists;
  pending: boolean;
  /** Sends the update; resolves with the stored contacts, rejects with the ApiError. */
  submit: (input: UpdateContactsInput) => Promise<Contacts>;
  onServerError: (error: unknown, unplaced: boolean) => void;
}

/** The three lists; Save sends exactly the changed ones in updateMask, Replace all (confirmed) sends all three and no mask. */
export function ContactsForm({ initial, pending, submit, onServerError }: ContactsFormProps) {
  const [baseline, setBaseline] = useState(initial);
  const form = useForm<ContactLists>({ defaultValues: initial });
  const values = useWatch({ control: form.control }) as ContactLists;
  const current = contactListsOf(values);
  // changedPaths returns a subset of the fields it is given.
  const changed = changedPaths(baseline, current, CONTACT_LISTS) as ContactList[];
  useUnsavedChangesGuard(changed.length > 0 && !pending);

  function checkValid(lists: readonly ContactList[]): boolean {
    let ok = true;
    for (const list of lists) {
      const bad = invalidEmails(current[list]);
      if (bad.length) {
        form.setError(list, { message: `Correct or remove: ${bad.join(', ')}` });
        ok = false;
      }
    }
    return ok;
  }

  async function send(input: UpdateContactsInput) {
    try {
      const stored = await submit(input);
      const next = contactListsOf(stored);
      setBaseline(next);
      form.reset(next);
    } catch (error) {
      const { placed, unplaced } = placeFieldViolations(error, (field) => {
        const name = field.replace(/^contacts\./, '');
        return (CONTACT_LISTS as readonly string[]).includes(name) ? name : null;
      });
      for (const { name, message } of placed) form.setError(name as ContactList, { message });
      onServerError(error, unplaced);
    }
  }

  function save() {
    if (!changed.length || !checkValid(changed)) return;
    const lists: Partial<ContactLists> = {};
    for (const list of changed) lists[list] = current[list];
    void send({ kind: 'masked', lists });
  }

  function replaceAll() {
    if (!checkValid(CONTACT_LISTS)) return;
    const emptied = CONTACT_LISTS.filter((list) => current[list].length === 0).map((list) => CONTACT_LIST_LABELS[list]);
    openConfirmModal({
    closeButtonProps: { 'aria-label': 'Close' },
      title: 'Replace all contacts?',
      children: (
        <Stack gap="xs">
          <Text size="sm">Every list on the tenant is replaced by what this form shows, including lists you did not change.</Text>
          <Text size="sm" fw={600}>
            {emptied.length ? `These lists will be emptied: ${emptied.join(', ')}.` : 'No list will be emptied.'}
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Replace all contacts', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void send({ kind: 'replace-all', lists: current }),
    });
  }

  return (
    <form
      aria-label="Contacts"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        {CONTACT_LISTS.map((list) => (
          <Controller
            key={list}
            control={form.control}
            name={list}
            render={({ field, fieldState }) => (
              <EmailListInput
                label={CONTACT_LIST_LABELS[list]}
                value={field.value}
                onChange={(next) => {
                  form.clearErrors(list);
                  field.onChange(next);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <Text size="sm" c="dimmed" role="status">
          {changed.length ? `Save will send: ${changed.map((list) => CONTACT_LIST_LABELS[list]).join(', ')} (updateMask ${changed.join(',')}).` : 'No list changed: nothing to save.'}
        </Text>
        <Group justify="space-between">
          <ChangeButton type="submit" disabled={!changed.length || pending} loading={pending}>
            Save changed lists
          </ChangeButton>
          <ChangeButton variant="outline" color="red" onClick={replaceAll} disabled={pending}>
            Replace all contacts…
          </ChangeButton>
        </Group>
      </Stack>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { DestructiveConfirm } from '../components/destructive-confirm';
import { CONTACT_LISTS, type ContactList, type ContactLists, type Contacts, type UpdateContactsInput } from '../api/contacts';
import { changedPaths } from '../api/update-mask';
import { useSingleFlight } from '../hooks/use-single-flight';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { isolateList } from '../components/bidi-isolate';
import { EmailListControl } from './controls';
import { invalidEmails } from './email-list-parse';
import { FormServerError } from './form-server-error';
import { applyServerError } from './server-errors';
import { ChangeButton } from '../components/change-button';

export const CONTACT_LIST_LABELS: Record<ContactList, string> = {
  securityEmails: 'Security e-mail addresses',
  billingEmails: 'Billing e-mail addresses',
  operationsEmails: 'Operations e-mail addresses',
};

const emailList = z.array(z.string()).check(
  z.superRefine((list, ctx) => {
    const bad = invalidEmails(list);
    if (bad.length) ctx.addIssue({ code: 'custom', message: `Correct or remove: ${isolateList(bad)}`, input: list });
  }),
);

/** Every list must hold only e-mail addresses; lists are sent whole, so a bad entry in any sent list blocks the save. */
export const contactsFormSchema = z.object({ securityEmails: emailList, billingEmails: emailList, operationsEmails: emailList });

export function contactListsOf(contacts: Pick<Contacts, ContactList> | null | undefined): ContactLists {
  return { securityEmails: [...(contacts?.securityEmails ?? [])], billingEmails: [...(contacts?.billingEmails ?? [])], operationsEmails: [...(contacts?.operationsEmails ?? [])] };
}

export interface ContactsFormProps {
  initial: ContactLists;
  pending: boolean;
  /** Sends the update; resolves with the stored contacts, rejects with the ApiError. */
  submit: (input: UpdateContactsInput) => Promise<Contacts>;
}

/** The three lists; Save sends exactly the changed ones in updateMask, Replace all (confirmed) sends all three and no mask. */
export function ContactsForm({ initial, pending, submit }: ContactsFormProps) {
  const [baseline, setBaseline] = useState(initial);
  const form = useForm<ContactLists>({ defaultValues: initial, resolver: zodResolver(contactsFormSchema) });
  const values = useWatch({ control: form.control }) as ContactLists;
  const current = contactListsOf(values);
  // changedPaths returns a subset of the fields it is given.
  const changed = changedPaths(baseline, current, CONTACT_LISTS) as ContactList[];
  useUnsavedChangesGuard(changed.length > 0 && !pending);
  // The lists Replace all would send, while its confirmation is open (kept as it closes so it does not go blank).
  const [replacing, setReplacing] = useState<ContactLists | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const send = useSingleFlight(async (input: UpdateContactsInput) => {
    try {
      const stored = await submit(input);
      const next = contactListsOf(stored);
      setBaseline(next);
      form.reset(next);
    } catch (error) {
      applyServerError(form.setError, error, (field) => CONTACT_LISTS.find((list) => field.replace(/\[\d+\]$/, '') === `contacts.${list}`) ?? null);
    }
  });

  function save(valid: ContactLists) {
    if (!changed.length) return;
    const lists: Partial<ContactLists> = {};
    for (const list of changed) lists[list] = valid[list];
    void send({ kind: 'masked', lists });
  }

  function confirmReplaceAll(valid: ContactLists) {
    setReplacing(valid);
    setDialogOpen(true);
  }

  const emptied = CONTACT_LISTS.filter((list) => replacing?.[list].length === 0).map((list) => CONTACT_LIST_LABELS[list]);
  return (
    <FormProvider {...form}>
      <form
        aria-label="Contacts"
        noValidate
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <Stack gap="md">
          {CONTACT_LISTS.map((list) => (
            <EmailListControl<ContactLists> key={list} name={list} label={CONTACT_LIST_LABELS[list]} />
          ))}
          <FormServerError control={form.control} />
          <Text size="sm" c="dimmed" role="status">
            {changed.length ? `Save will send: ${changed.map((list) => CONTACT_LIST_LABELS[list]).join(', ')} (updateMask ${changed.join(',')}).` : 'No list changed: nothing to save.'}
          </Text>
          <Group justify="space-between">
            <ChangeButton type="submit" disabled={!changed.length || pending} loading={pending}>
              Save changed lists
            </ChangeButton>
            <ChangeButton variant="outline" color="red" onClick={() => void form.handleSubmit(confirmReplaceAll)()} disabled={pending}>
              Replace all contacts…
            </ChangeButton>
          </Group>
        </Stack>
      </form>
      <DestructiveConfirm
        opened={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        onConfirm={() => {
          if (replacing) void send({ kind: 'replace-all', lists: replacing }).finally(() => setDialogOpen(false));
        }}
        pending={pending}
        title="Replace all contacts?"
        confirmLabel="Replace all contacts"
      >
        <Text size="sm">Every list on the tenant is replaced by what this form shows, including lists you did not change.</Text>
        <Text size="sm" fw={600}>
          {emptied.length ? `These lists will be emptied: ${emptied.join(', ')}.` : 'No list will be emptied.'}
        </Text>
      </DestructiveConfirm>
    </FormProvider>
  );
}

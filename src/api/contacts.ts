// Contacts (spec operation 4 "Update contacts"): the request and its mutation hook; the schemas
// live in contacts.schema.ts. The API has no read: the update's answer is the stored state, so
// the page keeps the last answer itself (not a query).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';
import { CONTACT_LISTS, updateContactsResponseSchema, type ContactList, type UpdateContactsBody } from './contacts.schema';
import { formatUpdateMask } from './update-mask';

export * from './contacts.schema';

export type ContactLists = Record<ContactList, string[]>;

export type UpdateContactsInput =
  | { kind: 'masked'; lists: Partial<ContactLists> }
  | { kind: 'replace-all'; lists: ContactLists };

/** The exact body: a masked update carries only the lists it names; replace-all carries all three and no mask. */
export function updateContactsBody(input: UpdateContactsInput): UpdateContactsBody {
  if (input.kind === 'replace-all') {
    return { contacts: { securityEmails: input.lists.securityEmails, billingEmails: input.lists.billingEmails, operationsEmails: input.lists.operationsEmails } };
  }
  const paths = CONTACT_LISTS.filter((list) => input.lists[list] !== undefined);
  const contacts: Partial<ContactLists> = {};
  for (const path of paths) contacts[path] = input.lists[path];
  return { contacts, updateMask: formatUpdateMask(paths) };
}

export function updateContacts(input: UpdateContactsInput, signal?: AbortSignal) {
  return apiRequest({
    operation: 'Update contacts',
    method: 'POST',
    path: '/api/v1/settings/contacts',
    body: updateContactsBody(input),
    schema: updateContactsResponseSchema,
    signal,
  }).then((response) => response.contacts);
}

/** There is no contacts query to invalidate: the page shows the answer of its own save. */
export function useUpdateContactsMutation() {
  return useMutation({ mutationFn: (input: UpdateContactsInput) => updateContacts(input) });
}

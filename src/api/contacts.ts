// Contacts (spec: Resources "Contacts", operation 4 "Update contacts"). The API has no read: the
// update's answer is the stored state, so the page keeps the last answer itself (not a query).
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './client';
import { formatUpdateMask } from './update-mask';
import { message, strList, timestamp } from './wire';

/** The three lists, in the order the page shows them; each is also its updateMask path. */
export const CONTACT_LISTS = ['securityEmails', 'billingEmails', 'operationsEmails'] as const;
export type ContactList = (typeof CONTACT_LISTS)[number];

// A practical address check (HTML's input[type=email] rule, plus a dot in the domain): both the
// editor and the demo tenant use it, so they agree on what is valid.
const EMAIL_ADDRESS = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL_ADDRESS.test(value) && !value.startsWith('.') && !value.includes('..') && !value.split('@')[0]?.endsWith('.');
}

export const contactsSchema = message({
  securityEmails: strList(),
  billingEmails: strList(),
  operationsEmails: strList(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Contacts = z.infer<typeof contactsSchema>;

/** Request body; `updateMask` absent means "replace every list" (spec, operation 4). */
export const updateContactsRequestSchema = z.looseObject({
  contacts: z._default(z.looseObject({
    securityEmails: z.optional(z.array(z.string())),
    billingEmails: z.optional(z.array(z.string())),
    operationsEmails: z.optional(z.array(z.string())),
  }), {}),
  updateMask: z.optional(z.string()),
});
export type UpdateContactsRequest = z.infer<typeof updateContactsRequestSchema>;

export const updateContactsResponseSchema = message({ contacts: contactsSchema });

export type ContactLists = Record<ContactList, string[]>;

export type UpdateContactsInput =
  | { kind: 'masked'; lists: Partial<ContactLists> }
  | { kind: 'replace-all'; lists: ContactLists };

/** The exact body: a masked update carries only the lists it names; replace-all carries all three and no mask. */
export function updateContactsBody(input: UpdateContactsInput): UpdateContactsRequest {
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

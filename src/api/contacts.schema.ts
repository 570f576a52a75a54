// Contacts, the wire contract (spec: Resources "Contacts", operation 4 "Update contacts"): schemas
// and the address rule both ends share. React-free: the demo tenant imports it.
import type * as z from 'zod/mini';
import { message, optionalMessage, str, strList, timestamp } from './wire';

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

/**
 * Request body; an absent (or null, or empty) `updateMask` means "replace every list" (spec,
 * operation 4). A list left out or null is the empty list, as proto3 JSON reads it.
 */
export const updateContactsRequestSchema = message({
  contacts: optionalMessage(message({ securityEmails: strList(), billingEmails: strList(), operationsEmails: strList() })),
  updateMask: str(),
});
/** What the console sends: only the lists it names (proto3 JSON lets every field be omitted). */
export type UpdateContactsBody = z.input<typeof updateContactsRequestSchema>;

export const updateContactsResponseSchema = message({ contacts: contactsSchema });

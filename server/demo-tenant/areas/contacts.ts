// Update contacts (spec operation 4). With an updateMask only the named lists change; without one
// (absent, null or empty) every list is replaced by the request's values, an omitted or null list
// becoming empty.
import { Hono } from 'hono';
import { CONTACT_LISTS, isEmailAddress, updateContactsRequestSchema, type Contacts, type ContactList } from '../../../src/api/contacts.schema';
import { parseUpdateMask } from '../../../src/api/update-mask';
import type { DemoContext } from '../context';
import { RpcError, readJsonBody } from '../rpc-error';

/** InvalidArgument naming the field, as google.rpc.BadRequest field violations (the console shows it at the field). */
export function fieldViolation(field: string, description: string): RpcError {
  return new RpcError('INVALID_ARGUMENT', `${field}: ${description}`, [
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field, description }] },
  ]);
}

const SEED_CREATED = '2026-09-14T08:30:00.000Z';
const SEED_UPDATED = '2026-11-18T16:05:00.000Z';

function isContactList(path: string): path is ContactList {
  return (CONTACT_LISTS as readonly string[]).includes(path);
}

export function contactsRoutes(ctx: DemoContext): Hono {
  let contacts: Contacts = {
    securityEmails: ['security@acme.example', 'soc-oncall@acme.example'],
    billingEmails: ['accounts-payable@acme.example'],
    operationsEmails: ['it-operations@acme.example', 'helpdesk@acme.example'],
    createdAt: SEED_CREATED,
    updatedAt: SEED_UPDATED,
  };

  const routes = new Hono();
  routes.post('/api/v1/settings/contacts', async (c) => {
    const parsed = updateContactsRequestSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fieldViolation(issue?.path.join('.') || 'contacts', issue?.message ?? 'invalid');
    }
    const paths = parseUpdateMask(parsed.data.updateMask);
    for (const path of paths) {
      if (!isContactList(path)) throw fieldViolation('updateMask', `unknown field path "${path}"; expected one of ${CONTACT_LISTS.join(', ')}`);
    }
    const selected: readonly ContactList[] = paths.length ? paths.filter(isContactList) : CONTACT_LISTS;
    const next = { ...contacts };
    for (const list of selected) {
      const values = parsed.data.contacts?.[list] ?? [];
      const bad = values.findIndex((value) => !isEmailAddress(value));
      if (bad >= 0) throw fieldViolation(`contacts.${list}[${bad}]`, `"${values[bad]}" is not a valid e-mail address`);
      next[list] = [...values];
    }
    next.updatedAt = ctx.now().toISOString();
    contacts = next;
    return c.json({ contacts });
  });
  return routes;
}

import { describe, expect, it } from 'vitest';
import { contactsSchema, isEmailAddress, updateContactsBody } from './contacts';

describe('contacts wire', () => {
  it('a masked update carries only the named lists and their mask', () => {
    expect(updateContactsBody({ kind: 'masked', lists: { billingEmails: ['b@x.io'], securityEmails: [] } })).toEqual({
      contacts: { securityEmails: [], billingEmails: ['b@x.io'] },
      updateMask: 'securityEmails,billingEmails',
    });
  });

  it('replace-all carries all three lists and no updateMask key at all', () => {
    const body = updateContactsBody({ kind: 'replace-all', lists: { securityEmails: ['s@x.io'], billingEmails: [], operationsEmails: [] } });
    expect(body).toEqual({ contacts: { securityEmails: ['s@x.io'], billingEmails: [], operationsEmails: [] } });
    expect('updateMask' in body).toBe(false);
  });

  it('parses proto3 defaults and keeps unknown fields', () => {
    expect(contactsSchema.parse({ securityEmails: ['a@x.io'], extra: 1 })).toEqual({ securityEmails: ['a@x.io'], billingEmails: [], operationsEmails: [], createdAt: null, updatedAt: null, extra: 1 });
  });

  it('checks addresses the same way on both ends', () => {
    expect(isEmailAddress('a@x.io')).toBe(true);
    expect(isEmailAddress('a@x')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createDemoTenant } from '../app';

function setup(now = new Date('2026-11-25T12:00:00.000Z')) {
  const tenant = createDemoTenant({ now: () => now });
  const { token } = tenant.tokens.issue();
  const post = async (body: unknown) => {
    const response = await tenant.app.fetch(
      new Request('http://demo.test/api/v1/settings/contacts', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  return { post };
}

describe('demo tenant: Update contacts', () => {
  it('with a mask changes only the named lists and keeps the others', async () => {
    const { post } = setup();
    const { status, body } = await post({ contacts: { securityEmails: ['new@acme.example'], billingEmails: ['ignored@acme.example'] }, updateMask: 'securityEmails' });
    expect(status).toBe(200);
    expect(body.contacts.securityEmails).toEqual(['new@acme.example']);
    expect(body.contacts.billingEmails).toEqual(['accounts-payable@acme.example']);
    expect(body.contacts.operationsEmails).toEqual(['it-operations@acme.example', 'helpdesk@acme.example']);
  });

  it('a masked list left out of the body is cleared', async () => {
    const { post } = setup();
    const { body } = await post({ contacts: {}, updateMask: 'billingEmails' });
    expect(body.contacts.billingEmails).toEqual([]);
    expect(body.contacts.securityEmails).toHaveLength(2);
  });

  it('without a mask replaces every list, clearing the ones not sent', async () => {
    const { post } = setup();
    const { body } = await post({ contacts: { securityEmails: ['only@acme.example'] } });
    expect(body.contacts).toMatchObject({ securityEmails: ['only@acme.example'], billingEmails: [], operationsEmails: [] });
  });

  it('an empty mask string counts as no mask', async () => {
    const { post } = setup();
    const { body } = await post({ contacts: { billingEmails: ['b@acme.example'] }, updateMask: '' });
    expect(body.contacts).toMatchObject({ securityEmails: [], billingEmails: ['b@acme.example'], operationsEmails: [] });
  });

  it('null means not set: a null list is empty, a null mask is no mask, null contacts are none', async () => {
    const { post } = setup();
    const masked = await post({ contacts: { billingEmails: null }, updateMask: 'billingEmails' });
    expect(masked.status).toBe(200);
    expect(masked.body.contacts).toMatchObject({ billingEmails: [], securityEmails: ['security@acme.example', 'soc-oncall@acme.example'] });
    const unmasked = await post({ contacts: { securityEmails: ['s@acme.example'], billingEmails: null }, updateMask: null });
    expect(unmasked.status).toBe(200);
    expect(unmasked.body.contacts).toMatchObject({ securityEmails: ['s@acme.example'], billingEmails: [], operationsEmails: [] });
    const none = await post({ contacts: null, updateMask: 'securityEmails' });
    expect(none.status).toBe(200);
    expect(none.body.contacts.securityEmails).toEqual([]);
  });

  it('a list of something else than addresses is InvalidArgument at its field', async () => {
    const { post } = setup();
    const bad = await post({ contacts: { billingEmails: 'b@acme.example' }, updateMask: 'billingEmails' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].fieldViolations[0].field).toBe('contacts.billingEmails');
  });

  it('an unknown mask path is InvalidArgument and changes nothing', async () => {
    const { post } = setup();
    const bad = await post({ contacts: { securityEmails: [] }, updateMask: 'securityEmails,supportEmails' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(3);
    expect(bad.body.message).toContain('supportEmails');
    const after = await post({ contacts: {}, updateMask: 'operationsEmails' });
    expect(after.body.contacts.securityEmails).toHaveLength(2);
  });

  it('an invalid address is InvalidArgument naming the field', async () => {
    const { post } = setup();
    const bad = await post({ contacts: { operationsEmails: ['ok@acme.example', 'not-an-address'] }, updateMask: 'operationsEmails' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].fieldViolations[0].field).toBe('contacts.operationsEmails[1]');
  });

  it('keeps createdAt and moves updatedAt to now', async () => {
    const { post } = setup();
    const { body } = await post({ contacts: { securityEmails: ['a@acme.example'] }, updateMask: 'securityEmails' });
    expect(body.contacts.createdAt).toBe('2026-09-14T08:30:00.000Z');
    expect(body.contacts.updatedAt).toBe('2026-11-25T12:00:00.000Z');
  });
});

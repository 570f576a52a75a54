import { describe, expect, it } from 'vitest';
import { contactsFormSchema } from './contacts-form';

describe('contactsFormSchema', () => {
  it('accepts lists of e-mail addresses, empty ones included', () => {
    expect(contactsFormSchema.safeParse({ securityEmails: ['sec@acme.example'], billingEmails: [], operationsEmails: ['ops@acme.example', 'noc@acme.example'] }).success).toBe(true);
  });

  it('names every list holding something that is not an address, with the entries to fix', () => {
    const result = contactsFormSchema.safeParse({ securityEmails: ['ok@acme.example', 'broken@'], billingEmails: [], operationsEmails: ['nope', 'x@y'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['securityEmails', 'Correct or remove: broken@'],
      ['operationsEmails', 'Correct or remove: nope, x@y'],
    ]);
  });
});

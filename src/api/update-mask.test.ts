import { describe, expect, it } from 'vitest';
import { changedPaths, formatUpdateMask, jsonEqual, parseUpdateMask } from './update-mask';

describe('updateMask', () => {
  it('formats lowerCamelCase paths comma-separated, without duplicates', () => {
    expect(formatUpdateMask(['securityEmails', 'billingEmails', 'securityEmails'])).toBe('securityEmails,billingEmails');
    expect(parseUpdateMask(' securityEmails, billingEmails ,')).toEqual(['securityEmails', 'billingEmails']);
  });

  it('lists exactly the changed fields', () => {
    const before = { securityEmails: ['a@x.io'], billingEmails: ['b@x.io'], operationsEmails: [] as string[] };
    const after = { securityEmails: ['a@x.io'], billingEmails: ['c@x.io'], operationsEmails: [] as string[] };
    expect(changedPaths(before, after, ['securityEmails', 'billingEmails', 'operationsEmails'])).toEqual(['billingEmails']);
  });

  it('compares JSON structurally', () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  });
});

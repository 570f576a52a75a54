import { describe, expect, it } from 'vitest';
import { canChangeTenant, roleSummary } from './permissions';
import { displayName, initialsOf } from './person-name';

describe('canChangeTenant', () => {
  it('lets admins change the tenant, and nobody else: viewers, unknown, empty or unread roles read only', () => {
    expect(canChangeTenant('admin')).toBe(true);
    for (const role of ['viewer', 'auditor', 'Admin', 'admin ', '', undefined]) expect(canChangeTenant(role), String(role)).toBe(false);
  });
});

describe('roleSummary', () => {
  it('names known roles by what they allow and shows an unknown one as it came, read-only', () => {
    expect(roleSummary('admin')).toEqual({ label: 'Admin', allows: 'Can read and change the tenant.' });
    expect(roleSummary('viewer').allows).toMatch(/^Read-only/);
    expect(roleSummary('auditor').label).toBe('auditor');
    expect(roleSummary('auditor').allows).toMatch(/^Read-only/);
    expect(roleSummary('').label).toBe('No role');
  });
});

describe('the signed-in person’s name', () => {
  it('is the name, else the e-mail, else the subject', () => {
    expect(displayName({ name: 'Ada Lovelace', email: 'ada@x.test', sub: 'ada' })).toBe('Ada Lovelace');
    expect(displayName({ name: '  ', email: 'ada@x.test', sub: 'ada' })).toBe('ada@x.test');
    expect(displayName({ name: '', email: '', sub: 'console-token' })).toBe('console-token');
    expect(displayName({ name: '', email: '', sub: '' })).toBe('Signed-in person');
  });

  it('gives up to two initials: first and last word, an e-mail’s local part, whole characters', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Grace Brewster Murray Hopper')).toBe('GH');
    expect(initialsOf('grace.hopper@demo.example')).toBe('GH');
    expect(initialsOf('ada@demo.example')).toBe('A');
    expect(initialsOf('émile zola')).toBe('ÉZ');
    expect(initialsOf('𝒜da 𝒵')).toBe('𝒜𝒵');
    expect(initialsOf('   ')).toBe('?');
  });
});

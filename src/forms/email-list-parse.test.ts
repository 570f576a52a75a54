import { describe, expect, it } from 'vitest';
import { invalidEmails, isEmailAddress, mergeEmails, parseEmailText, splitTyped } from './email-list-parse';

describe('parseEmailText', () => {
  it('splits on commas, semicolons, spaces and newlines', () => {
    expect(parseEmailText('a@x.io, b@x.io;c@x.io\nd@x.io e@x.io\r\n\tf@x.io;;,')).toEqual(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io']);
  });

  it('takes the address of Name <addr> forms, quoted names with commas included', () => {
    expect(parseEmailText('Ada Lovelace <ada@x.io>, "Hopper, Grace" <grace@x.io>; <bare@x.io>')).toEqual(['ada@x.io', 'grace@x.io', 'bare@x.io']);
  });

  it('keeps invalid candidates so they can be corrected, and drops mailto:', () => {
    expect(parseEmailText('mailto:a@x.io, not-an-address, b@@x.io')).toEqual(['a@x.io', 'not-an-address', 'b@@x.io']);
  });

  it('a paste of 50 addresses with 2 invalid gives 48 valid and 2 invalid', () => {
    const addresses = Array.from({ length: 48 }, (_, index) => `user${index}@acme.example`);
    const text = [...addresses.slice(0, 20), 'broken@', ...addresses.slice(20), 'nobody-at-acme.example'].join('\n');
    const parsed = parseEmailText(text);
    expect(parsed.filter(isEmailAddress)).toHaveLength(48);
    expect(invalidEmails(parsed)).toEqual(['broken@', 'nobody-at-acme.example']);
  });
});

describe('isEmailAddress', () => {
  it('accepts ordinary addresses and refuses broken ones', () => {
    for (const ok of ['a@x.io', 'first.last+tag@sub.example.co.uk', "o'brien@x.io"]) expect(isEmailAddress(ok), ok).toBe(true);
    for (const bad of ['', 'a', 'a@', '@x.io', 'a@x', 'a b@x.io', 'a..b@x.io', '.a@x.io', 'a.@x.io', 'a@-x.io', 'a@x..io']) expect(isEmailAddress(bad), bad).toBe(false);
  });
});

describe('mergeEmails', () => {
  it('merges duplicates case-insensitively, keeping the first spelling and order', () => {
    expect(mergeEmails(['Ada@X.io', 'b@x.io'], ['ada@x.io', 'c@x.io', 'C@X.IO', 'b@x.io'])).toEqual(['Ada@X.io', 'b@x.io', 'c@x.io']);
  });
});

describe('splitTyped', () => {
  it('completes what precedes the last separator and leaves the rest in the field', () => {
    expect(splitTyped('a@x.io, b@x')).toEqual({ complete: 'a@x.io', rest: 'b@x' });
    expect(splitTyped('a@x.io;')).toEqual({ complete: 'a@x.io', rest: '' });
    expect(splitTyped('Ada Lovelace <ada')).toEqual({ complete: '', rest: 'Ada Lovelace <ada' });
    expect(splitTyped('"Hopper, Grace" <g@x.io>')).toEqual({ complete: '', rest: '"Hopper, Grace" <g@x.io>' });
  });
});

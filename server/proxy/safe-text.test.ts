import { describe, expect, it } from 'vitest';
import { cut, scrubSecrets, secretForms, stripControls } from './safe-text';

describe('stripControls', () => {
  it('removes C0, DEL, C1 and the Unicode line and paragraph separators', () => {
    expect(stripControls('a\r\nb\u0000c\u007fd\u0085e\u009bf\u2028g\u2029h\ti')).toBe('a b c d e f g h i');
    expect(stripControls('plain text – café 🔑')).toBe('plain text – café 🔑');
  });
});

describe('cut', () => {
  it('keeps short text and marks what it cuts', () => {
    expect(cut('abc', 3)).toBe('abc');
    expect(cut('abcdef', 4)).toBe('abc…');
  });
});

describe('secretForms and scrubSecrets', () => {
  const secret = 'S3cr3t/with+special=chars&x my secret value';

  const formEncoded = new URLSearchParams({ s: secret }).toString().slice(2);
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  // Each form, written after 0 to 3 bytes of other text (base64 shifts with the alignment).
  it.each<[string, (before: string) => string]>([
    ['raw', (before) => before + secret],
    ['form-encoded', (before) => before + formEncoded],
    ['percent-encoded', (before) => before + encodeURIComponent(secret)],
    ['percent-encoded twice', (before) => before + encodeURIComponent(encodeURIComponent(secret))],
    ['base64', (before) => base64(before + secret)],
    ['base64url', (before) => Buffer.from(before + secret).toString('base64url')],
    ['base64 of the form-encoded secret', (before) => base64(before + formEncoded)],
  ])('scrubs the %s form, wherever it sits in the text', (_name, write) => {
    const forms = secretForms(secret);
    for (const before of ['', 'x', 'xy', 'xyz']) {
      const text = write(before);
      const clean = scrubSecrets(`before ${text} after`, forms);
      expect(clean).toContain('[redacted]');
      expect(clean).not.toContain(text.slice(8, -4));
    }
  });

  it('leaves text without the secret alone, and scrubs short secrets only as they are', () => {
    expect(scrubSecrets('nothing to see', secretForms(secret))).toBe('nothing to see');
    expect(secretForms('abc')).toEqual(['abc']);
    expect(secretForms('')).toEqual([]);
  });
});

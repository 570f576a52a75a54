// returnTo is a path on the console's own origin, or `/`: every way browsers read a path as
// another origin is refused, in every layer of encoding.
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../server/auth/return-to';

describe('safeReturnTo', () => {
  it.each([
    '/',
    '/apps/a1/authzen-servers',
    '/apps/a1/sso/s1?tab=saml&x=%2Fy',
    '/settings/cross-app-access/history#top',
    '/mcp-servers/new?name=caf%C3%A9',
  ])('keeps the same-origin path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    null,
    '',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/%2Fevil.example',
    '/%2fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252Fevil.example',
    '/%25252Fevil.example',
    '/%2525252F%2525252Fevil.example',
    '/\tevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0d%0a/evil.example',
    '/ /evil.example',
    '/apps/%E0%A4%A',
    '/apps\\..\\..\\evil',
    `/${'a'.repeat(3000)}`,
  ])('falls back to / for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});

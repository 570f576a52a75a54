import { describe, expect, it } from 'vitest';
import { EMAIL_BREAKS, FIELD_PATH_BREAKS, UNDERSCORE_BREAKS, URL_BREAKS } from './soft-breaks';

describe('where long tokens may wrap', () => {
  it('splits a URL after "//" and before dots and slashes, never inside "//"', () => {
    expect('https://api.analytics.acme.example/access/v1?x=1#top'.split(URL_BREAKS)).toEqual(['https://', 'api', '.analytics', '.acme', '.example', '/access', '/v1', '?x=1', '#top']);
    expect('javascript:alert(1)'.split(URL_BREAKS)).toEqual(['javascript:alert(1)']);
  });

  it('splits an e-mail address before its "@" and each dot', () => {
    expect('ada.lovelace@acme.example'.split(EMAIL_BREAKS)).toEqual(['ada', '.lovelace', '@acme', '.example']);
    expect('root@localhost'.split(EMAIL_BREAKS)).toEqual(['root', '@localhost']);
  });

  it('splits an enum value or a key after each underscore', () => {
    expect('AUTHZEN_MODE_SHADOW_EVALUATION'.split(UNDERSCORE_BREAKS)).toEqual(['AUTHZEN_', 'MODE_', 'SHADOW_', 'EVALUATION']);
    expect('Supervisory_Organization'.split(UNDERSCORE_BREAKS)).toEqual(['Supervisory_', 'Organization']);
  });

  it('splits a field path after each dot and before each "["', () => {
    expect('authConfig.displayName'.split(FIELD_PATH_BREAKS)).toEqual(['authConfig.', 'displayName']);
    expect('owners[0].userIds[12]'.split(FIELD_PATH_BREAKS)).toEqual(['owners', '[0].', 'userIds', '[12]']);
  });
});

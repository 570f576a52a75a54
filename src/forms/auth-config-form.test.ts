import { describe, expect, it } from 'vitest';
import { authConfigSchema } from '../api/auth-configs';
import { authConfigFormFrom, buildAuthConfigUpdate, changedCommonPaths, emptyAuthConfigForm, toLocalDateTime, toWireDateTime, authConfigFormSchema, isDomainName, type AuthConfigFormValues } from './auth-config-form';
import { INCOMPLETE_DATE_TIME } from './date-time-control';

function edit(base: AuthConfigFormValues, change: (draft: AuthConfigFormValues) => void): AuthConfigFormValues {
  const draft = structuredClone(base);
  change(draft);
  return draft;
}

describe('buildAuthConfigUpdate', () => {
  it('sends nothing when nothing changed', () => {
    const start = emptyAuthConfigForm();
    expect(buildAuthConfigUpdate(start, structuredClone(start))).toBeNull();
  });

  it('names exactly the changed common fields, in field order, and sends only those', () => {
    const start = emptyAuthConfigForm();
    const next = edit(start, (draft) => {
      draft.deprecationMessage = '  Moving to OIDC  ';
      draft.displayName = 'Okta';
    });
    expect(buildAuthConfigUpdate(start, next)).toEqual({ paths: ['displayName', 'deprecationMessage'], authConfig: { displayName: 'Okta', deprecationMessage: 'Moving to OIDC' } });
  });

  it('a value edited back to where it started is not a change; whitespace-only edits are not either', () => {
    const start = emptyAuthConfigForm();
    expect(buildAuthConfigUpdate(start, edit(start, (draft) => void (draft.displayName = '   ')))).toBeNull();
  });

  it('an unchanged field ticked to be sent is included (to clear it), a cleared deadline left out of the body', () => {
    const start = emptyAuthConfigForm();
    const next = edit(start, (draft) => void (draft.include = ['deprecationDeadline', 'bootstrapDomains']));
    expect(buildAuthConfigUpdate(start, next)).toEqual({ paths: ['bootstrapDomains', 'deprecationDeadline'], authConfig: { bootstrapDomains: [] } });
  });

  it('a provider switch is one path, the member name, and carries only that member', () => {
    const start = emptyAuthConfigForm();
    const next = edit(start, (draft) => {
      draft.provider = 'oidc';
      draft.providers.oidc = { issuerId: ' https://idp.example ', oidcClientId: 'cid', oidcClientSecret: ' s3cret ', scopes: ['openid', 'openid', ' email '], exactMatchClaims: '{"hd":"acme"}' };
      draft.providers.okta.domain = 'typed-then-abandoned.okta.com';
    });
    expect(buildAuthConfigUpdate(start, next)).toEqual({
      paths: ['oidc'],
      authConfig: { oidc: { exactMatchClaims: { hd: 'acme' }, issuerId: 'https://idp.example', oidcClientId: 'cid', oidcClientSecret: ' s3cret ', scopes: ['openid', 'email'] } },
    });
  });

  it('the service-local member travels as c1Local, path and body alike', () => {
    const start = emptyAuthConfigForm();
    const next = edit(start, (draft) => {
      draft.provider = 'c1Local';
      draft.providers.c1Local.delegatedVerifiers = ['DELEGATED_VERIFIER_TYPE_GITHUB'];
    });
    expect(buildAuthConfigUpdate(start, next)).toEqual({ paths: ['c1Local'], authConfig: { c1Local: { delegatedVerifiers: ['DELEGATED_VERIFIER_TYPE_GITHUB'] } } });
  });

  it('a stored google member is shown, not offered: the form keeps the provider out of the save', () => {
    const start = authConfigFormFrom(authConfigSchema.parse({ id: 'g', google: { hostedDomains: ['acme.example'] } }));
    expect(start.provider).toBe('');
    expect(Object.keys(start.providers)).not.toContain('google');
    expect(buildAuthConfigUpdate(start, structuredClone(start))).toBeNull();
  });

  it('starting from a saved answer, the same provider counts only once one of its fields changes', () => {
    const saved = authConfigSchema.parse({ id: 'a', displayName: 'Okta', okta: { domain: 'acme.okta.com', oidcClientId: 'c1' }, deprecationDeadline: '2027-01-01T00:00:00Z' });
    const start = authConfigFormFrom(saved);
    expect(start.provider).toBe('okta');
    expect(start.providers.okta).toEqual({ domain: 'acme.okta.com', oidcClientId: 'c1', oidcClientSecret: '' });
    expect(buildAuthConfigUpdate(start, structuredClone(start))).toBeNull();
    const next = edit(start, (draft) => void (draft.providers.okta.oidcClientSecret = 'new'));
    expect(buildAuthConfigUpdate(start, next)).toEqual({ paths: ['okta'], authConfig: { okta: { domain: 'acme.okta.com', oidcClientId: 'c1', oidcClientSecret: 'new' } } });
  });
});

/** The issues the form's schema reports, as `path: message`. */
function problems(start: AuthConfigFormValues, next: AuthConfigFormValues): string[] {
  const result = authConfigFormSchema(start).safeParse(next);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('authConfigFormSchema', () => {
  it('asks for every required field of the provider being sent, the secret included', () => {
    const start = emptyAuthConfigForm();
    const next = edit(start, (draft) => {
      draft.provider = 'okta';
      draft.providers.okta.domain = 'acme.okta.com';
    });
    expect(problems(start, next)).toEqual([
      'providers.okta.oidcClientId: Required when this provider is saved',
      'providers.okta.oidcClientSecret: Enter the client secret: the provider is replaced as a whole',
    ]);
  });

  it('refuses claims that are not a JSON object and an unparseable deadline', () => {
    const start = emptyAuthConfigForm();
    const next = edit(start, (draft) => {
      draft.provider = 'oidc';
      draft.providers.oidc = { issuerId: 'i', oidcClientId: 'c', oidcClientSecret: 's', scopes: [], exactMatchClaims: '[1]' };
      draft.deprecationDeadline = 'soon';
    });
    expect(problems(start, next).map((problem) => problem.split(':')[0])).toEqual(['deprecationDeadline', 'providers.oidc.exactMatchClaims']);
  });

  it('claims typed in part (a lone "{") are refused at their field, never thrown on', () => {
    const start = emptyAuthConfigForm();
    const next = edit(start, (draft) => {
      draft.provider = 'oidc';
      draft.providers.oidc = { issuerId: 'i', oidcClientId: 'c', oidcClientSecret: 's', scopes: [], exactMatchClaims: '{' };
    });
    expect(buildAuthConfigUpdate(start, next)?.paths).toEqual(['oidc']);
    expect(problems(start, next)).toEqual(['providers.oidc.exactMatchClaims: Enter a JSON object, e.g. {"hd": "example.com"}']);
  });

  it('reads a deadline typed in part as a change to refuse, never as "no deadline"', () => {
    const empty = emptyAuthConfigForm();
    const stored = edit(empty, (draft) => void (draft.deprecationDeadline = '2030-06-01T09:00'));
    for (const start of [empty, stored]) {
      const next = edit(start, (draft) => void (draft.deprecationDeadline = INCOMPLETE_DATE_TIME));
      expect(changedCommonPaths(start, next)).toEqual(['deprecationDeadline']);
      expect(problems(start, next)).toEqual(['deprecationDeadline: Enter the whole date and time, or clear the field']);
    }
  });

  it('judges against the baseline: an emptied display name is refused only when it would be sent', () => {
    const start = edit(emptyAuthConfigForm(), (draft) => void (draft.displayName = 'Okta'));
    expect(problems(start, edit(start, (draft) => void (draft.displayName = ' ')))).toEqual(['displayName: Display name must not be empty']);
    const empty = emptyAuthConfigForm();
    // Unchanged and empty: nothing is sent, so nothing is wrong (Save says nothing changed).
    expect(problems(empty, empty)).toEqual([]);
    // A provider field left empty while the provider is not part of the save does not count.
    expect(problems(empty, edit(empty, (draft) => void (draft.displayName = 'New')))).toEqual([]);
  });

  it('refuses bootstrap domains and a provider domain that are not domain names, naming each', () => {
    const start = emptyAuthConfigForm();
    const next = edit(start, (draft) => {
      draft.bootstrapDomains = ['acme.example', 'not', 'a', 'domain!'];
      draft.provider = 'okta';
      draft.providers.okta = { domain: 'https://acme.okta.com', oidcClientId: 'c', oidcClientSecret: 's' };
    });
    expect(problems(start, next)).toEqual([
      'bootstrapDomains: Not a domain name: "not", "a", "domain!" (e.g. example.com)',
      'providers.okta.domain: Not a domain name: "https://acme.okta.com" (e.g. example.com)',
    ]);
    // Unchanged, a stored list is not judged: it is not sent.
    const stored = edit(start, (draft) => void (draft.bootstrapDomains = ['legacy']));
    expect(problems(stored, edit(stored, (draft) => void (draft.displayName = 'New')))).toEqual([]);
  });

  it('takes domain names of any script, sub-domains and a leading wildcard; refuses the rest', () => {
    for (const ok of ['example.com', 'sso.eu.acme.example', 'xn--bcher-kva.example', 'bücher.example', '*.acme.example', 'a-b.co', ' acme.example ']) expect(isDomainName(ok), ok).toBe(true);
    for (const bad of ['', 'localhost', 'acme', '-acme.example', 'acme-.example', 'acme..example', 'acme.example.', 'a b.example', 'user@acme.example', 'acme.example/path', 'https://acme.example', '*acme.example', 'acme.*.example', `${'a'.repeat(64)}.example`, 'acme.c']) expect(isDomainName(bad), bad).toBe(false);
  });

  it('refuses values outside the model (an unknown provider member)', () => {
    const start = emptyAuthConfigForm();
    expect(authConfigFormSchema(start).safeParse({ ...start, provider: 'google' }).success).toBe(false);
  });
});

describe('deadline conversion', () => {
  it('round-trips between the wire and a datetime-local value, seconds only when there are some', () => {
    const local = toLocalDateTime('2027-03-04T05:06:07.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:07$/);
    expect(toWireDateTime(local)).toBe('2027-03-04T05:06:07.000Z');
    const minute = toLocalDateTime('2027-03-04T05:06:00.000Z');
    expect(minute).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(toWireDateTime(minute)).toBe('2027-03-04T05:06:00.000Z');
    expect(toWireDateTime('')).toBeNull();
    expect(toWireDateTime('nope')).toBeUndefined();
  });
});

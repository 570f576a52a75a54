import { test, expect, DEMO_IDS, type Page } from './fixtures';
import { axeProblems } from './helpers/axe';

const path = `/api/v1/auth-configs/${DEMO_IDS.authConfigId}`;
const configCalls = (api: { requests: { path: string; body: unknown }[] }) => api.requests.filter((request) => request.path === path).map((request) => request.body);

async function chooseProvider(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Provider', exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Confirms a provider switch the way an admin must: typing the new provider's name. */
async function confirmSwitch(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Replace the sign-in provider?' });
  await dialog.getByLabel("Type the new provider's name to confirm").fill(name);
  await dialog.getByRole('button', { name: /^Switch to / }).click();
  await expect(dialog).toBeHidden();
}

test.describe('auth config editor', () => {
  test('a provider switch sends the member path with only that member; the secret is never shown again or stored', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Auth provider config' })).toBeVisible();
    await expect(page.getByText('The form starts empty: it does not show what the tenant holds.')).toBeVisible();
    // Fields typed under a provider that is then abandoned are not sent.
    await chooseProvider(page, 'Okta');
    await page.getByLabel('Okta domain').fill('abandoned.okta.com');
    await chooseProvider(page, 'OIDC');
    await page.getByLabel('OIDC issuer').fill('https://idp.acme.example');
    await page.getByLabel('OIDC client id').fill('console-oidc');
    await page.getByLabel('OIDC client secret').fill('very-secret-value-123');
    const scopes = page.getByRole('combobox', { name: 'OIDC scopes' });
    await scopes.fill('openid email');
    await scopes.press('Enter');
    await page.getByLabel('Exact match claims (JSON object)').fill('{"hd": "acme.example"}');
    await expect(page.getByText('Save will send updateMask oidc.')).toBeVisible();
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await confirmSwitch(page, 'OIDC');

    const stored = page.getByRole('region', { name: 'Stored config, as returned by the last save from this browser' });
    await expect(stored).toBeVisible();
    expect(configCalls(api)).toEqual([
      { authConfig: { oidc: { exactMatchClaims: { hd: 'acme.example' }, issuerId: 'https://idp.acme.example', oidcClientId: 'console-oidc', oidcClientSecret: 'very-secret-value-123', scopes: ['openid', 'email'] } }, updateMask: 'oidc' },
    ]);
    await expect(stored.getByRole('row', { name: /^Provider OIDC/ })).toBeVisible();
    await expect(stored.getByRole('table', { name: 'Stored config' })).toBeVisible(); // named for a screen reader's list of tables
    await expect(stored.getByRole('row', { name: /Client secret/ })).toContainText('write-only, never shown');
    await expect(page.getByLabel('OIDC client secret')).toHaveValue('');
    await expect(page.locator('body')).not.toContainText('very-secret-value-123');
    expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }))).not.toContain('very-secret-value-123');
    expect(page.url()).not.toContain('very-secret');

    // After a reload the form starts from the saved answer, labelled as such, still without the secret.
    await page.reload();
    await expect(page.getByText(/The form starts from the answer to the last save made from this browser/)).toBeVisible();
    await expect(page.getByLabel('OIDC issuer')).toHaveValue('https://idp.acme.example');
    await expect(page.getByLabel('OIDC client secret')).toHaveValue('');
  });

  test('on a c1Local config, the local provider travels as c1Local with that one mask path; google is not offered', async ({ page, api }) => {
    test.slow(); // two full page loads (the reload checks the form restarts from the saved answer)
    const localPath = `/api/v1/auth-configs/${DEMO_IDS.localAuthConfigId}`;
    await page.goto(`/settings/auth-configs/${DEMO_IDS.localAuthConfigId}`);
    await page.getByRole('combobox', { name: 'Provider', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Okta', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Google', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'Local (c1Local)', exact: true }).click();
    const verifiers = page.getByRole('combobox', { name: 'Delegated verifiers' });
    await verifiers.fill('DELEGATED_VERIFIER_TYPE_MICROSOFT');
    await verifiers.press('Enter');
    await expect(page.getByText('Save will send updateMask c1Local.')).toBeVisible();
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await confirmSwitch(page, 'Local');

    const stored = page.getByRole('region', { name: 'Stored config, as returned by the last save from this browser' });
    await expect(stored).toBeVisible();
    expect(api.requests.filter((request) => request.path === localPath).map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { authConfig: { c1Local: { delegatedVerifiers: ['DELEGATED_VERIFIER_TYPE_MICROSOFT'] } }, updateMask: 'c1Local' } },
    ]);
    await expect(stored.getByRole('row', { name: /^Provider Local \(c1Local\)/ })).toBeVisible();
    await expect(stored.getByRole('row', { name: /delegated verifiers/ })).toContainText('DELEGATED_VERIFIER_TYPE_MICROSOFT');
    // A provider type the console knows (DESIGN.md): shown in words, not outlined as unknown.
    await expect(stored.getByRole('row', { name: /^Provider type/ })).toContainText('c1 local');
    await expect(stored.getByText('AUTH_CONFIG_PROVIDER_TYPE_C1_LOCAL', { exact: true })).toHaveCount(0);

    // The form restarts from the saved answer with the local provider chosen; nothing changed, nothing sent.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Provider', exact: true })).toHaveValue('Local (c1Local)');
    await expect(page.getByText('DELEGATED_VERIFIER_TYPE_MICROSOFT', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save auth config' })).toBeDisabled();
    await expect(page.getByText('No field changed or ticked: nothing to save.')).toBeVisible();
    expect(api.requests.filter((request) => request.path === localPath)).toHaveLength(1);
  });

  test('bootstrap domains that are not domain names are refused at the field, each named, and nothing is sent', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    const domains = page.getByRole('combobox', { name: 'Bootstrap domains' });
    await domains.fill('not a domain!');
    await domains.press('Enter');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await expect(domains).toHaveAccessibleDescription(/Not a domain name: "not", "a", "domain!"/);
    expect(api.requests.filter((request) => request.method === 'PATCH' || request.method === 'POST')).toEqual([]);
  });

  test('a stored google member is shown as the tenant returns it, and the form keeps it out of the save', async ({ page, api }) => {
    test.slow(); // two full page loads
    await page.goto('/settings/auth-configs/authcfg-google-legacy');
    await page.getByLabel('Display name', { exact: true }).fill('Google (legacy, renamed)');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    const stored = page.getByRole('region', { name: /Stored config/ });
    await expect(stored.getByRole('row', { name: /^Provider Google/ })).toBeVisible();
    await expect(stored.getByRole('row', { name: /Google hosted domains/ })).toContainText('acme-labs.example');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Provider', exact: true })).toHaveValue('Keep as stored (not sent)');
    await expect(page.getByRole('region', { name: /Stored config/ }).getByRole('row', { name: /^Provider Google/ })).toBeVisible();
    expect(api.requests.map(({ body }) => body)).toEqual([{ authConfig: { displayName: 'Google (legacy, renamed)' }, updateMask: 'displayName' }]);
  });

  test('switching the provider asks first, naming the provider removed and the one set; Cancel sends nothing; editing the same provider does not ask', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await chooseProvider(page, 'Okta');
    await page.getByLabel('Okta domain').fill('acme.okta.com');
    await page.getByLabel('Okta client id').fill('client-1');
    await page.getByLabel('Okta client secret').fill('okta-secret-1');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace the sign-in provider?' });
    // Nothing saved from this browser yet: the console cannot name what the tenant holds, and says so.
    await expect(dialog).toContainText('the console cannot name it');
    await expect(dialog).toContainText('Okta is set in its place');
    await confirmSwitch(page, 'Okta');
    await expect(page.getByRole('region', { name: /Stored config/ }).getByRole('row', { name: /^Provider Okta/ })).toBeVisible();
    expect(configCalls(api)).toHaveLength(1);

    await chooseProvider(page, 'OIDC');
    await page.getByLabel('OIDC issuer').fill('https://idp.acme.example');
    await page.getByLabel('OIDC client id').fill('console-oidc');
    await page.getByLabel('OIDC client secret').fill('oidc-secret-1');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await expect(dialog).toContainText('Okta is removed and OIDC is set in its place');
    const confirm = dialog.getByRole('button', { name: 'Switch to OIDC' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type the new provider's name to confirm").fill('Okta');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(configCalls(api)).toHaveLength(1);
    await expect(page.getByLabel('OIDC issuer')).toHaveValue('https://idp.acme.example');

    await page.getByRole('button', { name: 'Save auth config' }).click();
    await confirmSwitch(page, 'OIDC');
    await expect(page.getByRole('region', { name: /Stored config/ }).getByRole('row', { name: /^Provider OIDC/ })).toBeVisible();
    expect(configCalls(api).map((body) => (body as { updateMask: string }).updateMask)).toEqual(['okta', 'oidc']);

    // The stored provider edited, not replaced by another: a plain save.
    await page.getByLabel('OIDC issuer').fill('https://idp2.acme.example');
    await page.getByLabel('OIDC client secret').fill('oidc-secret-2');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await expect.poll(() => configCalls(api).length).toBe(3);
    await expect(dialog).toHaveCount(0);
  });

  test('only changed or ticked common fields are sent; unknown enum values render as they came', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await page.getByLabel('Display name', { exact: true }).fill('Okta — renamed');
    await page.getByRole('checkbox', { name: 'Send deprecation message' }).check();
    await expect(page.getByRole('checkbox', { name: 'Send display name (changed)' })).toBeChecked();
    await page.getByRole('button', { name: 'Save auth config' }).click();
    const stored = page.getByRole('region', { name: /Stored config/ });
    await expect(stored).toBeVisible();
    expect(configCalls(api)).toEqual([{ authConfig: { displayName: 'Okta — renamed', deprecationMessage: '' }, updateMask: 'displayName,deprecationMessage' }]);
    // The seeded status and provider type: values the spec does not list but the API family does,
    // in words (a value nobody lists shows as it came: the test of bad input below).
    await expect(stored.getByRole('row', { name: /^Status/ }).getByTitle('AUTH_CONFIG_STATUS_ACTIVE', { exact: true })).toHaveText('active');
    await expect(stored.getByRole('row', { name: /^Provider type/ }).getByTitle('AUTH_CONFIG_PROVIDER_TYPE_OKTA', { exact: true })).toHaveText('okta');
    await expect(stored.getByRole('row', { name: /Okta domain/ })).toContainText('acme.okta.com');
    await expect(stored.getByRole('row', { name: /Created/ })).not.toContainText('—');
    // Nothing changed since: nothing to save again.
    await expect(page.getByRole('button', { name: 'Save auth config' })).toBeDisabled();
    await expect(page.getByText('No field changed or ticked: nothing to save.')).toBeVisible();
    expect(configCalls(api)).toHaveLength(1);
  });

  test('as on Contacts, Save is disabled while nothing is changed or ticked, and is again once a change is undone', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    const save = page.getByRole('button', { name: 'Save auth config' });
    const nothingToSave = page.getByText('No field changed or ticked: nothing to save.');
    await expect(save).toBeDisabled();
    await expect(nothingToSave).toBeVisible();
    // Pressed anyway (by keyboard, or a click on the disabled-looking button), it sends nothing.
    await save.press('Enter');
    await save.click({ force: true });

    const displayName = page.getByLabel('Display name', { exact: true });
    await displayName.fill('Acme sign-in');
    await expect(save).toBeEnabled();
    await expect(page.getByText('Save will send updateMask displayName.')).toBeVisible();
    await displayName.fill('');
    await expect(save).toBeDisabled();
    await expect(nothingToSave).toBeVisible();
    // Ticking an unchanged field is something to send, too.
    const tick = page.getByRole('checkbox', { name: 'Send deprecation message' });
    await tick.check();
    await expect(save).toBeEnabled();
    await tick.uncheck();
    await expect(save).toBeDisabled();
    expect(api.requests).toEqual([]);
  });

  test('a second save replaces the "Auth config saved" notice instead of stacking another', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await page.getByLabel('Display name', { exact: true }).fill('Acme sign-in');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    const notices = page.getByRole('alert').filter({ hasText: 'Auth config saved' });
    await expect(notices).toContainText('Sent: displayName');
    // Under the pointer the notice does not close by itself, so a second one could not go unseen;
    // the rest is done by keyboard, leaving the pointer there.
    await notices.hover();
    await page.getByLabel('Deprecation message', { exact: true }).fill('Moving to OIDC in June');
    await page.getByRole('button', { name: 'Save auth config' }).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Sent: deprecationMessage' })).toBeVisible();
    expect(configCalls(api)).toHaveLength(2);
    // Counted once, not waited for: a second notice would still be there, under the first.
    expect(await notices.count()).toBe(1);
  });

  test('a double-click on Save sends the change once, however fast the second click comes', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await page.getByLabel('Display name', { exact: true }).fill('Acme sign-in');
    const release = api.holdAnswers();
    // Both clicks land before React re-renders the button disabled.
    await page.getByRole('button', { name: 'Save auth config' }).dblclick();
    await expect(page.getByRole('button', { name: 'Save auth config' })).toBeDisabled();
    release();
    await expect(page.getByRole('region', { name: 'Stored config, as returned by the last save from this browser' })).toBeVisible();
    expect(configCalls(api)).toEqual([{ authConfig: { displayName: 'Acme sign-in' }, updateMask: 'displayName' }]);
  });

  test('claims typed key by key keep the form; a half-typed object is refused at its field, nothing sent', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await page.getByLabel('Display name', { exact: true }).fill('Kept while typing');
    await chooseProvider(page, 'OIDC');
    await page.getByLabel('OIDC issuer').fill('https://idp.acme.example');
    const claims = page.getByLabel('Exact match claims (JSON object)');
    await claims.pressSequentially('{"hd": "acme');
    await expect(page.getByLabel('Display name', { exact: true })).toHaveValue('Kept while typing');
    await expect(claims).toHaveValue('{"hd": "acme');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await expect(page.getByText('Enter a JSON object, e.g. {"hd": "example.com"}')).toBeVisible();
    expect(configCalls(api)).toEqual([]);
  });

  test('a provider is replaced whole: its secret is required before anything is sent', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await chooseProvider(page, 'Okta');
    await page.getByLabel('Okta domain').fill('acme.okta.com');
    await page.getByLabel('Okta client id').fill('client-1');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await expect(page.getByText('Enter the client secret: the provider is replaced as a whole')).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  test('a 400 with a message keeps the form intact; a named field gets its error at the field', async ({ page, api }) => {
    api.override((request) => new URL(request.url()).pathname === path, () => ({ status: 400, body: JSON.stringify({ code: 3, message: 'the provider could not be reached' }) }));
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await page.getByLabel('Display name', { exact: true }).fill('Kept');
    await chooseProvider(page, 'PingOne');
    await page.getByLabel('PingOne environment id').fill('env-1');
    await page.getByLabel('PingOne client id').fill('cid');
    await page.getByLabel('PingOne client secret').fill('typed-secret');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await confirmSwitch(page, 'PingOne');
    await expect(page.getByRole('alert').filter({ hasText: 'the provider could not be reached' })).toBeVisible();
    await expect(page.getByLabel('Display name', { exact: true })).toHaveValue('Kept');
    await expect(page.getByLabel('PingOne environment id')).toHaveValue('env-1');
    await expect(page.getByLabel('PingOne client secret')).toHaveValue('typed-secret');

    api.override((request) => new URL(request.url()).pathname === path, () => ({
      status: 400,
      body: JSON.stringify({ code: 3, message: 'bad', details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'authConfig.pingone.environmentId', description: 'no such environment' }] }] }),
    }));
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await confirmSwitch(page, 'PingOne');
    await expect(page.getByText('no such environment')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'the provider could not be reached' })).toHaveCount(0);
    expect(configCalls(api)).toHaveLength(2);
  });

  test('hostile answers render safely: unknown enums as they came, a passed deadline in the banner, an echoed secret dropped', async ({ page, api }) => {
    api.override((request) => new URL(request.url()).pathname === path, () => ({
      status: 200,
      body: JSON.stringify({
        authConfig: {
          id: DEMO_IDS.authConfigId, displayName: 'x', providerType: 'AUTH_CONFIG_PROVIDER_TYPE_QUANTUM', status: 'AUTH_CONFIG_STATUS_FROM_THE_FUTURE',
          deprecationDeadline: '2020-01-01T00:00:00Z', deprecationMessage: 'Use the new IdP.', okta: { domain: 'a.okta.com', oidcClientId: 'c', oidcClientSecret: 'echoed-secret-999' }, somethingNew: { a: 1 },
        },
      }),
    }));
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await page.getByLabel('Display name', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    const stored = page.getByRole('region', { name: /Stored config/ });
    await expect(stored.getByText('AUTH_CONFIG_STATUS_FROM_THE_FUTURE', { exact: true })).toBeVisible();
    await expect(stored.getByText('AUTH_CONFIG_PROVIDER_TYPE_QUANTUM', { exact: true })).toBeVisible();
    await expect(stored.getByRole('note')).toContainText(/Deprecation deadline passed .*ago/);
    await expect(stored.getByRole('note')).toContainText('Use the new IdP.');
    await expect(page.locator('body')).not.toContainText('echoed-secret-999');
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain('echoed-secret-999');
  });

  test('the deadline is typed in local time, sent as an ISO timestamp, shown with the time left, and can be cleared', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    // 20 days from the browser's today, 10:30 in its time zone: what the admin means by "local time".
    // Dated from the browser's clock, not a fixed day, so the time left reads the same whatever the
    // date of the run: 19.4 to 20.5 days, 3 weeks once rounded (the 15th of next month, as this
    // test once typed, is 30 to 45 days away in the first half of a month: "next month").
    const { local, iso } = await page.evaluate(() => {
      const now = new Date();
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 20, 10, 30);
      const pad = (value: number) => String(value).padStart(2, '0');
      return { local: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:30`, iso: day.toISOString() };
    });
    const deadline = page.getByRole('textbox', { name: 'Deprecation deadline (your local time)' });
    await deadline.fill(local);
    await page.getByLabel('Deprecation message', { exact: true }).fill('Moving to OIDC.');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    const stored = page.getByRole('region', { name: /Stored config/ });
    await expect(stored.getByRole('note')).toContainText('Deprecated: ends in 3 weeks');
    await expect(stored.getByRole('note')).toContainText('Moving to OIDC.');
    // The form restarts from the answer: the deadline reads back as it was typed.
    await expect(deadline).toHaveValue(local);
    expect(configCalls(api)).toEqual([{ authConfig: { deprecationDeadline: iso, deprecationMessage: 'Moving to OIDC.' }, updateMask: 'deprecationDeadline,deprecationMessage' }]);

    // Clearing sends the field with no value: the tenant drops the deadline.
    await page.getByRole('button', { name: 'Clear the deprecation deadline' }).click();
    await expect(deadline).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear the deprecation deadline' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await expect(stored.getByRole('note')).toHaveCount(0);
    expect(configCalls(api).at(-1)).toEqual({ authConfig: {}, updateMask: 'deprecationDeadline' });
  });

  test('a deadline typed only in part is never read as "no deadline": Save asks for the rest and sends nothing', async ({ page, api }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    const deadline = page.getByRole('textbox', { name: 'Deprecation deadline (your local time)' });
    const save = page.getByRole('button', { name: 'Save auth config' });
    // A deadline ahead of the browser's clock (a fixed year would pass one day, and the banner with it).
    const nextYear = await page.evaluate(() => new Date().getFullYear() + 1);
    await deadline.fill(`${nextYear}-06-01T09:00`);
    await save.click();
    const stored = page.getByRole('region', { name: /Stored config/ });
    await expect(stored.getByRole('note')).toContainText('Deprecated');
    expect(configCalls(api)).toHaveLength(1);

    // Emptying one part (the browser then reports the whole input as empty) is not a clear.
    await deadline.focus();
    await page.keyboard.press('Backspace');
    await save.click();
    await expect(deadline).toHaveAccessibleDescription(/Enter the whole date and time, or clear the field/);
    expect(configCalls(api)).toHaveLength(1);
    // Finishing it, or clearing it on purpose, is what gets sent.
    await page.getByRole('button', { name: 'Clear the deprecation deadline' }).click();
    await expect(deadline).toHaveValue('');
    await save.click();
    await expect(stored.getByRole('note')).toHaveCount(0);
    expect(configCalls(api).at(-1)).toEqual({ authConfig: {}, updateMask: 'deprecationDeadline' });

    // Typed in part into an empty field: said when Save is pressed.
    await deadline.focus();
    await page.keyboard.type('07');
    // The browser reports a part-typed field as empty, so Save shows nothing to send until the field
    // is left: the press itself leaves it (mousedown moves the focus), which marks it incomplete.
    await save.click({ force: true });
    await expect(deadline).toHaveAccessibleDescription(/Enter the whole date and time, or clear the field/);
    expect(configCalls(api)).toHaveLength(2);
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await page.getByLabel('Deprecation message', { exact: true }).fill('soon');
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await expect(page.getByLabel('Deprecation message', { exact: true })).toHaveValue('soon');
  });
  test('the provider fields and the stored config have no serious axe violation (light and dark)', async ({ page }) => {
    await page.goto(`/settings/auth-configs/${DEMO_IDS.authConfigId}`);
    await page.getByLabel('Display name', { exact: true }).fill('Renamed');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await expect(page.getByRole('region', { name: /Stored config/ })).toBeVisible();
    await chooseProvider(page, 'OIDC');
    await page.getByRole('button', { name: 'Save auth config' }).click();
    await expect(page.getByText('Enter the client secret: the provider is replaced as a whole')).toBeVisible();
    const problems = await axeProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

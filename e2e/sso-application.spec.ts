import { test, expect, DEMO_IDS } from './fixtures';
import { assertWithin, boxOf, contentBoxOf, innerBoxOf, wordsBrokenAcrossLines } from './helpers/layout';

const samlUrl = `/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`;
const samlApiPath = `/api/v1/apps/${DEMO_IDS.samlAppId}/sso/applications/${DEMO_IDS.ssoSamlId}`;

test.describe('SSO application viewer', () => {
  test('a SAML application shows its settings and decoded certificates, with the expiring one flagged', async ({ page, api }) => {
    await page.goto(samlUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
    await expect(page.getByText('5 min', { exact: true })).toBeVisible();
    // The lifetime as it came on the wire, in the page's shared hint.
    await page.getByText('5 min', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('300s on the wire');
    await expect(page.getByRole('button', { name: 'Copy SSO application id' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://acme.my.salesforce.com?so=00D5g000004ABCD' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('table', { name: 'Attribute mappings' }).getByRole('row')).toHaveCount(5);
    // Every table is named, so a screen reader's list of tables says which is which.
    await expect(page.getByRole('table', { name: 'SSO application details' }).getByRole('rowheader', { name: 'App entitlement id' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'SAML settings' }).getByRole('rowheader', { name: 'SP entity id' })).toBeVisible();
    for (const name of ['Signing certificate 1 details', 'Signing certificate 2 details', 'Encryption certificate details']) {
      await expect(page.getByRole('table', { name }).getByRole('rowheader', { name: 'Serial number' })).toBeVisible();
    }
    for (const table of await page.getByRole('main').getByRole('table').all()) await expect(table).toHaveAccessibleName(/\S/);

    const first = page.getByRole('region', { name: 'Signing certificate 1' });
    await expect(first.getByText('CN=salesforce-sp-signing-2025, O=Acme Corp, C=US').first()).toBeVisible();
    await expect(first.getByRole('alert')).toContainText(/Signing certificate 1: Expires in 1[12] days/);
    await expect(first.getByText('RSA, 2048 bits')).toBeVisible();
    await expect(first.getByText('5A:1E:5F:0C:0D:E2:02:5A')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Copy SHA-256 fingerprint of Signing certificate 1' })).toBeVisible();
    const second = page.getByRole('region', { name: 'Signing certificate 2' });
    await expect(second.getByText('EC (P-256), 256 bits')).toBeVisible();
    await expect(second.getByText(/Valid, \d+ days left/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Encryption certificate' }).getByText('CN=salesforce-sp-encryption, O=Acme Corp, C=US').first()).toBeVisible();

    // Said at the top of the page too, where the admin lands, not only in the certificate's card.
    const banner = page.getByRole('alert').filter({ hasText: 'A certificate expires soon' });
    await expect(banner).toContainText(/Signing certificate 1: Expires in 1[12] days/);
    await expect(banner).not.toContainText('Signing certificate 2');
    expect((await banner.boundingBox())?.y).toBeLessThan((await page.getByRole('heading', { level: 2, name: 'SAML' }).boundingBox())?.y ?? 0);
    // ACS URLs and the PEM are copied with a click.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy ACS URL 1' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByRole('list', { name: 'ACS URLs' }).getByRole('listitem').first().innerText());
    await first.getByRole('button', { name: 'Copy Signing certificate 1 as PEM' }).click();
    await expect(first.getByRole('button', { name: 'PEM copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n?$/);

    const download = page.waitForEvent('download');
    await first.getByRole('button', { name: 'Download Signing certificate 1 as .pem' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('salesforce-sp-signing-2025.pem');
    const pem = await file.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    // A read-only page: nothing but the one GET.
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toContain(`GET ${samlApiPath}`);
    expect(api.requests.every((request) => request.method === 'GET' && request.path === samlApiPath)).toBe(true);
  });

  test('an OIDC application shows its claim mappings and lifetime in human form', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/sso/${DEMO_IDS.ssoOidcId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Workday employee portal' })).toBeVisible();
    await expect(page.getByText('1 h', { exact: true })).toBeVisible();
    const claims = page.getByRole('table', { name: 'Claim mappings' });
    await expect(claims.getByRole('row')).toHaveCount(6);
    await expect(claims.getByRole('row', { name: /department/ })).toContainText('uam-department-from-workday');
    await expect(page.getByRole('heading', { name: 'SAML' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'OIDC settings' }).getByRole('rowheader', { name: 'ID token signing algorithm' })).toBeVisible();
    for (const table of await page.getByRole('main').getByRole('table').all()) await expect(table).toHaveAccessibleName(/\S/);
  });

  test('on a phone, labels keep their words whole, buttons wrap inside their card, the mappings scroll in a labelled region', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(samlUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Require signed AuthnRequests' })).toBeVisible();
    for (const label of await page.getByRole('rowheader').all()) {
      expect(await wordsBrokenAcrossLines(label), `label "${await label.textContent()}"`).toEqual([]);
    }

    const certificate = page.getByRole('region', { name: 'Signing certificate 1' });
    const card = await boxOf(certificate);
    for (const name of ['Download Signing certificate 1 as .pem', 'Copy Signing certificate 1 as PEM']) {
      const button = certificate.getByRole('button', { name });
      await expect(button).toBeVisible();
      // Inside its padding: Mantine's Button clips its label there.
      assertWithin(await contentBoxOf(button), await innerBoxOf(button), `the label of "${name}"`);
      assertWithin(await boxOf(button), card, `"${name}" in its card`);
    }

    // Four columns do not fit 390 px: the table scrolls sideways in a region that says so.
    const mappings = page.getByRole('region', { name: 'Attribute mappings, scrolls sideways' });
    await expect(mappings).toBeVisible();
    await expect(mappings).toHaveAttribute('tabindex', '0');
    await expect(mappings.getByRole('table', { name: 'Attribute mappings' }).getByRole('row')).toHaveCount(5);
    expect((await boxOf(mappings)).right).toBeLessThanOrEqual(390);
  });

  test('enum values newer than the console are shown as they came', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/sso/sso-oidc-future-enums`);
    await expect(page.getByRole('heading', { level: 1, name: 'Workday mobile (preview)' })).toBeVisible();
    await expect(page.getByText('SSO_SUBJECT_TYPE_PAIRWISE_PREVIEW')).toBeVisible();
    await expect(page.getByText('OIDC_SIGNING_ALGORITHM_ML_DSA_65')).toBeVisible();
    await expect(page.getByText('OIDC_CLAIM_DESTINATION_USERINFO_ONLY')).toBeVisible();
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(page.getByText('1 min 30 s')).toBeVisible();
  });

  test('an unknown id shows NotFound and a pre-filled form to try other ids', async ({ page }) => {
    await page.goto(`/apps/${DEMO_IDS.appId}/sso/sso-missing`);
    await expect(page.getByRole('heading', { level: 1, name: 'SSO application' })).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No SSO application "sso-missing"');
    await expect(alert).toContainText('HTTP 404');
    await expect(alert).toContainText('NOT_FOUND');
    await expect(page.getByLabel('SSO application id')).toHaveValue('sso-missing');
  });

  test('a malformed certificate shows "could not decode" with the raw value; javascript: URLs stay text', async ({ page, api }) => {
    api.override(
      (request) => new URL(request.url()).pathname === samlApiPath,
      () => ({
        status: 200,
        body: JSON.stringify({
          application: {
            id: DEMO_IDS.ssoSamlId, appId: DEMO_IDS.samlAppId, displayName: 'Hostile', assertionLifetime: 'forever',
            saml: {
              acsUrls: ['javascript:alert(1)', 'https://ok.example/acs'],
              spEntityId: 'javascript:alert(2)',
              nameIdFormat: 'SAML_NAME_ID_FORMAT_FROM_THE_FUTURE',
              spSigningCertificates: ['this is not base64!', Buffer.from('hello, not DER').toString('base64')],
              spEncryptionCertificate: 'AAAA',
            },
          },
        }),
      }),
    );
    await page.goto(samlUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Hostile' })).toBeVisible();
    await expect(page.getByText('forever', { exact: true })).toBeVisible();
    await expect(page.getByText('SAML_NAME_ID_FORMAT_FROM_THE_FUTURE')).toBeVisible();
    await expect(page.getByText('Could not decode Signing certificate 1')).toBeVisible();
    await expect(page.getByLabel('Raw value of Signing certificate 1')).toHaveText('this is not base64!');
    await expect(page.getByText('Could not decode Signing certificate 2')).toBeVisible();
    await expect(page.getByText('Could not decode Encryption certificate')).toBeVisible();
    await expect(page.getByText('javascript:alert(1)')).toBeVisible();
    await expect(page.getByText('javascript:alert(2)')).toBeVisible();
    await expect(page.getByRole('link', { name: /javascript:/ })).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'https://ok.example/acs' })).toBeVisible();
  });

  test('a certificate decoder that cannot load leaves the raw values and the rest of the page', async ({ page, context }) => {
    // The decoder runs in a worker of its own; its script does not arrive.
    await context.route(/certificate-decode\.worker/, (route) => route.abort());
    await page.goto(samlUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
    const first = page.getByRole('region', { name: 'Signing certificate 1' });
    await expect(first.getByText('Could not decode Signing certificate 1')).toBeVisible();
    await expect(first).toContainText('The certificate decoder failed to load.');
    await expect(first.getByLabel('Raw value of Signing certificate 1')).not.toBeEmpty();
    await expect(page.getByRole('table', { name: 'Attribute mappings' }).getByRole('row')).toHaveCount(5);
  });

  test('a failed load shows the error and retries', async ({ page, api }) => {
    let failing = true;
    api.override(
      (request) => new URL(request.url()).pathname === samlApiPath && failing,
      () => ({ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', contentType: 'text/html' }),
    );
    await page.goto(samlUrl);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Get SSO application failed');
    await expect(alert).toContainText('502 Bad Gateway');
    // Which application failed: the ids its address names.
    await expect(page.getByRole('main').getByText(DEMO_IDS.ssoSamlId, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(DEMO_IDS.samlAppId, { exact: true })).toBeVisible();
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Salesforce' })).toBeVisible();
  });
});

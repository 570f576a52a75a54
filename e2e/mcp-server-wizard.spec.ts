import { API_TIMEOUT_MS } from '../src/api/rpc-status';
import { test, expect, DEMO_IDS, type Answer, type Page } from './fixtures';
import { axeProblems } from './helpers/axe';
import { colourOf, resolvedColour } from './helpers/colour';
import { WIZARD_URL as URL_, clickNext, expectStep, fillApplication, fillConnection, fillServer, fillToReview } from './helpers/wizard';

const SA_KEY = JSON.stringify({
  type: 'service_account',
  project_id: 'demo',
  client_email: 'mcp-bot@demo.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n',
});
const TRANSPORT = 'MCP_SERVER_TRANSPORT_TYPE_STREAMABLE_HTTP';
const REGISTER_PATH = `/api/v1/apps/${DEMO_IDS.appId}/mcp_servers`;

// ---- helpers, named after what an admin does -----------------------------------------------

async function addTag(page: Page, label: string, value: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Enter');
}

async function registerAndExpectResult(page: Page, displayName: string) {
  await expectStep(page, 'Review');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(`Registered ${displayName}`)).toBeVisible();
}

function lastBody(api: { requests: { method: string; path: string; body: unknown }[] }) {
  const last = api.requests.filter((request) => request.method === 'POST').at(-1);
  return last;
}

type Member = { name: string; fill: (page: Page) => Promise<void>; body: Record<string, unknown>; extra?: Record<string, unknown> };

const EXTERNAL_MEMBERS: Member[] = [
  { name: 'None', fill: async () => {}, body: { none: {} } },
  { name: 'Bearer token', fill: async (p) => p.getByRole('textbox', { name: 'Token', exact: true }).fill('ext-bearer-secret'), body: { bearerToken: { token: 'ext-bearer-secret' } } },
  {
    name: 'Custom header',
    fill: async (p) => {
      await p.getByLabel('Header name').fill('X-Api-Key');
      await p.getByLabel('Header value').fill('header-secret');
    },
    body: { customHeader: { headerName: 'X-Api-Key', headerValue: 'header-secret' } },
  },
  {
    name: 'Basic auth',
    fill: async (p) => {
      await p.getByLabel('Username').fill('svc');
      await p.getByRole('textbox', { name: 'Password', exact: true }).fill('basic-secret');
    },
    body: { basicAuth: { username: 'svc', password: 'basic-secret' } },
  },
  {
    name: 'OAuth2 authorization code (per user)',
    fill: async (p) => {
      await p.getByRole('radio', { name: 'OAuth2' }).check();
      await p.getByRole('radio', { name: 'Authorization code' }).check();
      await p.getByLabel('Authorize URL').fill('https://idp.example.com/authorize');
      await p.getByLabel('Token URL').fill('https://idp.example.com/token');
      await p.getByLabel('Client id').fill('mcp-client');
      await p.getByLabel('Client secret').fill('oauth-secret');
      await addTag(p, 'Scopes', 'read');
      await p.getByRole('button', { name: 'Add extra authorize parameter' }).click();
      await p.getByLabel('Extra authorize parameter: name 1').fill('prompt');
      await p.getByLabel('Extra authorize parameter: value 1').fill('consent');
    },
    body: {
      tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_USER',
      oauth2: {
        authorizeUrl: 'https://idp.example.com/authorize',
        tokenUrl: 'https://idp.example.com/token',
        clientId: 'mcp-client',
        clientSecret: 'oauth-secret',
        scopes: ['read'],
        extraAuthorizeParams: { prompt: 'consent' },
      },
    },
    extra: { perUser: true },
  },
  {
    name: 'OAuth2 client credentials',
    fill: async (p) => {
      await p.getByRole('radio', { name: 'OAuth2' }).check();
      await p.getByRole('radio', { name: 'Client credentials' }).check();
      await expect(p.getByLabel('Authorize URL')).toHaveCount(0);
      await p.getByLabel('Token URL').fill('https://idp.example.com/token');
      await p.getByLabel('Client id').fill('mcp-client');
      await p.getByLabel('Client secret').fill('oauth-secret');
      await p.getByRole('button', { name: 'Add extra token parameter' }).click();
      await p.getByLabel('Extra token parameter: name 1').fill('audience');
      await p.getByLabel('Extra token parameter: value 1').fill('mcp-api');
    },
    body: { oauth2: { tokenUrl: 'https://idp.example.com/token', clientId: 'mcp-client', clientSecret: 'oauth-secret', extraTokenParams: { audience: 'mcp-api' } } },
  },
  {
    name: 'OAuth2 JWT bearer',
    fill: async (p) => {
      await p.getByRole('radio', { name: 'OAuth2' }).check();
      await p.getByRole('radio', { name: 'JWT bearer' }).check();
      await p.getByLabel('Token URL').fill('https://idp.example.com/token');
      await p.getByLabel('JWT private key').fill('jwt-private-key-pem');
      await p.getByLabel('JWT issuer').fill('mcp-service');
    },
    body: { oauth2: { tokenUrl: 'https://idp.example.com/token', jwtPrivateKey: 'jwt-private-key-pem', jwtIssuer: 'mcp-service' } },
  },
];

/** Registers each member as an EXTERNAL server; with `firstNew`, the first under a new managed app. */
async function registerExternal(page: Page, api: Parameters<typeof lastBody>[0], members: Member[], firstNew: boolean) {
  await page.goto('/mcp-servers/new');
  for (const [index, member] of members.entries()) {
    const managed = firstNew && index === 0;
    const displayName = `External ${member.name}`;
    await fillApplication(page, managed ? 'new' : DEMO_IDS.secondAppId);
    await fillServer(page, 'External', displayName);
    await fillConnection(page, 'External', { perUser: Boolean(member.extra?.perUser) });
    if (!member.name.startsWith('OAuth2')) await page.getByRole('radio', { name: member.name }).check();
    await member.fill(page);
    await clickNext(page);
    await registerAndExpectResult(page, displayName);
    const { tokenSharing, ...memberBody } = member.body;
    expect(lastBody(api)).toEqual({
      method: 'POST',
      path: managed ? '/api/v1/apps//mcp_servers' : `/api/v1/apps/${DEMO_IDS.secondAppId}/mcp_servers`,
      search: '',
      body: {
        serverType: 'MCP_SERVER_TYPE_EXTERNAL',
        displayName,
        externalConfig: { url: URL_, transportType: TRANSPORT, ...(tokenSharing ? { tokenSharing } : {}), ...memberBody },
      },
    });
    if (managed) await expect(page.getByText('app-managed-0001', { exact: true })).toBeVisible();
    if (member.name.includes('per user')) await expect(page.getByText('per user', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Register another' }).click();
  }
}

/** An EXTERNAL server with confidential data, shared token and a bearer token, up to its review step. */
async function fillUpToReview(page: Page) {
  await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
  await clickNext(page);
  await expectStep(page, 'Server');
  await page.getByText('External', { exact: true }).click();
  await page.getByLabel('Display name').fill('Copied');
  await page.getByLabel('Data sensitivity').click();
  await page.getByRole('option', { name: 'Confidential' }).click();
  await clickNext(page);
  await expectStep(page, 'Connection');
  await page.getByLabel('Server URL').fill(URL_);
  await page.getByRole('radio', { name: 'Shared', exact: true }).check();
  await clickNext(page);
  await page.getByRole('radio', { name: 'Bearer token' }).check();
  await page.getByRole('textbox', { name: 'Token', exact: true }).fill('copied-secret');
  await clickNext(page);
  await expectStep(page, 'Review');
}

// ---- journeys --------------------------------------------------------------------------------

test.describe('MCP server registration wizard', () => {
  test('the stepper has the five steps the heading counts; the result is the stepper completed, not a sixth step', async ({ page }) => {
    await page.goto('/mcp-servers/new');
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 5: Application' })).toBeVisible();
    const steps = page.getByLabel('Registration steps').getByRole('button');
    await expect(steps).toHaveCount(5);
    await expect(steps.last()).toContainText('Review');
    // An admin, once the header knows who is signed in, gets no viewer's notice.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Ada Lovelace/ })).toBeVisible();
    await expect(page.getByText(/only an admin can register it/)).toHaveCount(0);
    await fillToReview(page, 'Counted');
    await registerAndExpectResult(page, 'Counted');
    await expect(steps).toHaveCount(5);
  });

  test('HOSTED: every non-OAuth2 auth member sends exactly its own member', async ({ page, api }) => {
    const members: Member[] = [
      { name: 'None', fill: async () => {}, body: { none: {} } },
      { name: 'Bearer token', fill: async (p) => p.getByRole('textbox', { name: 'Token', exact: true }).fill('hosted-bearer-secret'), body: { bearerToken: { token: 'hosted-bearer-secret' } } },
      {
        name: 'Custom header',
        fill: async (p) => {
          await p.getByLabel('Header name').fill('X-Api-Key');
          await p.getByLabel('Header value').fill('header-secret');
        },
        body: { customHeader: { headerName: 'X-Api-Key', headerValue: 'header-secret' } },
      },
      {
        name: 'Google service account',
        fill: async (p) => {
          await p.getByLabel('Credentials JSON').fill(SA_KEY);
          // Checked, then never displayed again: only the account's e-mail is shown.
          await expect(p.getByText('Service account key set for mcp-bot@demo.iam.gserviceaccount.com')).toBeVisible();
          await expect(p.getByText('BEGIN PRIVATE KEY')).toHaveCount(0);
          await addTag(p, 'Scopes', 'https://www.googleapis.com/auth/drive.readonly');
        },
        body: { googleServiceAccount: { credentialsJson: SA_KEY, scopes: ['https://www.googleapis.com/auth/drive.readonly'] } },
      },
      {
        name: 'AWS SigV4',
        fill: async (p) => {
          await p.getByLabel('Access key id').fill('AKIAEXAMPLE');
          await p.getByLabel('Secret access key').fill('aws-secret');
          await p.getByLabel('Session token').fill('aws-session');
        },
        body: { awsSigv4: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'aws-secret', sessionToken: 'aws-session' } },
      },
      {
        name: 'Basic auth',
        fill: async (p) => {
          await p.getByLabel('Username').fill('svc-mcp');
          await p.getByRole('textbox', { name: 'Password', exact: true }).fill('basic-secret');
        },
        body: { basicAuth: { username: 'svc-mcp', password: 'basic-secret' } },
      },
    ];
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    for (const [index, member] of members.entries()) {
      const displayName = `Hosted ${member.name}`;
      if (index === 0) await clickNext(page);
      else {
        // "Register another" starts clean; the app id just used is offered as a recent id.
        await expect(page.getByRole('textbox', { name: 'App id', exact: true })).toHaveValue('');
        await page.getByRole('group', { name: 'Recently used app ids' }).getByRole('button', { name: DEMO_IDS.appId }).click();
        await clickNext(page);
      }
      await fillServer(page, 'Hosted', displayName);
      await fillConnection(page, 'Hosted');
      await page.getByRole('radio', { name: member.name }).check();
      await member.fill(page);
      await clickNext(page);
      await registerAndExpectResult(page, displayName);
      expect(lastBody(api)).toEqual({
        method: 'POST',
        path: REGISTER_PATH,
        search: '',
        body: { serverType: 'MCP_SERVER_TYPE_HOSTED', displayName, hostedConfig: { mcpServerCatalogId: DEMO_IDS.catalogId, ...member.body } },
      });
      await expect(page.getByText(member.name === 'Google service account' ? 'MCP_SERVER_AUTH_METHOD_GOOGLE_SERVICE_ACCOUNT' : 'hosted').first()).toBeVisible();
      // The result lists the credentials of the auth method used, not "not configured" for the others.
      const credentialRows = page.getByRole('rowheader', { name: /^(Bearer token|Basic auth|Custom header|AWS SigV4|OAuth2 credentials)$/ });
      const expected = { None: [], 'Bearer token': ['Bearer token'], 'Custom header': ['Custom header'], 'AWS SigV4': ['AWS SigV4'], 'Basic auth': ['Basic auth'] }[member.name];
      if (expected) await expect(credentialRows).toHaveText(expected);
      if (member.name === 'None') await expect(page.getByText('None: the service calls this server without credentials.')).toBeVisible();
      await page.getByRole('button', { name: 'Register another' }).click();
    }
  });

  test('EXTERNAL: none, bearer token, custom header, basic auth; a new managed app uses an empty app id', async ({ page, api }) => {
    await registerExternal(page, api, EXTERNAL_MEMBERS.slice(0, 4), true);
  });

  test('EXTERNAL: OAuth2 with each grant (authorization code with per-user sharing, client credentials, JWT bearer)', async ({ page, api }) => {
    await registerExternal(page, api, EXTERNAL_MEMBERS.slice(4), false);
  });

  test('connection rules: https, KSUID as typed, tunneled EXTERNAL with a path typed without its "/"', async ({ page, api }) => {
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await fillServer(page, 'External', 'Wiki');
    await expectStep(page, 'Connection');
    await page.getByLabel('Server URL').fill('http://wiki.example.com/mcp');
    await clickNext(page);
    await expect(page.getByText('HTTPS is required', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Connection.*Has errors/ })).toBeVisible();

    await page.getByRole('switch', { name: /tunnel/ }).check();
    await expect(page.getByLabel('Server URL')).toHaveCount(0);
    await page.getByLabel('Tunnel appliance id').fill('2Qc1nVJ8');
    await expect(page.getByText('8/27 characters.')).toBeVisible();
    await page.getByLabel('Service name').fill('wiki-mcp.internal:8080');
    await expect(page.getByText('The catalog id', { exact: false })).toHaveCount(0);
    await clickNext(page);
    await expect(page.getByText(/The appliance id must be a 27-character KSUID/)).toBeVisible();
    await page.getByLabel('Tunnel appliance id').fill(DEMO_IDS.tunnelApplianceId);
    await expect(page.getByText('http://wiki-mcp.internal:8080/', { exact: true })).toBeVisible();
    // A path typed without its leading "/": the preview and the request both get one.
    await page.getByLabel('Path').fill('mcp/stream');
    await expect(page.getByText('http://wiki-mcp.internal:8080/mcp/stream', { exact: true })).toBeVisible();
    await clickNext(page);
    await page.getByRole('radio', { name: 'None' }).check();
    await clickNext(page);
    await registerAndExpectResult(page, 'Wiki');
    expect(lastBody(api)?.body).toEqual({
      serverType: 'MCP_SERVER_TYPE_EXTERNAL',
      displayName: 'Wiki',
      externalConfig: { transportType: TRANSPORT, none: {} },
      tunneled: true,
      tunnelApplianceId: DEMO_IDS.tunnelApplianceId,
      tunnelServiceName: 'wiki-mcp.internal:8080',
      tunnelPath: '/mcp/stream',
    });
    await expect(page.getByText('http://wiki-mcp.internal:8080/mcp/stream', { exact: true })).toBeVisible();
    await expect(page.getByText('bridge-dc1-primary')).toBeVisible();

    // HOSTED catalog id: checked as typed.
    await page.getByRole('button', { name: 'Register another' }).click();
    await fillApplication(page, DEMO_IDS.appId);
    await fillServer(page, 'Hosted', 'GitHub');
    await page.getByLabel('Catalog id').fill('2QbQZ5ZfHq1c');
    await expect(page.getByText('12/27 characters.')).toBeVisible();
    await clickNext(page);
    await expect(page.getByText(/The catalog id must be a 27-character KSUID/)).toBeVisible();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  test('PER_USER: refused client-side for AWS, Google and OAuth2 client credentials; forced past the client, refused by the tenant', async ({ page, api }) => {
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await fillServer(page, 'Hosted', 'Per-user server');
    await fillConnection(page, 'Hosted', { perUser: true });
    await expect(page.getByRole('radio', { name: 'AWS SigV4' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Google service account' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'None' })).toBeDisabled();
    await page.getByRole('radio', { name: 'OAuth2' }).check();
    await expect(page.getByRole('radio', { name: 'Client credentials' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'JWT bearer' })).toBeDisabled();
    await expect(page.getByText(/Not with per-user token sharing: PER_USER token sharing works only with/).first()).toBeVisible();

    // The other way round: with AWS chosen, Per user is not offered and says why.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('radio', { name: 'Shared' }).check();
    await clickNext(page);
    await page.getByRole('radio', { name: 'AWS SigV4' }).check();
    await page.getByLabel('Access key id').fill('AKIAEXAMPLE');
    await page.getByLabel('Secret access key').fill('aws-secret');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: 'Per user' })).toBeDisabled();
    await expect(page.getByText(/Not available with aws sigv4/)).toBeVisible();

    // Forced past the client: the request is rewritten on its way to the demo tenant.
    await page.route('**/api/v1/apps/*/mcp_servers', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { hostedConfig: Record<string, unknown> };
      body.hostedConfig.tokenSharing = 'MCP_SERVER_TOKEN_SHARING_PER_USER';
      await route.fallback({ postData: JSON.stringify(body) });
    });
    await clickNext(page);
    await clickNext(page);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The service refused the registration' })).toContainText('hostedConfig.tokenSharing: PER_USER token sharing works only with');
    expect(lastBody(api)?.body).toMatchObject({ hostedConfig: { tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_USER', awsSigv4: { accessKeyId: 'AKIAEXAMPLE' } } });
    // The tenant's field violation lands on the Token sharing field of the Connection step.
    await expect(page.getByRole('button', { name: /Connection.*Has errors/ })).toBeVisible();
    await page.getByRole('button', { name: /Connection.*Has errors/ }).click();
    await expect(page.getByRole('radiogroup', { name: 'Token sharing' })).toBeVisible();
    await expect(page.getByText(/^PER_USER token sharing works only with OAuth2 authorization code, bearer token, custom header or basic auth; this server uses awsSigv4$/)).toBeVisible();
  });

  test('HOSTED OAuth2 with DCR: an acknowledgement the diagnostic does not allow is refused at its field', async ({ page, api }) => {
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await fillServer(page, 'Hosted', 'GitHub DCR');
    await fillConnection(page, 'Hosted');
    await page.getByRole('radio', { name: 'OAuth2' }).check();
    await page.getByLabel('Authorize URL').fill('https://github.com/login/oauth/authorize');
    await page.getByLabel('Token URL').fill('https://github.com/login/oauth/access_token');
    await page.getByRole('button', { name: /Dynamic client registration/ }).click();
    await page.getByLabel('OAuth diagnostic id').fill(DEMO_IDS.oauthDiagnosticId);
    await addTag(page, 'Acknowledged finding ids', 'finding-scopes-supported-missing');
    await clickNext(page);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The service refused the registration' })).toContainText('acknowledgedFindingIds[0]');
    expect(lastBody(api)?.body).toEqual({
      serverType: 'MCP_SERVER_TYPE_HOSTED',
      displayName: 'GitHub DCR',
      hostedConfig: { mcpServerCatalogId: DEMO_IDS.catalogId, oauth2: { authorizeUrl: 'https://github.com/login/oauth/authorize', tokenUrl: 'https://github.com/login/oauth/access_token' } },
      oauthDiagnosticId: DEMO_IDS.oauthDiagnosticId,
      acknowledgedFindingIds: ['finding-scopes-supported-missing'],
    });
    await page.getByRole('button', { name: /Authentication.*Has errors/ }).click();
    await expect(page.getByText(/"finding-scopes-supported-missing" is not a blocking-relaxable finding/)).toBeVisible();

    // Acknowledge the two blocking-relaxable findings instead: registered with DCR.
    await page.getByRole('combobox', { name: 'Acknowledged finding ids' }).press('Backspace');
    await addTag(page, 'Acknowledged finding ids', 'finding-registration-endpoint-no-tls-pinning');
    await addTag(page, 'Acknowledged finding ids', 'finding-pkce-plain-advertised');
    await clickNext(page);
    await registerAndExpectResult(page, 'GitHub DCR');
    expect((lastBody(api)?.body as { acknowledgedFindingIds: string[] }).acknowledgedFindingIds).toEqual(['finding-registration-endpoint-no-tls-pinning', 'finding-pkce-plain-advertised']);
    await expect(page.getByText('dcr', { exact: true })).toBeVisible();
  });
});

test.describe('MCP server wizard: keyboard and failures', () => {
  test('http OAuth2 URLs and a missing token URL are warned about at their fields and on review, and Register goes ahead', async ({ page, api }) => {
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await fillServer(page, 'External', 'Intranet wiki');
    await fillConnection(page, 'External');
    await page.getByRole('radio', { name: 'OAuth2' }).check();
    const tokenUrl = page.getByLabel('Token URL');
    await expect(tokenUrl).not.toHaveAttribute('required');
    await expect(tokenUrl).toHaveAccessibleDescription(/^Warning: No token URL: fine when the server publishes its endpoints through discovery/);
    await page.getByLabel('Authorize URL').fill('http://idp.intranet.example/authorize');
    await page.getByLabel('Issuer URL').fill('http://idp.intranet.example');
    await page.getByLabel('Client id').fill('wiki-mcp');
    await expect(page.getByLabel('Authorize URL')).toHaveAccessibleDescription(/^Warning: Not HTTPS: tokens and client secrets sent to this URL travel unencrypted/);
    await expect(page.getByLabel('Issuer URL')).toHaveAccessibleDescription(/^Warning: Not HTTPS/);
    await expect(page.getByLabel('Authorize URL')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await axeProblems(page), 'warnings meet contrast').toEqual([]);

    await clickNext(page);
    await expectStep(page, 'Review');
    const review = page.getByRole('heading', { name: 'Check these (registering is still possible)' }).locator('xpath=..');
    await expect(review.getByRole('listitem')).toHaveText([/Authentication: oauth2\.authorizeUrl Not HTTPS/, /Authentication: oauth2\.issuerUrl Not HTTPS/, /Authentication: oauth2\.tokenUrl No token URL/]);
    await expect(page.getByText('Fix these before registering')).toHaveCount(0);
    await registerAndExpectResult(page, 'Intranet wiki');
    expect(lastBody(api)?.body).toEqual({
      serverType: 'MCP_SERVER_TYPE_EXTERNAL',
      displayName: 'Intranet wiki',
      externalConfig: { url: URL_, transportType: TRANSPORT, oauth2: { authorizeUrl: 'http://idp.intranet.example/authorize', issuerUrl: 'http://idp.intranet.example', clientId: 'wiki-mcp' } },
    });
  });

  test('completable by keyboard alone; an error clears as soon as the value is fixed', async ({ page, api }) => {
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await page.getByRole('textbox', { name: 'App id', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectStep(page, 'Server');
    await page.getByLabel('Display name').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Required')).toBeVisible();
    await expect(page.getByRole('button', { name: /Server.*Has errors/ })).toBeVisible();
    await page.keyboard.type('Keyboard server');
    await expect(page.getByText('Required')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expectStep(page, 'Connection');
    await page.getByLabel('Catalog id').focus();
    await page.keyboard.type(DEMO_IDS.catalogId);
    await page.keyboard.press('Enter');
    await expectStep(page, 'Authentication');
    await page.getByRole('radio', { name: 'Bearer token' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toBeFocused();
    await page.keyboard.type('kb-secret');
    await page.keyboard.press('Enter');
    await expectStep(page, 'Review');
    await page.getByRole('button', { name: 'Register', exact: true }).focus();
    await page.keyboard.press('Enter');
    // Focus moves to the result's heading, as it moved to each step's.
    await expect(page.getByRole('heading', { level: 2, name: 'Registered Keyboard server' })).toBeFocused();
    expect(lastBody(api)?.body).toEqual({
      serverType: 'MCP_SERVER_TYPE_HOSTED',
      displayName: 'Keyboard server',
      hostedConfig: { mcpServerCatalogId: DEMO_IDS.catalogId, bearerToken: { token: 'kb-secret' } },
    });
  });


  test('browser Back and Forward move between steps; an address never opens a step past the first invalid one', async ({ page }) => {
    // The console's own question; loading another address asks the browser's (beforeunload), which is not it.
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'confirm') prompts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await fillServer(page, 'External', 'History');
    await expectStep(page, 'Connection');
    await expect(page).toHaveURL(/[?&]step=connection/);
    await page.goBack();
    await expectStep(page, 'Server');
    await expect(page.getByRole('heading', { level: 2, name: /: Server$/ })).toBeFocused();
    await expect(page.getByLabel('Display name')).toHaveValue('History');
    await page.goBack();
    await expectStep(page, 'Application');
    await page.goForward();
    await expectStep(page, 'Server');

    // An earlier step broken, Forward stops there and says why; the address follows.
    await page.getByLabel('Display name').fill('');
    await page.goForward();
    await expect(page).toHaveURL(/[?&]step=server/);
    await expectStep(page, 'Server');
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await page.getByLabel('Display name').fill('History');
    await clickNext(page);
    await fillConnection(page, 'External');
    await expectStep(page, 'Authentication');

    // A pasted address to the review step stops at the first step the draft does not complete,
    // quietly, as a first visit would: the admin has not filled that step yet. Its errors come
    // when they try to go on.
    await page.goto(`/mcp-servers/new?step=review`);
    await expectStep(page, 'Authentication');
    await expect(page).toHaveURL(/[?&]step=authentication/);
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Bearer token' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('pasted-review-address.png') });
    await expect(page.getByRole('button', { name: /Has errors/ })).toHaveCount(0);
    await expect(page.getByText('Choose how the service authenticates to the MCP server')).toHaveCount(0);
    await clickNext(page);
    await expect(page.getByText('Choose how the service authenticates to the MCP server')).toBeVisible();
    await expect(page.getByRole('button', { name: /Authentication.*Has errors/ })).toBeVisible();
    await page.goto(`/mcp-servers/new?step=nonsense`);
    await expectStep(page, 'Application');
    expect(prompts).toEqual([]);
  });

  test('leaving the wizard asks only when it would lose input: the secrets typed, never the draft', async ({ page }) => {
    const prompts: string[] = [];
    const home = () => page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await fillServer(page, 'External', 'Left and back');
    await fillConnection(page, 'External');
    await page.getByRole('radio', { name: 'Basic auth' }).check();
    await page.getByLabel('Username').fill('svc');

    // No secret typed: the draft keeps everything, so nothing is asked; Back brings it all back.
    page.on('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    await home();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expectStep(page, 'Authentication');
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('svc');
    expect(prompts).toEqual([]);

    // A secret typed would be lost: asked, and staying keeps it.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('typed-secret');
    await home();
    await expect.poll(() => prompts).toEqual([expect.stringMatching(/secrets you typed are never saved/)]);
    await expectStep(page, 'Authentication');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('typed-secret');
    // Moving between steps never asks.
    await page.goBack();
    await expectStep(page, 'Connection');
    await page.goForward();
    await expectStep(page, 'Authentication');
    expect(prompts).toHaveLength(1);
  });

  test('review: the table shows token sharing, data sensitivity and transport', async ({ page }) => {
    await fillUpToReview(page);
    const row = (label: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');
    await expect(row('Token sharing')).toHaveText('Shared');
    await expect(row('Data sensitivity')).toHaveText('Confidential');
    await expect(row('Transport')).toHaveText('Streamable HTTP');
    // No description typed: "Not set", as the review says of the other empty values.
    await expect(row('Description')).toHaveText('Not set');
  });

  test('review: the description typed on the Server step is shown under its label, as it will be sent', async ({ page }) => {
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await expectStep(page, 'Server');
    await page.getByText('External', { exact: true }).click();
    await page.getByLabel('Display name').fill('Described');
    // A right-to-left override inside: isolated, it cannot turn the console's words around it.
    await page.getByLabel('Description').fill('  Tickets for the support team\nNot for evil\u202Etxt.exe  ');
    await clickNext(page);
    await expectStep(page, 'Connection');
    await page.getByLabel('Server URL').fill(URL_);
    await clickNext(page);
    await page.getByRole('radio', { name: 'None' }).check();
    await clickNext(page);
    await expectStep(page, 'Review');
    const description = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Description', exact: true }) }).getByRole('cell');
    // Trimmed as it is sent, each line its own isolate (src/components/bidi-isolate.ts), the line break kept.
    await expect(description).toHaveJSProperty('innerText', '\u2068Tickets for the support team\u2069\n\u2068Not for evil\u202Etxt.exe\u2069');
    await expect(page.getByLabel('Request body (secrets as placeholders)', { exact: true })).toContainText('"description": "Tickets for the support team\\nNot for evil');
  });

  test('Copy JSON copies the body with placeholders, as Copy as curl does, and says so; never "[redacted]"', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await fillUpToReview(page);
    await page.getByRole('button', { name: 'Copy JSON' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual({
      serverType: 'MCP_SERVER_TYPE_EXTERNAL',
      displayName: 'Copied',
      dataSensitivity: 'MCP_SERVER_DATA_SENSITIVITY_CONFIDENTIAL',
      externalConfig: { url: URL_, transportType: TRANSPORT, tokenSharing: 'MCP_SERVER_TOKEN_SHARING_SHARED', bearerToken: { token: '<externalConfig.bearerToken.token>' } },
    });
    await expect(page.getByText(/Copy JSON and Copy as curl copy this body: each secret is a placeholder/)).toBeVisible();
    await expect(page.getByText('[redacted]')).toHaveCount(0);
    await expect(page.getByText('copied-secret')).toHaveCount(0);
  });

  test('at phone width a progress bar replaces the stepper', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await expectStep(page, 'Application');
    await expect(page.getByRole('progressbar', { name: 'Registration progress: step 1 of 5' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Server/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 5: Application' })).toBeInViewport();
    await clickNext(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Server (has errors)' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Registration progress: step 2 of 5' })).toBeVisible();
  });

  test('a 503 keeps all input; a dropped connection warns instead of inviting a blind retry; no double submit', async ({ page, api }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.override(
      (request) => request.url().endsWith('/mcp_servers'),
      async () => {
        await gate;
        return { status: 503, body: JSON.stringify({ code: 14, message: 'backend exploded', details: [] }) };
      },
    );
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await fillServer(page, 'External', 'Kept');
    await fillConnection(page, 'External');
    await page.getByRole('radio', { name: 'Bearer token' }).check();
    await page.getByRole('textbox', { name: 'Token', exact: true }).fill('kept-secret');
    await clickNext(page);
    await page.getByRole('button', { name: 'Register', exact: true }).dblclick();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
    release();
    // Not taken (unavailable): nothing was registered, and it says so rather than "refused".
    await expect(page.getByRole('alert').filter({ hasText: 'backend exploded' })).toContainText('The service could not take the registration now');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    // Refused while it was sent, the button still has the focus: Register can be pressed again.
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeFocused();
    // Every value is still there, the secret included.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue('kept-secret');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Server URL')).toHaveValue(URL_);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Display name')).toHaveValue('Kept');

    // The connection drops after sending: the admin is told to check first.
    await page.route('**/api/v1/apps/*/mcp_servers', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: /Review/ }).click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('The server may have been registered')).toBeVisible();
    await expect(page.getByText(/check the MCP servers of app app-3f8a2c-workday/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register again' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I checked: the server was not registered' }).check();
    await expect(page.getByRole('button', { name: 'Register again' })).toBeEnabled();
  });

  test('a refusal shows in view with Register under it, though the review above it is long', async ({ page }) => {
    await page.goto('/mcp-servers/new');
    // The demo tenant refuses an app it does not know.
    await fillApplication(page, 'app-nobody-knows');
    await fillServer(page, 'External', 'My server');
    await fillConnection(page, 'External');
    await page.getByRole('radio', { name: 'None' }).check();
    await clickNext(page);
    await expectStep(page, 'Review');
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await register.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The service refused the registration' });
    await expect(refusal).toContainText('app "app-nobody-knows" not found');
    await expect(refusal).toBeInViewport({ ratio: 1 });
    await expect(register).toBeInViewport({ ratio: 1 });
    await expect(register).toBeFocused();
    // And the field is listed at the top, with a way to it.
    await expect(page.getByRole('heading', { name: 'Fix these before registering' })).toBeAttached();
  });

  test('a 500 leaves the outcome unknown: Register again waits until the admin has checked', async ({ page, api }) => {
    api.override(
      (request) => request.url().endsWith('/mcp_servers'),
      () => ({ status: 500, body: JSON.stringify({ code: 13, message: 'backend exploded', details: [] }) }),
    );
    await page.goto('/mcp-servers/new');
    await fillToReview(page, 'Maybe registered');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'The server may have been registered' });
    await expect(warning).toContainText('backend exploded');
    // Not drawn as a failure (it may have been registered): the unknown outcome's colour, legible in both schemes.
    expect(await colourOf(warning)).not.toBe(await resolvedColour(page, '--mantine-color-red-light-color'));
    expect(await axeProblems(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('register-outcome-unknown-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.getByRole('button', { name: 'Register again' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I checked: the server was not registered' }).check();
    await expect(page.getByRole('button', { name: 'Register again' })).toBeEnabled();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  test('no answer within the console\'s limit also leaves the outcome unknown', async ({ page, api }) => {
    // The page's clock is the test's: the limit passes without waiting 45 s.
    await page.clock.install();
    api.override((request) => request.url().endsWith('/mcp_servers'), () => new Promise<Answer>(() => {}));
    await page.goto('/mcp-servers/new');
    await fillToReview(page, 'Maybe registered');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => api.requests.filter((request) => request.method === 'POST').length).toBe(1);
    await page.clock.runFor(API_TIMEOUT_MS);
    const warning = page.getByRole('alert').filter({ hasText: 'The server may have been registered' });
    await expect(warning).toContainText("the console's server did not answer within 45 s");
    await expect(page.getByRole('button', { name: 'Register again' })).toBeDisabled();
  });

  test('reload keeps the non-secret draft; no secret in localStorage, sessionStorage or the URL', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await fillServer(page, 'External', 'Draft server');
    await fillConnection(page, 'External');
    await page.getByRole('radio', { name: 'OAuth2' }).check();
    await page.getByRole('radio', { name: 'Client credentials' }).check();
    await page.getByLabel('Token URL').fill('https://idp.example.com/token');
    await page.getByLabel('Client id').fill('draft-client');
    await page.getByLabel('Client secret').fill('never-stored-secret');
    await page.reload();
    await expectStep(page, 'Authentication');
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(page.getByLabel('Client id')).toHaveValue('draft-client');
    await expect(page.getByLabel('Client secret')).toHaveValue('');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href);
    expect(stored).toContain('draft-client');
    expect(stored).not.toContain('never-stored-secret');
    await page.getByRole('button', { name: /Server/ }).first().click();
    await expect(page.getByLabel('Display name')).toHaveValue('Draft server');
  });

  test('the result survives a reload of its tab, holding no secret or config value; Register another starts clean', async ({ page }) => {
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await fillServer(page, 'Hosted', 'Kept result');
    await expectStep(page, 'Connection');
    await page.getByLabel('Catalog id').fill(DEMO_IDS.catalogId);
    for (const [index, [name, value]] of [['org', 'acme-org-value'], ['webhookSecret', 'webhook-secret-value']].entries()) {
      await page.getByRole('button', { name: 'Add config field' }).click();
      await page.getByLabel(`Config field: name ${index + 1}`).fill(name);
      await page.getByLabel(`Config field: value ${index + 1}`).fill(value);
    }
    await clickNext(page);
    await page.getByRole('radio', { name: 'Bearer token' }).check();
    await page.getByRole('textbox', { name: 'Token', exact: true }).fill('result-bearer-secret');
    await clickNext(page);
    await registerAndExpectResult(page, 'Kept result');
    const connectorId = /conn-\d+-kept-result/.exec(await page.getByRole('row', { name: /^Connector id/ }).innerText())?.[0] ?? 'no connector id shown';

    await page.reload();
    await expect(page).toHaveURL(/[?&]step=result/);
    await expect(page.getByRole('heading', { level: 2, name: 'Registered Kept result' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Connector id/ })).toContainText(connectorId);
    await expect(page.getByRole('row', { name: /^App id/ })).toContainText(DEMO_IDS.appId);
    await expect(page.getByRole('row', { name: /^Credentials setup/ }).getByRole('link')).toHaveAttribute('href', new RegExp(`/${connectorId}/credentials$`));
    // The tenant's non-secret config values are not kept either: the draft never keeps them.
    await expect(page.getByRole('row', { name: /^Config field values/ })).toContainText('org (value not kept after a reload)');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href);
    expect(stored).toContain(connectorId);
    for (const value of ['result-bearer-secret', 'webhook-secret-value', 'acme-org-value']) expect(stored).not.toContain(value);

    await page.getByRole('button', { name: 'Register another' }).click();
    await expectStep(page, 'Application');
    await expect(page.getByRole('textbox', { name: 'App id', exact: true })).toHaveValue('');
    // The result is gone with it: its address now opens the first step, quietly.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]step=application/);
    await expectStep(page, 'Application');
    await expect(page.getByText(/Enter an app id/)).toHaveCount(0);
    await page.reload();
    await expectStep(page, 'Application');
    await expect(page.getByText('Registered Kept result')).toHaveCount(0);
  });

  test('a deep link, a result address in a new tab included, opens the first step that needs input with no errors until Next', async ({ page }) => {
    const noErrorsShown = async () => {
      await expect(page.getByRole('button', { name: /Has errors/ })).toHaveCount(0);
      await expect(page.getByText(/^(Required|Enter an app id.*)$/)).toHaveCount(0);
    };
    await page.goto('/mcp-servers/new?step=result');
    await expectStep(page, 'Application');
    await expect(page).toHaveURL(/[?&]step=application/);
    await noErrorsShown();

    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}&step=review`);
    await expectStep(page, 'Server');
    await expect(page).toHaveURL(/[?&]step=server/);
    await noErrorsShown();
    // As on a first visit, the errors come when the admin tries to go on.
    await clickNext(page);
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Server.*Has errors/ })).toBeVisible();
  });

  test('a response with unknown enum values and a hostile link renders them safely', async ({ page, api }) => {
    api.override(
      (request) => request.url().endsWith('/mcp_servers'),
      () => ({
        status: 200,
        body: JSON.stringify({
          accessProfilesAttached: true,
          mcpServer: {
            connectorId: 'conn-future',
            appId: DEMO_IDS.appId,
            displayName: 'Future',
            serverType: 'MCP_SERVER_TYPE_QUANTUM',
            authMethod: 'MCP_SERVER_AUTH_METHOD_PASSKEY',
            tokenSharing: 'MCP_SERVER_TOKEN_SHARING_PER_TEAM',
            oauth2ClientSecretExpiresAt: '99999999999999999',
            credentialsSetupUrl: 'javascript:alert(1)',
            createdAt: 'not a date',
          },
        }),
      }),
    );
    await page.goto(`/mcp-servers/new?appId=${DEMO_IDS.appId}`);
    await clickNext(page);
    await fillServer(page, 'External', 'Future');
    await fillConnection(page, 'External');
    await page.getByRole('radio', { name: 'None' }).check();
    await clickNext(page);
    await registerAndExpectResult(page, 'Future');
    for (const value of ['MCP_SERVER_TYPE_QUANTUM', 'MCP_SERVER_AUTH_METHOD_PASSKEY', 'MCP_SERVER_TOKEN_SHARING_PER_TEAM', 'not a date']) await expect(page.getByText(value)).toBeVisible();
    await expect(page.getByText('javascript:alert(1)')).toBeVisible();
    await expect(page.getByRole('link', { name: /javascript/ })).toHaveCount(0);
  });
});

// The demo tenant's OpenID provider: oidc-provider (OpenID-certified; no protocol code here) on its
// own loopback port, with two seeded people and a sign-in page that has one button per person. The
// console signs in through it exactly as through any provider (CONSOLE_AUTH=oidc), so `npm start`
// shows a real sign-in: the browser leaves for this origin and comes back with a code.
import { generateKeyPair, exportJWK } from 'jose';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { checkHost } from '../proxy/guards';
import { escapeHtml, pageHeaders, renderPage, sendPage, type HtmlPage } from './html-page';
import { SIGNED_OUT_PATH } from './sign-in-routes';

export interface DemoPerson {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'viewer';
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { id: 'ada', name: 'Ada Lovelace', email: 'ada@demo.example', role: 'admin' },
  { id: 'grace', name: 'Grace Hopper', email: 'grace@demo.example', role: 'viewer' },
];

export const DEMO_CLIENT_ID = 'tenant-admin-console';

export interface DemoProvider {
  issuer: URL;
  clientId: string;
  port: number;
  close: () => Promise<void>;
}

/** The console's callback on any loopback port (RFC 8252 loopback redirects; the client is "native"). */
const CONSOLE_ORIGINS = ['http://127.0.0.1', 'http://[::1]'];
/** The sign-in page's form posts here, then is redirected (through the provider) to the console. */
// CSP host sources cannot name an IPv6 literal, so [::1] is not listed.
const FORM_TARGETS = ["'self'", 'http://127.0.0.1:*', 'http://localhost:*'];

export const buttonLabel = (person: DemoPerson) => `Sign in as ${person.name} (${person.role})`;

function signInPage(uid: string): HtmlPage {
  const buttons = DEMO_PEOPLE.map(
    (person) => `<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<input type="hidden" name="person" value="${escapeHtml(person.id)}">
<button type="submit">${escapeHtml(buttonLabel(person))}</button>
</form>`,
  ).join('\n');
  return {
    title: 'Sign in · Demo OpenID provider',
    formAction: FORM_TARGETS,
    body: `<h1>Sign in to the Tenant Admin Console</h1>
<p>This is the demo tenant's own OpenID provider: choose who you are. Ada may change the tenant; Grace may only look.</p>
${buttons}`,
  };
}

/** oidc-provider's pages, drawn like the console's own (its defaults load a web font and run inline script). */
function koaPage(ctx: KoaContextWithOIDC, page: HtmlPage): void {
  const html = renderPage(page);
  ctx.type = 'html';
  for (const [name, value] of Object.entries(pageHeaders(page, Buffer.byteLength(html)))) if (name !== 'content-length') ctx.set(name, value);
  ctx.body = html;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 4096) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function configuration(jwk: object): Configuration {
  return {
    clients: [
      {
        client_id: DEMO_CLIENT_ID,
        client_name: 'Tenant Admin Console',
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: CONSOLE_ORIGINS.map((origin) => `${origin}/console/auth/callback`),
        // The console's signed-out page, where both choices of the sign-out page below end.
        post_logout_redirect_uris: CONSOLE_ORIGINS.map((origin) => `${origin}${SIGNED_OUT_PATH}`),
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Scope claims go in the ID token (the console reads the roles from there), not only /userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    findAccount: (_ctx, id) => {
      const person = DEMO_PEOPLE.find((candidate) => candidate.id === id);
      return person ? { accountId: person.id, claims: () => ({ sub: person.id, email: person.email, email_verified: true, name: person.name }) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Both choices end on the console's "Signed out" page. The console asks for a fresh sign-in
        // every time (prompt=login), so staying signed in here does not sign anyone back in unasked.
        logoutSource: (ctx, form) =>
          koaPage(ctx, {
            title: 'Sign out · Demo OpenID provider',
            formAction: FORM_TARGETS,
            body: `<h1>Sign out of the demo provider?</h1>
<p>You are signed out of the console. You are still signed in here, at the demo provider: sign out here too, or stay signed in. Either way, the console asks who you are when you next sign in.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out of the demo provider</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in here</button>`,
          }),
        postLogoutSuccessSource: (ctx) =>
          koaPage(ctx, { title: 'Signed out · Demo OpenID provider', body: '<h1>You are signed out</h1><p>You can close this page.</p>' }),
      },
    },
    renderError: (ctx, out) =>
      koaPage(ctx, {
        title: 'Error · Demo OpenID provider',
        body: `<h1>The demo provider cannot go on</h1>
<p>${escapeHtml(String(out.error ?? 'error'))}: ${escapeHtml(String(out.error_description ?? ''))}</p>
<p><a class="button" href="/">Back</a></p>`,
      }),
  };
}

export async function startDemoProvider(options: { port?: number } = {}): Promise<DemoProvider> {
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server: Server = createServer((req, res) => {
    if (handle === null) return void (res.writeHead(503).end());
    // DNS-rebinding guard, as on the console and the demo tenant.
    if (checkHost(req.headers.host, new Set())) return void (res.writeHead(403, { 'content-type': 'text/plain' }).end('Host not allowed'));
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = new URL(`http://127.0.0.1:${port}`);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer.origin, configuration({ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }));
  const callback = provider.callback();

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string, login: boolean): Promise<void> => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    // The console is first-party: no consent screen (oidc-provider asks for one from every native client).
    if (details.prompt.name === 'consent') {
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: details.session?.accountId, clientId: DEMO_CLIENT_ID });
      if (!grant) throw new Error('grant expired');
      grant.addOIDCScope('openid email profile');
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      return;
    }
    if (!login) return void sendPage(res, 200, signInPage(uid));
    const chosen = (await readForm(req)).get('person');
    const person = DEMO_PEOPLE.find((candidate) => candidate.id === chosen);
    if (!person) return void sendPage(res, 400, signInPage(uid));
    await provider.interactionFinished(req, res, { login: { accountId: person.id } }, { mergeWithLastSubmission: false });
  };

  handle = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? '');
    const uid = match?.[1];
    const login = Boolean(match?.[2]);
    if (!uid || (login ? req.method !== 'POST' : req.method !== 'GET')) return void callback(req, res);
    interaction(req, res, uid, login).catch(() => {
      if (!res.headersSent) sendPage(res, 400, { title: 'Sign-in expired · Demo OpenID provider', body: '<h1>This sign-in has expired</h1><p>Go back to the console and sign in again.</p>' });
    });
  };

  return {
    issuer,
    clientId: DEMO_CLIENT_ID,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

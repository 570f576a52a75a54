// The e2e base. Every test fails on any console error or uncaught page exception and, when it
// fails, reports what the page showed; `page.goto` and `page.reload` return once the console has
// started. The mocked specs (`test`) get a fresh demo tenant each,
// answering `/api/**` in-process through `page.route` (the same handler `npm start` runs behind
// the proxy); the real-stack specs (`realStackTest`) reach the server's own proxy instead.
import { test as base, expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { parseAuditQuery } from '../server/audit/audit-endpoint';
import { seedAuditRecords } from '../server/audit/audit-seed';
import { BadPageToken } from '../server/audit/audit-store';
import { createMemoryAuditStore, type MemoryAuditStore } from '../server/audit/memory-audit-store';
import { createDemoTenant, type DemoTenant, type DemoTenantOptions } from '../server/demo-tenant/app';
import { DEMO_IDS } from '../server/demo-tenant/demo-ids';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface Answer {
  status: number;
  body: string;
  contentType?: string;
}

export interface ApiMock {
  tenant: DemoTenant;
  /** Every /api/ request the page sent, in order (path without origin, body parsed as JSON). */
  requests: RecordedRequest[];
  /** Answer requests matching `matcher` with `handler` instead of the demo tenant (most recent wins). */
  override(matcher: (request: Request) => boolean, handler: (request: Request) => Answer | Promise<Answer>): void;
  /** What the demo tenant answers to this request (what the page gets when nothing overrides it). */
  realAnswer(request: Request): Promise<Answer>;
  /** Holds every tenant answer back (a page's pending view stays) until the returned release is called. */
  holdAnswers(): () => void;
}

export type Role = 'admin' | 'viewer';

/**
 * The console's sign-in endpoints as the mocked specs answer them (DESIGN.md, "Who may act"), and
 * the session they share with the mocked proxy: without one every /api/ call answers 401, and a
 * viewer's change 403, nothing reaching the tenant. Tests change it as they go.
 */
export interface SessionMock {
  /** Who /console/me answers for now; null is no session (401). Starts as the `signedInAs` option. */
  signedInAs: Role | null;
  /** Who the mocked sign-in signs in: /console/auth/login sets `signedInAs` and comes back to its returnTo. */
  signsInAs: Role;
  /** While set, /console/me answers this instead (e.g. 503 while the provider cannot be reached). */
  meAnswer: { status: number; json: unknown } | null;
  /** Every returnTo the browser went to sign in with, in order. */
  logins: string[];
  /** Every POST /console/auth/logout, with its X-Console-Request header. */
  logouts: { consoleRequestHeader: string | undefined }[];
  /** The sign-out's logoutUrl (the provider's end-session page, or the console's Signed out page); null stands for an older server. */
  logoutUrl: string | null;
}

/** The console's audit trail as the mocked specs answer GET /console/audit: in memory, with the server's query checks and paging. */
export interface AuditMock {
  store: MemoryAuditStore;
  /** The query of every GET /console/audit the page sent, in order. */
  queries: URLSearchParams[];
}

export interface Fixtures {
  demoOptions: DemoTenantOptions;
  /** How many seeded records (server/audit/audit-seed.ts) the trail starts with. */
  auditSeedSize: number;
  audit: AuditMock;
  /** Who is signed in when the test starts: the demo admin by default; null is no session. */
  signedInAs: Role | null;
  session: SessionMock;
  api: ApiMock;
}

/** The demo provider's people, as /console/me describes them. */
export const DEMO_PEOPLE_ME = {
  admin: { sub: 'ada', email: 'ada@demo.example', name: 'Ada Lovelace', role: 'admin', mode: 'demo' },
  viewer: { sub: 'grace', email: 'grace@demo.example', name: 'Grace Hopper', role: 'viewer', mode: 'demo' },
} as const;

interface WatchedPage {
  /** Console messages of type error that a test expects (e.g. a deliberate 500); matched by substring. */
  allowedConsoleErrors: string[];
}

const NO_SESSION = { code: 16, message: 'sign in' };
const VIEWER_REFUSED = { code: 7, message: 'viewers cannot change the tenant' };

/** A same-origin path, as the server's returnTo check keeps it (anything else comes back to `/`). */
const samePath = (returnTo: string | null) => (returnTo && /^\/(?![/\\])/.test(returnTo) ? returnTo : '/');

/**
 * The console's own endpoints as the mocked specs answer them, by path; any other `/console/*`
 * request goes on to the server.
 */
async function consoleAnswer(session: SessionMock, audit: AuditMock, route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  switch (url.pathname) {
    case '/console/audit': {
      // As server/audit/audit-endpoint.ts answers: any signed-in role, a 400 naming a bad parameter.
      if (!session.signedInAs) return route.fulfill({ status: 401, json: NO_SESSION });
      audit.queries.push(url.searchParams);
      const query = parseAuditQuery(url.searchParams);
      if (typeof query === 'string') return route.fulfill({ status: 400, json: { code: 3, message: query } });
      try {
        return await route.fulfill({ json: await audit.store.list(query) });
      } catch (error) {
        if (error instanceof BadPageToken) return route.fulfill({ status: 400, json: { code: 3, message: `page_token: ${error.message}` } });
        throw error;
      }
    }
    case '/console/info':
      return route.fulfill({ json: { tenant: { host: 'demo.tenant.test', demo: true }, demoIds: DEMO_IDS } });
    case '/console/me':
      if (session.meAnswer) return route.fulfill(session.meAnswer);
      return session.signedInAs ? route.fulfill({ json: DEMO_PEOPLE_ME[session.signedInAs] }) : route.fulfill({ status: 401, json: NO_SESSION });
    case '/console/auth/login': {
      // The provider's part, done at once: signed in, and back where the sign-in started.
      const returnTo = samePath(url.searchParams.get('returnTo'));
      session.logins.push(returnTo);
      session.signedInAs = session.signsInAs;
      return route.fulfill({ status: 302, headers: { location: returnTo } });
    }
    case '/console/auth/logout':
      if (request.method() !== 'POST') return route.fulfill({ status: 405, json: { code: 3, message: 'POST only' } });
      session.logouts.push({ consoleRequestHeader: await request.headerValue('x-console-request') ?? undefined });
      session.signedInAs = null;
      return route.fulfill({ json: { logoutUrl: session.logoutUrl } });
    default:
      return route.fallback();
  }
}

/** What `tenant` answers to a browser request, forwarded as the proxy would: raw path (empty segments included), bearer token. */
async function tenantAnswer(tenant: DemoTenant, token: string, request: Request): Promise<Answer> {
  const url = new URL(request.url());
  const method = request.method();
  const response = await tenant.app.fetch(
    new Request(`http://demo.tenant.test${url.pathname}${url.search}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': request.headers()['content-type'] ?? 'application/json' },
      body: ['GET', 'HEAD'].includes(method) ? undefined : (request.postData() ?? undefined),
    }),
  );
  return { status: response.status, body: await response.text(), contentType: response.headers.get('content-type') ?? 'application/json' };
}

function parsedBody(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The page's heading and main text, whitespace folded: what a person would have seen. */
async function shownText(page: Page): Promise<string> {
  const shown = await page
    .evaluate(() => {
      const heading = document.querySelector('h1')?.textContent ?? '(no h1)';
      const main = (document.querySelector('main') ?? document.body).innerText;
      return `h1: ${heading} | main: ${main}`;
    })
    .catch((error: unknown) => `(the page could not be read: ${error instanceof Error ? error.message : String(error)})`);
  return `${page.url()}\n${shown.replace(/\s+/g, ' ')}`;
}

/**
 * Resolves once the console has taken over the page. A prerendered page (server/prerender-plugin.ts)
 * shows its heading and controls before any script has run, and ignores input until React has
 * hydrated it; a person waits for the page to respond, a test waits for that: the page's own top
 * element (the first in <main>, inside the page's Suspense boundary, hydrated last) carries React's
 * fiber key, which the server's HTML does not. Pages drawn outside the layout have no <main>: there,
 * any element directly in #root.
 */
export async function consoleStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const isReacts = (element: Element | null | undefined) => (element ? Object.keys(element).some((key) => key.startsWith('__reactFiber$')) : false);
    const root = document.getElementById('root');
    const main = root?.querySelector('main');
    return main ? isReacts(main.firstElementChild) : [...(root?.children ?? [])].some(isReacts);
  });
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** How many of the page's requests (documents, scripts, API calls) have been sent and not yet answered or failed. */
export function requestsInFlight(page: Page): number {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('requestsInFlight: not a page of the e2e fixtures');
  return pending.size;
}

/** The page, watched: console errors and uncaught exceptions fail the test; a failed test reports what the page showed. */
export const realStackTest = base.extend<WatchedPage>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use, testInfo) => {
    const pending = new Set<Request>();
    inFlight.set(page, pending);
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The browser logs every non-2xx fetch as "Failed to load resource"; tests assert those answers themselves.
      if (text.startsWith('Failed to load resource')) return;
      if (allowedConsoleErrors.some((allowed) => text.includes(allowed))) return;
      problems.push(`console error: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
    // Navigation returns once the page responds to input (consoleStarted), as a person waits for it.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await consoleStarted(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await consoleStarted(page);
      return response;
    };
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('what the page showed', { body: await shownText(page), contentType: 'text/plain' });
    }
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export const test = realStackTest.extend<Fixtures>({
  demoOptions: [{}, { option: true }],
  auditSeedSize: [250, { option: true }],
  audit: async ({ auditSeedSize }, use) => {
    await use({ store: createMemoryAuditStore(seedAuditRecords(auditSeedSize)), queries: [] });
  },
  signedInAs: ['admin', { option: true }],
  session: async ({ signedInAs }, use) => {
    await use({ signedInAs, signsInAs: signedInAs ?? 'admin', meAnswer: null, logins: [], logouts: [], logoutUrl: null });
  },
  // Automatic: every mocked test gets its tenant, whether or not it reads `api`. The routes are the
  // browser context's, so a tab the page opens (a sign-in in a new tab) sees the same mocks.
  api: [
    async ({ page, demoOptions, session, audit }, use) => {
      const tenant = createDemoTenant(demoOptions);
      const { token } = tenant.tokens.issue();
      const realAnswer = (request: Request) => tenantAnswer(tenant, token, request);
      const requests: RecordedRequest[] = [];
      const overrides: { matcher: (request: Request) => boolean; handler: Parameters<ApiMock['override']>[1] }[] = [];
      await page.context().route(/\/(api|console)\//, async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/api/')) return consoleAnswer(session, audit, route);
        requests.push({ method: request.method(), path: url.pathname, search: url.search, body: parsedBody(request.postData()) });
        // The proxy's refusals: nothing reaches the tenant.
        if (!session.signedInAs) return route.fulfill({ status: 401, json: NO_SESSION });
        if (session.signedInAs !== 'admin' && !['GET', 'HEAD'].includes(request.method())) return route.fulfill({ status: 403, json: VIEWER_REFUSED });
        const override = overrides.findLast((candidate) => candidate.matcher(request));
        const answer = override ? await override.handler(request) : await realAnswer(request);
        return route.fulfill({ status: answer.status, body: answer.body, contentType: answer.contentType ?? 'application/json' });
      });
      const override: ApiMock['override'] = (matcher, handler) => void overrides.push({ matcher, handler });
      const holdAnswers = () => {
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        override(() => true, async (request) => {
          await held;
          return realAnswer(request);
        });
        return release;
      };
      await use({ tenant, requests, realAnswer, override, holdAnswers });
    },
    { auto: true },
  ],
});

export { expect, type Locator, type Page };
export { DEMO_IDS };

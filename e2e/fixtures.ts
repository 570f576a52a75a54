// The e2e base. Every test fails on any console error or uncaught page exception and, when it
// fails, reports what the page showed; `page.goto` and `page.reload` return once the console has
// started. The mocked specs (`test`) get a fresh demo tenant each,
// answering `/api/**` in-process through `page.route` (the same handler `npm start` runs behind
// the proxy); the real-stack specs (`realStackTest`) reach the server's own proxy instead.
import { test as base, expect, type Page, type Request } from '@playwright/test';
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
}

export interface Fixtures {
  demoOptions: DemoTenantOptions;
  api: ApiMock;
}

interface WatchedPage {
  /** Console messages of type error that a test expects (e.g. a deliberate 500); matched by substring. */
  allowedConsoleErrors: string[];
}

/**
 * The console's own endpoints as the mocked specs answer them, by path; any other `/console/*`
 * request goes on to the server. (The one place to add, say, the signed-in user.)
 */
const CONSOLE_ANSWERS: Record<string, () => unknown> = {
  '/console/info': () => ({ tenant: { host: 'demo.tenant.test', demo: true }, demoIds: DEMO_IDS }),
};

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
async function consoleStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const isReacts = (element: Element | null | undefined) => (element ? Object.keys(element).some((key) => key.startsWith('__reactFiber$')) : false);
    const root = document.getElementById('root');
    const main = root?.querySelector('main');
    return main ? isReacts(main.firstElementChild) : [...(root?.children ?? [])].some(isReacts);
  });
}

/** The page, watched: console errors and uncaught exceptions fail the test; a failed test reports what the page showed. */
export const realStackTest = base.extend<WatchedPage>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use, testInfo) => {
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
  // Automatic: every mocked test gets its tenant, whether or not it reads `api`.
  api: [
    async ({ page, demoOptions }, use) => {
      const tenant = createDemoTenant(demoOptions);
      const { token } = tenant.tokens.issue();
      const realAnswer = (request: Request) => tenantAnswer(tenant, token, request);
      const requests: RecordedRequest[] = [];
      const overrides: { matcher: (request: Request) => boolean; handler: Parameters<ApiMock['override']>[1] }[] = [];
      await page.route(/\/(api|console)\//, async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        const consoleAnswer = CONSOLE_ANSWERS[url.pathname];
        if (consoleAnswer) return route.fulfill({ json: consoleAnswer() });
        if (!url.pathname.startsWith('/api/')) return route.fallback();
        requests.push({ method: request.method(), path: url.pathname, search: url.search, body: parsedBody(request.postData()) });
        const override = overrides.findLast((candidate) => candidate.matcher(request));
        const answer = override ? await override.handler(request) : await realAnswer(request);
        return route.fulfill({ status: answer.status, body: answer.body, contentType: answer.contentType ?? 'application/json' });
      });
      await use({ tenant, requests, realAnswer, override: (matcher, handler) => void overrides.push({ matcher, handler }) });
    },
    { auto: true },
  ],
});

export { expect, type Page };
export { DEMO_IDS };

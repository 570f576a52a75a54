// The e2e base: every test gets its own fresh demo tenant answering `/api/**` in-process through
// `page.route` (the same handler `npm start` runs behind the proxy), and fails on any console
// error or uncaught page exception.
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { createDemoTenant, type DemoTenant, type DemoTenantOptions } from '../server/demo-tenant/app';
import { DEMO_IDS } from '../server/demo-tenant/demo-ids';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface ApiMock {
  tenant: DemoTenant;
  /** Every /api/ request the page sent, in order (path without origin, body parsed as JSON). */
  requests: RecordedRequest[];
  /** Answer requests matching `matcher` with `handler` instead of the demo tenant (most recent wins). */
  override(matcher: (request: Request) => boolean, handler: (request: Request) => { status: number; body: string; contentType?: string } | Promise<{ status: number; body: string; contentType?: string }>): void;
}

export interface Fixtures {
  demoOptions: DemoTenantOptions;
  api: ApiMock;
  /** Console messages of type error that a test expects (e.g. a deliberate 500); matched by substring. */
  allowedConsoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  demoOptions: [{}, { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  api: async ({ page, demoOptions }, use) => {
    const tenant = createDemoTenant(demoOptions);
    const { token } = tenant.tokens.issue();
    const requests: RecordedRequest[] = [];
    const overrides: { matcher: (request: Request) => boolean; handler: Parameters<ApiMock['override']>[1] }[] = [];
    await page.route(/\/(api|console)\//, async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.pathname === '/console/info') {
        return route.fulfill({ json: { tenant: { host: 'demo.tenant.test', demo: true }, demoIds: DEMO_IDS } });
      }
      if (!url.pathname.startsWith('/api/')) return route.fallback();
      let body: unknown = undefined;
      const raw = request.postData();
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
      requests.push({ method: request.method(), path: url.pathname, search: url.search, body });
      const override = [...overrides].reverse().find((candidate) => candidate.matcher(request));
      if (override) {
        const answer = await override.handler(request);
        return route.fulfill({ status: answer.status, body: answer.body, contentType: answer.contentType ?? 'application/json' });
      }
      // Keep the raw path (empty segments included) as the proxy would.
      const response = await tenant.app.fetch(
        new Request(`http://demo.tenant.test${url.pathname}${url.search}`, {
          method: request.method(),
          headers: { authorization: `Bearer ${token}`, 'content-type': request.headers()['content-type'] ?? 'application/json' },
          body: ['GET', 'HEAD'].includes(request.method()) ? undefined : (raw ?? undefined),
        }),
      );
      return route.fulfill({ status: response.status, body: await response.text(), contentType: response.headers.get('content-type') ?? 'application/json' });
    });
    await use({ tenant, requests, override: (matcher, handler) => void overrides.push({ matcher, handler }) });
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
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
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect, type Page };
export { DEMO_IDS };

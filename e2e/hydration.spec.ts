// A prerendered page was drawn at build time, where the browser's storage does not exist. React
// hydrates that HTML: if the browser's first render differed from it (a value read from storage,
// say), React would throw the page away (error #418, which the fixture fails on) and draw it again.
// So every prerendered page is opened here with everything the console keeps in storage filled
// in, and must hydrate cleanly, then show the stored values; and hydrating must not render the
// shell again (below).
import type { Page } from '@playwright/test';
import { DEMO_PEOPLE_ME, test, expect } from './fixtures';
import { catalogRoutes, waitForSettled } from './helpers/routes';
import { userMenuButton } from './helpers/user-menu';

// The storage entries the pages read (src/forms/last-saved-store.ts, src/pages/mcp-server-wizard/wizard-storage.ts).
const STORED = {
  local: {
    'tenant-admin-console:last-saved:contacts': JSON.stringify({
      savedAt: '2026-03-04T10:15:00Z',
      value: { securityEmails: ['stored@acme.example'], billingEmails: [], operationsEmails: [], createdAt: '2026-03-01T00:00:00Z', updatedAt: '2026-03-04T10:15:00Z' },
    }),
    'mcp-server-wizard.recent-app-ids': JSON.stringify(['app-recently-used']),
  },
  session: {
    'mcp-server-wizard.draft': JSON.stringify({ values: { appId: 'app-from-the-draft' }, step: 0 }),
    'mcp-server-wizard.result': JSON.stringify({ mcpServer: { connectorId: 'conn-from-storage', displayName: 'Stored server' } }),
  },
};

// Every page is prerendered (src/prerender.tsx); one with ids once for all its addresses, as its
// pending view: each is opened at its "Try it" address.
const prerendered = catalogRoutes().filter((route) => route.page);

test.beforeEach(async ({ page }) => {
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored.local)) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(stored.session)) sessionStorage.setItem(key, value);
  }, STORED);
});

test('there are prerendered pages to check', () => {
  expect(prerendered.map((route) => route.page?.path)).toEqual(expect.arrayContaining(['/', '/settings/contacts', '/mcp-servers/new', '/apps/$appId/owners']));
});

test('every page, ids or not, comes with its own title and heading in the HTML, before any script runs', async ({ request }) => {
  for (const entry of prerendered) {
    const html = await (await request.get(entry.href)).text();
    expect(html, entry.name).toContain(`<title>${entry.title}</title>`);
    expect(html, entry.name).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  }
});

for (const entry of prerendered) {
  test(`${entry.name} hydrates its prerendered HTML with values in browser storage`, async ({ page }) => {
    await page.goto(entry.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The fixture fails the test on React's hydration error.
  });
}

// Hydration must not make the shell draw itself again. A state the shell reads that changes right
// after hydration (a `useHydrated`, a `useState` an effect sets on mount) renders the whole frame,
// header, navigation and page, once more at once: one long task on every page's start, which only
// Lighthouse's TBT noticed (b0d67bb, fixed by c3cb610). What follows hydration legitimately is a
// leaf: the signed-in person, the ⌘K key caps, the tenant badge, the page's data.
//
// React calls the DevTools hook on every commit, in production builds too. This one, installed
// before the page's scripts, records per commit the host elements that rendered: new, or given new
// props. A component that renders hands every element it draws a new props object; one that bails
// out keeps them, and React does not even visit the subtrees under it (their `child` pointers are
// the previous commit's), as DevTools itself reasons.
function recordRenderedElements() {
  interface Fiber {
    tag: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
    stateNode: unknown;
  }
  const HOST_COMPONENT = 5;
  const commits: { hydration: boolean; rendered: Element[] }[] = [];
  const failures: string[] = [];
  Object.assign(window, { __renderedPerCommit: commits, __renderRecordFailures: failures });
  const visit = (first: Fiber | null, rendered: Element[]) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const before = fiber.alternate;
      if (fiber.tag === HOST_COMPONENT && (!before || before.memoizedProps !== fiber.memoizedProps)) rendered.push(fiber.stateNode as Element);
      if (!before || fiber.child !== before.child) visit(fiber.child, rendered);
    }
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      inject: () => 1,
      onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
        try {
          // The root's state before a hydrateRoot's first commit says it is dehydrated.
          const hydration = (root.current.alternate?.memoizedState as { isDehydrated?: boolean } | null)?.isDehydrated === true;
          const rendered: Element[] = [];
          visit(root.current.child, rendered);
          commits.push({ hydration, rendered });
        } catch (error) {
          // React swallows what the hook throws.
          failures.push(String(error));
        }
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

/**
 * What of the shell rendered in the commits after hydration: the skip link and the header's home
 * link, drawn by the shell's own component (src/pages/shell/app-layout.tsx), so rendered again
 * exactly when it is, and what the navigation draws. Not the `header`, `nav` and `main` elements
 * themselves: Mantine's AppShell renders them alone when its own state changes (a transition's end).
 */
async function shellRendersAfterHydration(page: Page) {
  return page.evaluate(() => {
    const { __renderedPerCommit: commits, __renderRecordFailures: failures } = window as unknown as {
      __renderedPerCommit: { hydration: boolean; rendered: Element[] }[];
      __renderRecordFailures: string[];
    };
    const watched = (rendered: Element[]) => {
      const found: string[] = [];
      if (rendered.includes(document.querySelector('a[href="#main-content"]')!)) found.push('the skip link');
      if (rendered.includes(document.querySelector('header a[aria-label="Tenant Admin Console, home"]')!)) found.push("the header's home link");
      const navigation = [...document.querySelectorAll('nav *')].filter((element) => rendered.includes(element)).length;
      if (navigation > 0) found.push(`${navigation} elements in the navigation`);
      return found;
    };
    const hydration = commits.findIndex((commit) => commit.hydration);
    return {
      failures,
      // Proof that the hook saw hydration and recognises the shell's elements in a commit.
      inHydration: hydration < 0 ? [] : watched(commits[hydration].rendered),
      renderedAgain: commits.slice(hydration + 1).flatMap((commit, index) => {
        const found = watched(commit.rendered);
        return found.length ? [`commit ${hydration + 1 + index}: ${found.join(', ')}`] : [];
      }),
    };
  });
}

// One page drawn whole at build time with data of its own, one without data, one prerendered as
// its pending view (`ssr: false`): the shell around each is the same.
const SHELL_CHECKED = ['/', '/settings/contacts', '/apps/$appId/owners'];
for (const entry of prerendered.filter((route) => SHELL_CHECKED.includes(route.page?.path ?? ''))) {
  test(`${entry.name}: hydration does not render the shell again`, async ({ page }) => {
    await page.addInitScript(recordRenderedElements);
    await page.goto(entry.href);
    // What follows hydration has happened: the person shown, the page's data drawn, nothing loading.
    await expect(userMenuButton(page, DEMO_PEOPLE_ME.admin.name)).toBeVisible();
    await waitForSettled(page);
    const shell = await shellRendersAfterHydration(page);
    expect(shell.failures, 'the recording hook failed').toEqual([]);
    expect(shell.inHydration, 'the hydration commit, as the hook saw it').toEqual(['the skip link', "the header's home link", expect.stringMatching(/ elements in the navigation$/)]);
    expect(shell.renderedAgain, 'the shell rendered again after hydration, with nothing done').toEqual([]);
  });
}

test('the contacts editor shows the last save from this browser once hydrated', async ({ page }) => {
  await page.goto('/settings/contacts');
  await expect(page.getByText(/The lists start from the answer to the last save made from this browser/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove stored@acme.example' })).toBeVisible();
});

test("the wizard restores this tab's draft and offers recent app ids once hydrated", async ({ page }) => {
  await page.goto('/mcp-servers/new');
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'App id' })).toHaveValue('app-from-the-draft');
  await expect(page.getByRole('group', { name: 'Recently used app ids' }).getByRole('button', { name: 'app-recently-used' })).toBeVisible();
});

test("the wizard shows this tab's last result at its address once hydrated", async ({ page }) => {
  await page.goto('/mcp-servers/new?step=result');
  await expect(page.getByRole('heading', { level: 2, name: 'Registered Stored server' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Connector id/ })).toContainText('conn-from-storage');
});

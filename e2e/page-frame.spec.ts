// Moving between pages does not move the page: every route's heading starts at the same x, on a
// laptop and on a wide screen, whatever the page holds (a form, a wide table), and so do a page's
// pending view and its not-found view, which replace the page in place (src/components/page-frame.tsx).
import { test, expect, DEMO_IDS, type Page } from './fixtures';
import { contentBoxOf } from './helpers/layout';
import { catalogRoutes, waitForSettled } from './helpers/routes';

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** Where the text of the page's one visible level-1 heading starts, at each viewport (the page is resized, not reloaded). */
async function headingLeftAtEachViewport(page: Page): Promise<number[]> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  const lefts: number[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    lefts.push((await contentBoxOf(heading)).left);
  }
  await page.setViewportSize(VIEWPORTS[0]);
  return lefts;
}

/** Asserts that every view's heading starts within 1px of the first's, at each viewport; the message names the ones that do not. */
function assertOneLeftEdge(lefts: ReadonlyMap<string, number[]>) {
  VIEWPORTS.forEach((viewport, index) => {
    const [reference] = [...lefts.values()].map((each) => each[index] ?? NaN);
    const rounded = (x: number) => (Math.abs(x - (reference ?? NaN)) <= 1 ? reference : Math.round(x * 10) / 10);
    const seen = Object.fromEntries([...lefts].map(([name, each]) => [name, rounded(each[index] ?? NaN)]));
    const expected = Object.fromEntries([...lefts.keys()].map((name) => [name, reference]));
    expect.soft(seen, `heading's left edge at ${viewport.width} × ${viewport.height}`).toEqual(expected);
  });
}

test('every route, its pending view and a not-found view put the page heading at the same x, at 1366 × 768 and 1920 × 1080', async ({ page, api }) => {
  const lefts = new Map<string, number[]>();
  await page.setViewportSize(VIEWPORTS[0]);
  for (const route of catalogRoutes()) {
    await page.goto(route.href);
    await waitForSettled(page);
    lefts.set(route.name, await headingLeftAtEachViewport(page));
  }

  // The not-found view of a page with ids replaces the page (and its open-by-id form) in place.
  await page.goto(`/apps/${DEMO_IDS.samlAppId}/sso/sso-nope`);
  await expect(page.getByRole('form', { name: 'Open SSO application by id' })).toBeVisible();
  lefts.set('not-found view of the SSO application', await headingLeftAtEachViewport(page));

  // A page whose data is slow shows its pending view: the same heading, where the page will draw it.
  const releaseData = api.holdAnswers();
  await page.goto(`/apps/${DEMO_IDS.samlAppId}/sso/${DEMO_IDS.ssoSamlId}`);
  await expect(page.getByRole('main').getByText('Loading…').filter({ visible: true })).toBeVisible();
  lefts.set('pending view of the SSO application', await headingLeftAtEachViewport(page));
  releaseData();

  assertOneLeftEdge(lefts);
});

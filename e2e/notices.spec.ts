// Notices (src/components/notify.ts): a replaced notice stays its full time, and the outcome
// of a save reaches the admin even when the notifications' own chunk cannot be fetched.
import { NOTICE_MS } from '../src/components/notify';
import { test, expect } from './fixtures';
import { paste } from './helpers/paste';

test('a notice replaced by a second save stays its own full time, not what was left of the first', async ({ page }) => {
  // The page's clock is the test's: the notices' time passes without waiting for it.
  await page.clock.install();
  await page.goto('/settings/contacts');
  await paste(page, 'Security e-mail addresses', 'ada@acme.example');
  await page.getByRole('button', { name: 'Save changed lists' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Contacts saved' });
  await expect(notice).toContainText('The changed lists were saved.');

  // Three seconds later, a second save replaces it.
  await page.clock.fastForward(3_000);
  await page.getByRole('button', { name: 'Replace all contacts…' }).click();
  await page.getByRole('dialog', { name: 'Replace all contacts?' }).getByRole('button', { name: 'Replace all contacts' }).click();
  await expect(notice).toContainText('All three lists were replaced.');

  // The first one's time ran out long ago; the second is still there shortly before its own ends…
  await page.clock.fastForward(NOTICE_MS - 500);
  await expect(notice).toContainText('All three lists were replaced.');
  await page.screenshot({ path: test.info().outputPath('replaced-notice.png') });
  // …and gone once it has.
  await page.clock.fastForward(1_000);
  await expect(notice).toHaveCount(0);
});

test('with the notifications\' own file unreachable, a save\'s outcome is still shown, and can be closed', async ({ page, api }) => {
  // A dropped connection or a deploy that replaced the file: the notifications container never arrives.
  const containerFile = /\/assets\/notifications-container-[\w-]+\.(js|css)$/;
  await page.route(containerFile, (route) => route.abort('connectionrefused'));
  await page.goto('/settings/contacts');
  await paste(page, 'Security e-mail addresses', 'ada@acme.example');
  await page.getByRole('button', { name: 'Save changed lists' }).click();
  await expect(page.getByRole('heading', { name: 'Last saved from this browser' })).toBeVisible();
  expect(api.requests.filter((request) => request.path === '/api/v1/settings/contacts')).toHaveLength(1);

  const notice = page.getByRole('alert').filter({ hasText: 'Contacts saved' });
  await expect(notice).toContainText('The changed lists were saved.');
  await page.screenshot({ path: test.info().outputPath('notice-without-its-chunk.png') });
  // A second save replaces it, as with the container.
  await page.getByRole('button', { name: 'Replace all contacts…' }).click();
  await page.getByRole('dialog', { name: 'Replace all contacts?' }).getByRole('button', { name: 'Replace all contacts' }).click();
  await expect(notice).toContainText('All three lists were replaced.');
  await expect(notice).toHaveCount(1);
  await notice.getByRole('button', { name: 'Close notification' }).click();
  await expect(notice).toHaveCount(0);
});

import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, signedInAs } from './support';

test.describe('DevOpsTools (test environment)', () => {
  test.use(signedInAs('wang'));

  test('injects a failure that the next screen shows with a retry', async ({ page }) => {
    await page.goto('/DevOpsTools');
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Developer tools' })).toBeVisible();
    await expect(page.getByText('Calls answer normally')).toBeVisible();

    await page.getByRole('button', { name: 'Fail the next call (HTTP 503)' }).click();
    await expect(page.getByText('The next call will fail (HTTP 503)')).toBeVisible();

    // In the app: a page load would spend the failure on a boot-time call (the header's unread
    // count), not on the screen's.
    await navigateInApp(page, '/Bill');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: /Bill for/ })).toBeVisible();
  });

  test('shows the state without the member token', async ({ page }) => {
    await page.goto('/DevOpsTools');
    await chooseLanguage(page, 'en');
    const viewer = page.getByLabel('State viewer', { exact: true }).and(page.locator('pre'));
    await expect(viewer).toContainText('[redacted');
  });
});

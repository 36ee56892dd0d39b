import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage } from './support';

/**
 * A member who leaves the first page before the login's VIP read has answered (here: the sandbox
 * in slow mode, +3 s per call, and a bookmark opened as soon as the login lands) still sees their
 * level: the restored session reads it after the page's first paint.
 */

// Every call takes 3 s more in slow mode: the login, then the check and the VIP read of /My.
test.describe.configure({ timeout: 120_000 });
const SLOW_CALLS = { timeout: 40_000 };

async function setSlowMode(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const toggle = page.getByRole('button', { name: 'Slow mode' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
}

async function expectGold(page: Page): Promise<void> {
  const card = page.getByRole('region', { name: 'Member card' });
  await expect(card.getByText('Gold', { exact: true })).toBeVisible(SLOW_CALLS);
  await expect(card.getByText('Member', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText('Membership level: Gold')).toBeVisible();
  await expect(page.getByText('Standard account')).toHaveCount(0);
  await page.keyboard.press('Escape');
}

test('a gold member sent straight to /My on a slow sandbox is gold on the card and in the menu, also after a reload', async ({
  page,
}) => {
  await page.goto(`/Login?back=${encodeURIComponent('/Bill')}`);
  await chooseLanguage(page, 'en');
  await setSlowMode(page);
  await page.getByLabel('Member account', { exact: true }).fill('wang.xiaoming');
  await page.getByLabel('Password', { exact: true }).fill('Sandbox-1234');
  await expect(page.getByRole('img', { name: 'Verification picture' })).toBeVisible(SLOW_CALLS);
  await page.getByLabel('Verification characters', { exact: true }).fill('2580');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/Bill', SLOW_CALLS);

  // Opened from a bookmark at once, while the login's VIP read is still on its way.
  await page.goto('/My');
  await expectGold(page);

  await page.reload();
  await expectGold(page);
});

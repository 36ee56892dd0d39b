import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, signedInAs } from './support';

test.describe('Search as a member', () => {
  test.use(signedInAs('wang'));

  test('"漫遊" in Chinese and "roaming" in English list /Roaming first, and Enter opens it', async ({
    page,
  }) => {
    await page.goto('/Search');
    const zhBox = page.getByRole('combobox', { name: '您想找什麼服務？' });
    await zhBox.fill('漫遊');
    const zhResults = page.getByRole('listbox', { name: '符合的服務' });
    await expect(zhResults.getByRole('option').first()).toContainText('國際漫遊');
    await zhBox.press('Enter');
    await expect(page).toHaveURL(/\/Roaming$/);
    await expect(page.getByRole('heading', { level: 1, name: '國際漫遊' })).toBeVisible();

    await navigateInApp(page, '/Search');
    await chooseLanguage(page, 'en');
    const box = page.getByRole('combobox', { name: 'What are you looking for?' });
    await box.fill('roaming');
    const results = page.getByRole('listbox', { name: 'Matching services' });
    await expect(results.getByRole('option').first()).toContainText('International roaming');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/Roaming$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'International roaming' }),
    ).toBeVisible();
  });
});

test.describe('Search as a prepaid card holder', () => {
  test.use(signedInAs('prepaid'));

  test('shows no bill screens', async ({ page }) => {
    await page.goto('/Search');
    const box = page.getByRole('combobox', { name: '您想找什麼服務？' });
    await box.fill('帳單');
    const results = page.getByRole('listbox', { name: '符合的服務' });
    await expect(page.getByText(/找到 \d+ 項服務/)).toBeVisible();
    await expect(results.getByRole('option', { name: /帳單查詢與繳費|電子帳單/ })).toHaveCount(0);
    await box.fill('儲值');
    await expect(results.getByRole('option').first()).toContainText('預付卡儲值');
  });
});

import { expect, test } from './fixtures';
import { chooseLanguage, expectCleanAtBothWidths, expectPageNumber, signedInAs } from './support';

test.use(signedInAs('wang'));

/** The sandbox's demo one-time code (docs/sandbox.md). */
const DEMO_CODE = '246810';

test.describe('Usage, call details and payments', () => {
  test('王小明 sees the data usage of 0912345678 as a chart and as a table', async ({ page }) => {
    await page.goto('/DataUsageHistory');
    await chooseLanguage(page, 'en');
    await expectPageNumber(page, '0912345678');
    const chart = page.getByRole('img', { name: /Bar chart of data used per month/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(12);
    const table = page.getByRole('table', { name: 'Data used per month' });
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(page.getByText(/up to date, \d+ min ago/)).toBeVisible();

    await page.goto('/MobileUsage');
    await expect(page.getByRole('img', { name: /Bar chart of data used on each/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Use per day in this billing cycle' }),
    ).toBeVisible();
  });

  test('applies for call details through the SMS code and confirms the e-mail', async ({
    page,
  }) => {
    await page.goto('/CallDetails');
    await chooseLanguage(page, 'en');
    const form = page.getByRole('region', { name: 'Apply for call details' });
    await form.getByRole('radio').first().check();
    await form.getByRole('button', { name: 'Send verification code by SMS' }).click();
    await form.getByLabel('Verification code').fill('000000');
    await form.getByRole('button', { name: 'Confirm and apply' }).click();
    await expect(form.getByRole('alert')).toContainText('驗證碼錯誤');
    await form.getByLabel('Verification code').fill(DEMO_CODE);
    await form.getByRole('button', { name: 'Confirm and apply' }).click();

    await expect(page).toHaveURL(/\/CallDetailsApplyResult\?id=CD\w+$/);
    await expect(
      page.getByRole('heading', { name: 'Application received: please confirm your e-mail' }),
    ).toBeVisible();
    const id = new URL(page.url()).searchParams.get('id') ?? '';

    // The link in the confirmation mail.
    await page.goto(`/CallDetailsApplyResult?id=${id}&confirm=1`);
    await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to call details' }).click();
    await expect(page.getByRole('table', { name: 'Your applications' })).toContainText(
      'Being prepared',
    );
  });

  test('recharges a mobile number and sees it in the log', async ({ page }) => {
    await page.goto('/Recharge');
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('region', { name: 'Stored value' })).toContainText('NT$350');
    await page.getByLabel('Amount to recharge').fill('150');
    await page.getByRole('button', { name: 'Recharge' }).click();
    await expect(page.getByText('The amount must be in steps of NT$100.')).toBeVisible();
    await page.getByLabel('Amount to recharge').fill('500');
    await page.getByRole('button', { name: 'Recharge' }).click();
    await expect(page.getByText('Recharged NT$500. Your balance is now NT$850.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recharge log' }).getByRole('row')).toHaveCount(5);
  });
});

test.describe(() => {
  test.use(signedInAs('chen'));

  test('the broadband usage chart passes axe at both widths', async ({ page }) => {
    await page.goto('/InternetUsage');
    await page.getByRole('combobox', { name: '門號' }).selectOption({ value: 'HN12345678' });
    await expect(page.getByRole('main').getByRole('img')).toBeVisible();
    await expectCleanAtBothWidths(page, '/InternetUsage (broadband)');
  });
});

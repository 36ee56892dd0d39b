import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, expectCleanAtBothWidths, signedInAs } from './support';

test.describe('Bill', () => {
  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/Bill');
    await chooseLanguage(page, 'en');
    await expect(page.getByText('Sign in to see this page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('Bill', () => {
  test.use(signedInAs('wang'));

  test('a mobile member sees the current bill, the history and a past bill, per number', async ({
    page,
  }) => {
    await page.goto('/Bill');
    await chooseLanguage(page, 'en');

    const current = page.getByRole('region', { name: /Bill for/ });
    await expect(current).toBeVisible();
    await expect(current.getByText('Unpaid')).toBeVisible();
    await expect(current.getByText('NT$1,443').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /^Compared with / })).toContainText(
      /This bill is /,
    );

    await current.getByRole('button', { name: 'Show bill details' }).click();
    await expect(page.getByRole('table', { name: /Bill details for/ })).toBeVisible();

    await page.getByRole('link', { name: 'Bill history' }).click();
    await expect(page).toHaveURL(/\/Bill\/history$/);
    const history = page.getByRole('region', { name: 'Bills from the last 12 months' });
    const openers = history.getByRole('button', { name: /Show details for/ });
    await expect(openers).toHaveCount(12);
    await openers.nth(5).click();
    await expect(history.getByRole('table', { name: /Bill details for/ })).toBeVisible();

    const download = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Download the bill (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^bill-0912345678-\d{6}\.pdf$/);

    await page.getByRole('combobox', { name: 'Number' }).selectOption({ value: '0933555666' });
    await expect(page.getByText('There are no bills for this number yet')).toBeVisible();
  });

  test('pays an unpaid bill and still sees it paid after a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/Bill');
    await chooseLanguage(page, 'en');
    const current = page.getByRole('region', { name: /Bill for/ });
    await current.getByRole('button', { name: 'Pay now (NT$1,443)' }).click();

    const form = page.getByRole('region', { name: "Pay this number's bills" });
    await expect(form.getByRole('img', { name: 'Verification picture' })).toBeVisible();
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText("This field can't be left blank.").first()).toBeVisible();
    await form.getByLabel(/^Account holder's ID number/).fill('A123456789');
    await form.getByLabel(/^Verification characters/).fill('2580');
    await form.getByRole('button', { name: 'Continue' }).click();

    const confirm = page.getByRole('region', { name: 'Confirm your payment' });
    await expect(confirm).toContainText('You are about to pay NT$1,443 online.');
    await confirm.getByRole('button', { name: 'Pay NT$1,443' }).dblclick();
    const done = page.getByRole('region', { name: 'Payment received' });
    await expect(done.getByRole('status')).toContainText('We received NT$1,443 for');
    await expect(current.getByText('Paid', { exact: true })).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('region', { name: /Bill for/ });
    await expect(reloaded.getByText('Paid', { exact: true })).toBeVisible();
    await expect(reloaded.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    const payments = page.getByRole('region', { name: /^Payments received for / });
    await expect(payments.getByRole('row').nth(1)).toContainText('Online payment');
    // One payment for one bill, although the button was clicked twice.
    await expect(payments.getByRole('row').filter({ hasText: 'Online payment' })).toHaveCount(1);
  });

  test('a failed call shows its message and a retry that works', async ({ page }) => {
    await page.goto('/');
    // The language first: a switch fetches the screen's data again in the new language.
    await chooseLanguage(page, 'en');
    await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
    await page.getByRole('button', { name: 'Fail the next call' }).click();
    await page.keyboard.press('Escape');
    // In the app: a page load would spend the failure on a boot-time call (the header's unread
    // count), not on the bill's.
    await navigateInApp(page, '/Bill');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("We couldn't load your bill");
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: /Bill for/ })).toBeVisible();
  });

  test('is in Traditional Chinese by default', async ({ page }) => {
    await page.goto('/Bill');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('帳單查詢與繳費');
    const current = page.getByRole('region', { name: /帳單$/ }).first();
    await expect(current.getByText('未繳費', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '繳費紀錄' })).toBeVisible();
    await expect(page).toHaveTitle('帳單查詢與繳費 - 行動客服');
  });

  test('the payment form passes axe at both widths', async ({ page }) => {
    await page.goto('/Bill');
    await page.getByRole('button', { name: /^立即繳費/ }).click();
    await expect(page.getByRole('img', { name: '圖形驗證碼圖片' })).toBeVisible();
    await expectCleanAtBothWidths(page, 'pay form');
  });
});

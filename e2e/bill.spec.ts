import { expect, test } from './fixtures';
import { chooseLanguage, signInAsDemoCustomer } from './support';

test.describe('Bill', () => {
  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/Bill');
    await chooseLanguage(page, 'en');
    await expect(page.getByText('Log in to see your bills')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a mobile member sees the current bill, the history and a past bill, per number', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAsDemoCustomer(page, /Sign in as 王小明/);
    await page.goto('/Bill');
    await chooseLanguage(page, 'en');

    const current = page.getByRole('region', { name: /Bill for/ });
    await expect(current).toBeVisible();
    await expect(current.getByText('Unpaid')).toBeVisible();
    await expect(current.getByText('NT$1,443').first()).toBeVisible();

    await current.getByRole('button', { name: 'Show bill details' }).click();
    await expect(page.getByRole('table', { name: /Bill details for/ })).toBeVisible();

    await page.getByRole('link', { name: 'Bill history' }).click();
    await expect(page).toHaveURL(/\/Bill\/history$/);
    const history = page.getByRole('region', { name: 'Bills from the last 12 months' });
    const openers = history.getByRole('button', { name: /Show details for/ });
    await expect(openers).toHaveCount(12);
    await openers.nth(5).click();
    await expect(history.getByRole('table', { name: /Bill details for/ })).toBeVisible();

    await page.getByRole('combobox', { name: 'Number' }).selectOption({ value: '0933555666' });
    await expect(page.getByText('There are no bills for this number yet')).toBeVisible();
  });

  test('a failed call shows its message and a retry that works', async ({ page }) => {
    await page.goto('/');
    await signInAsDemoCustomer(page, /Sign in as 王小明/);
    await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
    await page.getByRole('button', { name: 'Fail the next call' }).click();
    await page.keyboard.press('Escape');
    await page.goto('/Bill');
    await chooseLanguage(page, 'en');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("We couldn't load your bill");
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: /Bill for/ })).toBeVisible();
  });

  test('is in Traditional Chinese by default', async ({ page }) => {
    await page.goto('/');
    await signInAsDemoCustomer(page, /Sign in as 王小明/);
    await page.goto('/Bill');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('帳單查詢與繳費');
    await expect(page.getByText('未繳')).toBeVisible();
    await expect(page).toHaveTitle('帳單查詢與繳費 - 行動客服');
  });
});

import { expect, test } from './fixtures';
import { chooseLanguage, signedInAs } from './support';

test.use(signedInAs('wang'));

test.describe('Billing settings', () => {
  test('a member sets up automatic payment by card and sees it masked', async ({ page }) => {
    await page.goto('/AutoPayment');
    await chooseLanguage(page, 'en');
    await page.getByRole('button', { name: /^Set up automatic payment for .*0933555666$/ }).click();
    const form = page.getByRole('form', {
      name: /^Set up automatic payment for .*0933555666$/,
    });
    await form.getByLabel('Card number').fill('4111 1111 1111 1111');
    await form.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await form.getByLabel("Account holder's ID number").fill('A123456789');
    await form.getByLabel('E-mail for the confirmation').fill('wang@example.com');
    await form.getByRole('button', { name: 'Save automatic payment' }).click();

    await expect(page.getByText(/Automatic payment for .*0933555666 is saved/)).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: '0933555666' });
    await expect(row.getByText('**** **** **** 1111')).toBeVisible();
    await expect(page.getByText('4111 1111 1111 1111')).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain('4111111111111111');

    await page.reload();
    await expect(
      page.getByRole('listitem').filter({ hasText: '0933555666' }).getByText('**** **** **** 1111'),
    ).toBeVisible();
  });
});

test.describe('Billing settings', () => {
  test.use(signedInAs('chen'));

  test('a member changes the billing address through city, district and road', async ({ page }) => {
    await page.goto('/BillAddress');
    await chooseLanguage(page, 'en');
    const form = page.getByRole('form', { name: 'New billing address' });
    await form.getByLabel('City or county').selectOption('高雄市');
    await expect(form.getByLabel('District')).toBeEnabled();
    await form.getByLabel('District').selectOption({ label: '804 鼓山區' });
    await expect(form.getByLabel('Road or street')).toBeEnabled();
    await form.getByLabel('Road or street').selectOption('美術館路');
    await form.getByLabel('Number').fill('80');
    await form.getByLabel('Floor (optional)').fill('2');
    await form.getByRole('button', { name: 'Save billing address' }).click();
    await expect(page.getByText(/Your new billing address is saved/)).toBeVisible();

    await page.reload();
    const current = page.getByRole('region', { name: 'Current billing address' });
    await expect(current).toContainText('804');
    await expect(current).toContainText('高雄市鼓山區美術館路80號2樓');
  });
});

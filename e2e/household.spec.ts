import { expect, test } from './fixtures';
import { chooseLanguage, signedInAs } from './support';

test.describe('The household console', () => {
  test.use(signedInAs('wang'));

  test('Pay on the second card opens that number, and home shows it paid without a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await chooseLanguage(page, 'en');
    const second = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: /0922333444/ }) });
    await second.getByRole('link', { name: 'Pay the bill' }).click();

    await expect(page.getByRole('combobox', { name: 'Number' })).toHaveValue('0922333444');
    const current = page.getByRole('region', { name: /Bill for/ });
    await current.getByRole('button', { name: /^Pay now/ }).click();
    const form = page.getByRole('region', { name: "Pay this number's bills" });
    await expect(form.getByRole('img', { name: 'Verification picture' })).toBeVisible();
    await form.getByLabel(/^Account holder's ID number/).fill('A123456789');
    await form.getByLabel(/^Verification characters/).fill('2580');
    await form.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('region', { name: 'Confirm your payment' });
    await confirm.getByRole('button', { name: /^Pay NT\$/ }).click();
    await expect(page.getByRole('region', { name: 'Payment received' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 3, name: /0922333444/ })).toBeVisible();
    await expect(second.getByText('Nothing to pay')).toBeVisible();
  });
});

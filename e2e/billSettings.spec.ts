import { expect, test } from './fixtures';
import { chooseLanguage, expectCleanScreen, signedInAs } from './support';

test.use(signedInAs('wang'));

test.describe('Billing settings', () => {
  test('a member sets up automatic payment by card and sees it masked', async ({ page }) => {
    await page.goto('/AutoPayment');
    await chooseLanguage(page, 'en');
    await page
      .getByRole('button', { name: 'Set up automatic payment for 5G 599 方案 · 0933555666' })
      .click();
    const form = page.getByRole('form', {
      name: 'Set up automatic payment for 5G 599 方案 · 0933555666',
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

const SCREENS = [
  { name: 'bill settings', path: '/BillSettings' },
  { name: 'automatic payment', path: '/AutoPayment' },
  { name: 'billing address', path: '/BillAddress' },
  { name: 'usage alerts', path: '/UsageNotify' },
  { name: 'direct debit payments', path: '/WithholdingPayment' },
  { name: 'carrier billing', path: '/DirectCarrierBilling' },
  { name: 'in-store payment', path: '/MobilePaymentForPOS/0912345678' },
];

for (const width of [375, 1280]) {
  test(`billing settings screens: axe finds no violation at ${String(width)} px`, async ({
    page,
  }) => {
    // Seven screens, each checked by axe: more than the default 30 s on a slow machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const target of SCREENS) {
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .state--loading')).toHaveCount(0);
      await expectCleanScreen(page, target.name);
    }
  });
}

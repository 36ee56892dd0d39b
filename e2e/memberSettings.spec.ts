import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, signedInAs } from './support';

async function openInEnglish(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('Member settings and online-store follow-up', () => {
  test.use(signedInAs('wang'));

  test('a notification preference saved on /MyNotifySettings is still there after a reload', async ({
    page,
  }) => {
    await openInEnglish(page, '/MyNotifySettings/usage', 'Notification settings');
    const group = page.getByRole('group', { name: 'How to reach you about Usage alerts' });
    const sms = group.getByRole('switch', { name: 'SMS' });
    await expect(sms).toBeChecked();
    await sms.click();
    await expect(group.getByText('SMS is off for Usage alerts.')).toBeVisible();

    await page.reload();
    await expect(sms).not.toBeChecked();
    await expect(group.getByRole('switch', { name: 'App notification' })).toBeChecked();
  });

  test('bill notices keep their last channel: switching it off is refused next to it', async ({
    page,
  }) => {
    await openInEnglish(page, '/MyNotifySettings/bill', 'Notification settings');
    const group = page.getByRole('group', { name: 'How to reach you about Bills and payments' });
    for (const channel of ['SMS', 'E-mail']) {
      await group.getByRole('switch', { name: channel }).click();
      await expect(group.getByText(`${channel} is off for Bills and payments.`)).toBeVisible();
    }
    const push = group.getByRole('switch', { name: 'App notification' });
    await push.click();
    await expect(group.getByText(/Bill notices need at least one way to reach you/)).toBeVisible();
    await expect(push).toBeChecked();
    await page.reload();
    await expect(push).toBeChecked();
  });

  test('the document reminders show what is missing and lead to the online store', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await openInEnglish(page, '/RemindVerificationNotUpload', 'Missing documents reminder');
    const order = page.getByRole('listitem').filter({ hasText: 'iPhone 17' });
    await expect(order.getByText('ID card, back')).toBeVisible();
    await expect(order.getByText(/Upload by /)).toBeVisible();

    await page.goto('/RemindVerificationUpload');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Document upload reminder' }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Documents received' }).getByText('Under review').first(),
    ).toBeVisible();

    await page.goto('/RemindVerificationNotUpload');
    await page.getByRole('link', { name: 'Continue your application' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Online store application' }),
    ).toBeVisible();

    // The shop partner is outside the sandbox: its page is stood in for here.
    await context.route('https://shop.carrier.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><h1>Shop</h1>' }),
    );
    const shopOrder = page.getByRole('listitem').filter({ hasText: 'iPhone 17' });
    const [shop] = await Promise.all([
      context.waitForEvent('page'),
      shopOrder.getByRole('button', { name: 'Continue this application' }).click(),
    ]);
    await shop.waitForURL(/^https:\/\/shop\.carrier\.example\//);
    const url = new URL(shop.url());
    expect(url.host).toBe('shop.carrier.example');
    expect(url.searchParams.get('orderId')).toBe('ES-20260001');
    expect(url.searchParams.get('authToken')).toMatch(/^sso-/);
    await expect(shopOrder.getByText('The online store opened in a new tab.')).toBeVisible();
  });
});

test('/OperationsOfficeCode finds an office by city, district and keyword without sign-in', async ({
  page,
}) => {
  await openInEnglish(page, '/OperationsOfficeCode', 'Service office codes');
  const table = page.getByRole('table', { name: 'Operations office codes' });
  await expect(table.getByRole('rowheader', { name: 'T101' })).toBeVisible();
  await page.getByLabel('City or county').selectOption('新北市');
  await page.getByLabel('District').selectOption('板橋區');
  await expect(page.getByText('1 office found')).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'T201' })).toBeVisible();
  await page.getByLabel('City or county').selectOption('*');
  await page.getByLabel('Code, name or address').fill('S40');
  await expect(page.getByText('2 offices found')).toBeVisible();
  await page.getByLabel('Code, name or address').fill('nowhere');
  await expect(page.getByText('No office matches "nowhere".', { exact: false })).toBeVisible();
});

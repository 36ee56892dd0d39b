import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, expectCleanAtBothWidths, signedInAs } from './support';

test.use(signedInAs('wang'));

/** The sandbox serves announcements to automated browsers only on request. */
const SHOW_ANNOUNCEMENTS_KEY = 'sandbox.showAnnouncements';

const DAY_MS = 86_400_000;
function taipeiDate(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * DAY_MS).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Taipei',
  });
}

async function openRoaming(page: Page, path = '/Roaming') {
  await page.goto(path);
  await chooseLanguage(page, 'en');
}

async function findJapanFiveDays(page: Page) {
  const finder = page.getByRole('region', { name: 'Find a roaming pass' });
  await expect(finder.getByLabel('Destination')).toHaveValue('JP');
  await finder.getByLabel('Number of days', { exact: true }).fill('5');
  await finder.getByRole('button', { name: 'Show passes' }).click();
  const passes = finder.getByRole('table', { name: 'Passes for Japan' });
  await expect(passes).toBeVisible();
  return finder;
}

test.describe('Roaming', () => {
  // Each journey signs in and walks several screens; on a busy machine that takes a while.
  test.describe.configure({ timeout: 90_000 });

  test('Japan for 5 days lists passes; one bought with the coupon and insurance is in the history at once', async ({
    page,
  }) => {
    await openRoaming(page);
    const finder = await findJapanFiveDays(page);
    const passes = finder.getByRole('table', { name: 'Passes for Japan' });
    for (const name of ['Japan 5 days 5GB', 'Japan 8 days 10GB', 'Japan 15 days unlimited']) {
      await expect(passes.getByRole('rowheader', { name })).toBeVisible();
    }
    await expect(passes.getByRole('rowheader', { name: 'Japan 3 days 3GB' })).toHaveCount(0);

    await finder.getByRole('button', { name: 'Choose Japan 5 days 5GB' }).click();
    const buy = finder.getByRole('region', { name: 'Buy Japan 5 days 5GB' });
    const serial = buy.getByLabel('Discount serial (optional)');
    const submit = buy.getByRole('button', { name: /^Buy for/ });

    await serial.fill('roam2026');
    await submit.click();
    await expect(serial).toHaveAttribute('aria-invalid', 'true');
    await expect(
      buy.getByText('Enter the discount serial using capital letters and digits only.'),
    ).toBeVisible();

    await serial.fill('USED2025');
    await submit.click();
    // The carrier's refusal, shown from its code in the interface language.
    await expect(buy.getByText('This discount serial has already been used.')).toBeVisible();
    await expect(serial).toHaveAttribute('aria-invalid', 'true');

    await serial.fill('ROAM2026');
    await buy.getByLabel('Add travel insurance').check();
    await submit.dblclick();
    const done = finder.getByRole('region', { name: 'Pass bought' });
    await expect(done.getByRole('status')).toContainText(
      /Japan 5 days 5GB .*NT\$199|Japan 5 days 5GB .*\$199/,
    );

    await done.getByRole('link', { name: 'See it in your roaming orders' }).click();
    await expect(page).toHaveURL(/\/RoamingHistory$/);
    const orders = page.getByRole('table', { name: /^Roaming orders in/ });
    // A double click made one order.
    await expect(orders.getByRole('row').filter({ hasText: 'Japan 5 days 5GB' })).toHaveCount(1);
    await orders.getByRole('button', { name: /^Detail of Japan 5 days 5GB/ }).click();
    const detail = page.getByRole('region', { name: /^Order RO/ });
    await expect(detail).toContainText('ROAM2026');
    await expect(detail.getByText('Travel insurance')).toBeVisible();
    await expect(detail).toContainText('Yes');
  });

  test('dates in the past or an end before the start are refused at the field', async ({
    page,
  }) => {
    await openRoaming(page);
    const finder = page.getByRole('region', { name: 'Find a roaming pass' });
    await expect(finder.getByLabel('Destination')).toHaveValue('JP');
    const start = finder.getByLabel('First day abroad');
    await start.fill(taipeiDate(-1));
    await finder.getByRole('button', { name: 'Show passes' }).click();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(finder.getByText("The first day abroad can't be in the past.")).toBeVisible();

    await start.fill(taipeiDate(5));
    await finder.getByRole('radio', { name: 'By last day abroad' }).check();
    const end = finder.getByLabel('Last day abroad', { exact: true });
    await end.fill(taipeiDate(3));
    await finder.getByRole('button', { name: 'Show passes' }).click();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(finder.getByText("The last day can't be before the first day.")).toBeVisible();
    await expect(finder.getByRole('table')).toHaveCount(0);
  });

  test('roaming switched off stays off after a reload', async ({ page }) => {
    await openRoaming(page);
    const settings = page.getByRole('region', { name: 'Roaming and alerts' });
    await settings.getByRole('switch', { name: 'Roaming' }).click();
    await expect(settings.getByRole('status')).toContainText('Roaming is now off.');
    await expect(page.getByText('Roaming is off for this number', { exact: false })).toBeVisible();

    await page.reload();
    const again = page.getByRole('region', { name: 'Roaming and alerts' });
    await expect(again.getByRole('switch', { name: 'Roaming' })).not.toBeChecked();
    await expect(page.getByText('Roaming is off for this number', { exact: false })).toBeVisible();
  });

  test('a NT$500 "stop" cap: the projection, a refusal before any call, the 50 % alert sent once, roaming data stopped', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      calls.push(new URL(request.url()).pathname);
    });
    await openRoaming(page);
    const cap = page.getByRole('region', { name: 'Your monthly roaming cap' });
    await cap.getByLabel('Use a monthly roaming cap').check();
    await cap.getByLabel('Monthly amount').fill('500');
    await cap.getByRole('radio', { name: 'Stop roaming data' }).check();
    await cap.getByRole('button', { name: 'Save the cap' }).click();
    await expect(cap.getByRole('status')).toHaveText('Your roaming cap is saved.');
    await expect(cap.getByText(/^50 % alert/)).toHaveCount(0);

    const finder = await findJapanFiveDays(page);
    await finder.getByRole('button', { name: 'Choose Japan 5 days 5GB' }).click();
    const buy = finder.getByRole('region', { name: 'Buy Japan 5 days 5GB' });
    await expect(
      buy.getByText(/^This pass takes you to \d+ % of your NT\$500 monthly cap/),
    ).toBeVisible();
    await buy.getByRole('button', { name: /^Buy for/ }).click();
    await expect(finder.getByRole('region', { name: 'Pass bought' })).toBeVisible();
    await expect(cap.getByText(/^50 % alert: you have reached 50 % of your cap/)).toBeVisible();

    await finder.getByRole('button', { name: 'Choose Japan 15 days unlimited' }).click();
    const over = finder.getByRole('region', { name: 'Buy Japan 15 days unlimited' });
    await expect(
      over.getByText(/Your cap is set to stop roaming data, so it can't be bought/),
    ).toBeVisible();
    const ordersBefore = calls.filter((path) => path.includes('Contract/ApplyRoaming')).length;
    await over.getByRole('button', { name: 'Buy for NT$699' }).click();
    const refusal = over.getByRole('alert');
    await expect(refusal).toContainText('The pass was not bought');
    await expect(refusal).toContainText('NT$500');
    expect(calls.filter((path) => path.includes('ProvisionRateplan'))).toHaveLength(1);
    expect(calls.filter((path) => path.includes('Contract/ApplyRoaming'))).toHaveLength(
      ordersBefore,
    );
    await expectCleanAtBothWidths(page, 'roaming pass refused by the cap');

    await page.goto('/DevOpsTools');
    const outbox = page.getByRole('region', { name: 'Outbox: messages sent' });
    const sent = outbox.getByRole('table', { name: 'Messages sent' });
    const fiftyBySms = sent
      .getByRole('row')
      .filter({ hasText: 'Roaming cap alert' })
      .filter({ hasText: '50%' })
      .filter({ hasText: 'SMS' });
    await expect(fiftyBySms).toHaveCount(1);
    await expect(fiftyBySms).toContainText('0912345678');

    // A lower cap than this month's spend: the sandbox stops roaming data and says why.
    await openRoaming(page);
    const lowered = page.getByRole('region', { name: 'Your monthly roaming cap' });
    await lowered.getByLabel('Monthly amount').fill('100');
    await lowered.getByRole('button', { name: 'Save the cap' }).click();
    await expect(lowered.getByRole('status')).toHaveText('Your roaming cap is saved.');
    await expect(page.getByText('Roaming is off for this number', { exact: false })).toBeVisible();
    await expect(page.getByText(/Your monthly roaming cap stopped roaming data\./)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Roaming and alerts' })
        .getByRole('switch', { name: 'Roaming' }),
    ).not.toBeChecked();
  });

  test('a suspended number cannot buy a pass: the reason, and no order', async ({ page }) => {
    await page.goto('/MobileSuspendResume');
    await chooseLanguage(page, 'en');
    await page.getByRole('combobox', { name: 'Number' }).selectOption({ value: '0912345678' });
    await page.getByRole('radio', { name: /Suspend both ways/ }).check();
    await page.getByLabel('Service password').fill('135790');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'Suspend all service?' })
      .getByRole('button', { name: 'Suspend both ways' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();

    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('Contract/ApplyRoaming')) orders.push(request.url());
    });
    await openRoaming(page);
    const finder = await findJapanFiveDays(page);
    await finder.getByRole('button', { name: 'Choose Japan 5 days 5GB' }).click();
    const buy = finder.getByRole('region', { name: 'Buy Japan 5 days 5GB' });
    await buy.getByRole('button', { name: 'Buy for NT$299' }).click();
    await expect(buy.getByRole('alert')).toContainText(
      "This number is suspended, so it can't take a roaming pass.",
    );
    await expect(finder.getByRole('region', { name: 'Pass bought' })).toHaveCount(0);
    expect(orders).toEqual([]);
  });

  test('the pass in use shows its data use as a chart and a table, with its refills', async ({
    page,
  }) => {
    await openRoaming(page);
    const current = page.getByRole('region', { name: 'Pass in use now' });
    await expect(current.getByText(/^Japan 3 days 3GB, from/)).toBeVisible();
    const chart = current.getByRole('img', { name: /Bar chart of roaming data used per day/ });
    await expect(chart.locator('rect')).toHaveCount(3);
    await expect(
      current.getByRole('table', { name: 'Roaming data used per day' }).getByRole('row'),
    ).toHaveCount(4);
    await expect(
      current.getByRole('table', { name: 'Refills of Japan 3 days 3GB' }).getByRole('row'),
    ).toHaveCount(3);
    await expect(
      page.getByRole('table', { name: 'Your roaming applications' }).getByText('Refused'),
    ).toBeVisible();
  });

  test('the preview layout renders the same service, marked preview', async ({ page }) => {
    await openRoaming(page, '/Roaming-Next-Test');
    await expect(page.getByText('Preview', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Find a roaming pass' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your monthly roaming cap' })).toBeVisible();
  });

  test('the roaming announcement shows on /Roaming and not on /Bill; its suspension goes back', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate((key) => {
      localStorage.setItem(key, 'on');
    }, SHOW_ANNOUNCEMENTS_KEY);

    await page.goto('/Bill');
    const billPopup = page.getByRole('dialog');
    await expect(billPopup).toBeVisible();
    await expect(billPopup.getByText('出國上網輕鬆買')).toHaveCount(0);

    await page.goto('/Roaming');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup.getByText('出國上網輕鬆買')).toBeAttached();
    await expect(popup.getByText('漫遊申辦暫停通知')).toBeAttached();
    // The roaming application is suspended (its disable window is open): closing leaves the page.
    await popup.getByRole('button', { name: '關閉公告' }).click();
    await expect(page).not.toHaveURL(/\/Roaming$/);
  });

  test('a bought pass and an open order pass axe at both widths', async ({ page }) => {
    await openRoaming(page);
    const finder = await findJapanFiveDays(page);
    await finder.getByRole('button', { name: 'Choose Japan 5 days 5GB' }).click();
    await finder.getByRole('button', { name: /^Buy for/ }).click();
    await expect(finder.getByRole('region', { name: 'Pass bought' })).toBeVisible();
    await expectCleanAtBothWidths(page, '/Roaming with a pass bought');

    await page.goto('/RoamingHistory');
    const orders = page.getByRole('table', { name: /^Roaming orders in/ });
    await orders.getByRole('button', { name: /^Detail of Japan 5 days 5GB/ }).click();
    await expect(page.getByRole('region', { name: /^Order RO/ })).toContainText('Pass price');
    await expectCleanAtBothWidths(page, '/RoamingHistory with an order open');
  });
});

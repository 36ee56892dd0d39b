import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, expectCleanAtBothWidths, signedInAs } from './support';

test.use(signedInAs('wang'));

const FIVE_GB = '5GB data add-on (30 days)';

/** The first "NT$1,234" of a text, as a number. */
const money = (text: string) => Number(/NT\$([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

test.describe('Add-ons, network protection and member-gets-member', () => {
  test('王小明 buys a 5 GB add-on on 0912345678: history, unbilled charges, allowance; not twice', async ({
    page,
  }) => {
    await page.goto('/Bill');
    await chooseLanguage(page, 'en');
    const unbilled = page.getByRole('region', { name: 'Since your last bill' });
    const amount = unbilled.getByRole('definition').first();
    await expect(amount).toContainText('NT$');
    const before = money(await amount.innerText());

    await navigateInApp(page, '/Addon');
    const offer = page.getByRole('article', { name: FIVE_GB });
    await offer.getByRole('button', { name: `Buy ${FIVE_GB}` }).click();
    const dialog = page.getByRole('dialog', { name: `Buy ${FIVE_GB}?` });
    await expect(dialog).toContainText('NT$150 is charged on your next phone bill.');
    await expectCleanAtBothWidths(page, 'add-on purchase confirmation');
    await dialog.getByRole('button', { name: 'Buy for NT$150' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'is bought' })).toBeVisible();
    const history = page.getByRole('table', { name: 'Add-ons bought on this number' });
    await expect(history.getByRole('row').filter({ hasText: FIVE_GB })).toHaveCount(1);

    await navigateInApp(page, '/Bill');
    await expect.poll(async () => money(await amount.innerText())).toBe(before + 150);

    await navigateInApp(page, '/MobileUsage');
    await expect(page.getByText('Add-ons this month: +5.00 GB')).toBeVisible();
    await navigateInApp(page, '/');
    await expect(page.getByText('Add-ons this month: +5.00 GB').first()).toBeVisible();

    await navigateInApp(page, '/Addon');
    await offer.getByRole('button', { name: `Buy ${FIVE_GB}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Buy for NT$150' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This add-on is already running on this number.',
    );
  });

  test('ad blocking on, still on after a reload, off again; a promoter number books once', async ({
    page,
  }) => {
    await page.goto('/Adblock');
    await chooseLanguage(page, 'en');
    const state = page.getByRole('region', { name: 'Ad blocking on this number' });
    await expect(state).toContainText('Ad blocking off');
    await state.getByRole('button', { name: 'Turn ad blocking on' }).click();
    const on = page.getByRole('dialog', { name: 'Turn ad blocking on?' });
    await expect(on).toContainText('It costs NT$35 a month on your phone bill, from today');
    await on.getByRole('button', { name: 'Turn on' }).dblclick();
    await expect(state.getByRole('status')).toContainText('ad blocking is on');
    await page.reload();
    await expect(state).toContainText('Ad blocking on');
    await expect(state).toContainText('NT$35 a month on your phone bill.');
    await state.getByRole('button', { name: 'Turn ad blocking off' }).click();
    await page
      .getByRole('dialog', { name: 'Turn ad blocking off?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await expect(state).toContainText('Ad blocking off');

    await navigateInApp(page, '/5G-MGM');
    const form = page.getByRole('form', { name: "Book a friend's 5G upgrade" });
    const promoter = form.getByLabel('Promoter number');
    await promoter.fill('Z1234');
    await form.getByLabel("Friend's mobile number").fill('0911222333');
    await form.getByRole('button', { name: 'Book the upgrade' }).click();
    await expect(promoter).toHaveAttribute('aria-invalid', 'true');
    await expect(promoter).toHaveAccessibleDescription(/6 digits, or Z followed by 5 digits/);
    await promoter.fill('Z12345');
    await form.getByRole('button', { name: 'Book the upgrade' }).dblclick();
    await expect(form.getByRole('status')).toContainText('0911***333 is booked');
    const booked = page.getByRole('table', { name: 'Friends booked from this account' });
    await expect(booked.getByRole('row', { name: /0911\*\*\*333/ })).toHaveCount(1);
  });

  test('王小明 shares 2 GB from 0912345678 to 0933555666: both allowances change; not more than is left', async ({
    page,
  }) => {
    await page.goto('/DataTransfer/share');
    await chooseLanguage(page, 'en');
    const form = page.getByRole('form', { name: 'Share data now' });
    const amount = form.getByLabel('To 0933555666 (5G 599 Plan)');
    await amount.fill('25');
    await form.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/More than this number has left to share/);
    await amount.fill('2');
    await form.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(form).toContainText('Share 2.00 GB to 0933555666 from 0912345678?');
    await expectCleanAtBothWidths(page, 'data sharing confirmation');
    await form.getByRole('button', { name: 'Share 2.00 GB' }).dblclick();
    await expect(form.getByRole('status')).toContainText('2.00 GB to 0933555666 shared');
    await navigateInApp(page, '/DataTransfer/log');
    const log = page.getByRole('table', {
      name: 'Data shared between the numbers of your account',
    });
    await expect(log.getByRole('row', { name: /0933555666/ })).toHaveCount(1);

    await navigateInApp(page, '/MobileUsage');
    await expect(page.getByText('Shared to other numbers: −2.00 GB')).toBeVisible();
    await page.getByRole('combobox', { name: 'Number' }).selectOption({ value: '0933555666' });
    await expect(page.getByText('Shared to this number: +2.00 GB')).toBeVisible();
    await expect(page.getByText(/^of 12\.00 GB/)).toBeVisible();
  });
});

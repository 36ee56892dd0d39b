import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, signedInAs } from './support';

/** Signed in from the saved storage (auth.setup.ts): home, in English. */
async function homeInEnglish(page: Page): Promise<void> {
  await page.goto('/');
  await chooseLanguage(page, 'en');
}

/** Moves in the app to a page (after the first page load). */
async function open(page: Page, path: string, heading: string): Promise<void> {
  await navigateInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('Member area', () => {
  test.use(signedInAs('wang'));

  // One page load: each step moves in the app to its page. The steps that change the account
  // (a coupon given, an ID bound, a number added and removed, a new name) come after the ones that
  // read it.
  test('home, contract, applications, coupons, ID binding, numbers and personal details', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await test.step('home shows 王小明’s three numbers with amount due and usage', async () => {
      await homeInEnglish(page);
      const numbers = page.getByRole('list').filter({ has: page.getByText('0912345678') });
      for (const number of ['0912345678', '0922333444', '0933555666']) {
        await expect(
          page.getByRole('heading', { level: 3, name: new RegExp(number) }),
        ).toBeVisible();
      }
      await expect(numbers.getByText('Amount due').first()).toBeVisible();
      await expect(page.getByRole('meter').first()).toBeVisible();
      await expect(page.getByText(/To pay for all numbers: /)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Pay the bill' }).first()).toBeVisible();
    });

    await test.step('the header and account card lead to real pages: /Contract and /Overview', async () => {
      await navigateInApp(page, '/');
      await page.getByRole('link', { name: 'Contract and plans' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'My contracts' })).toBeVisible();
      await expect(page.getByText('5G 1399 購機專案 30 個月')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Discounts' })).toContainText(
        '家庭門號互打優惠',
      );
      await page.getByRole('link', { name: 'Overview' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Service overview' })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Every number of the household' }),
      ).toContainText('0933555666');
    });

    await test.step('/Process lists the three application kinds with their statuses', async () => {
      await open(page, '/Process', 'Application status');
      await expect(page.getByRole('heading', { name: 'Online store orders' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Fixed-line installation' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Roaming applications' })).toBeVisible();
      await expect(page.getByText('Waiting for your documents')).toBeVisible();
      // The roaming section lists every pass ordered, so a status may stand more than once.
      await expect(page.getByText('In progress').first()).toBeVisible();
      await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
    });

    await test.step('/My shows points and three coupons; a transfer to 0922333444 shows after a reload', async () => {
      await open(page, '/My', 'My page');
      await expect(page.getByText(/\d[\d,]* points/).first()).toBeVisible();
      await expect(
        page.getByRole('img', { name: 'Code to redeem points at a store' }),
      ).toBeVisible();
      const unused = page.getByRole('table', { name: 'Unused', exact: true });
      const used = page.getByRole('table', { name: 'Used', exact: true });
      await expect(unused.getByRole('row')).toHaveCount(3);
      await expect(used.getByRole('row')).toHaveCount(2);

      // A wrong number is refused next to its field and nothing changes.
      await page.getByLabel('Coupon to transfer').selectOption({ label: '門市購機折價券' });
      await page.getByLabel('Mobile number of the receiver').fill('0812');
      await page.getByRole('button', { name: 'Check the number' }).click();
      await expect(page.getByLabel('Mobile number of the receiver')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.getByLabel('Mobile number of the receiver')).toHaveValue('0812');

      await page.getByLabel('Mobile number of the receiver').fill('0922333444');
      await page.getByRole('button', { name: 'Check the number' }).click();
      await page.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(page.getByText('門市購機折價券 was transferred to 0922333444.')).toBeVisible();

      await page.reload();
      const transferred = page.getByRole('table', { name: 'Transferred' });
      await expect(transferred.getByRole('row', { name: /門市購機折價券/ })).toContainText(
        '0922333444',
      );
      // 0922333444 is 王小明's own second number: the coupon reaches his unused list again, under
      // a new coupon number, in place of the one he gave.
      const unusedAfter = page.getByRole('table', { name: 'Unused', exact: true });
      await expect(unusedAfter.getByRole('row')).toHaveCount(3);
      await expect(unusedAfter.getByRole('row', { name: /門市購機折價券/ })).toHaveCount(1);
    });

    await test.step('/PidSetting binds 0912345678 with the SMS code; a wrong code binds nothing', async () => {
      await open(page, '/PidSetting', 'ID number settings');
      await expect(page.getByText('Not bound to an ID number yet')).toBeVisible();
      await page.getByLabel('Number', { exact: true }).fill('0912345678');
      await page.getByLabel('ID number', { exact: true }).fill('a123456789');
      await page.getByRole('button', { name: 'Send the code' }).click();
      const code = page.getByLabel('Verification code');
      await code.fill('111111');
      await page.getByRole('button', { name: 'Bind' }).click();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toHaveValue('111111');
      await expect(page.getByText('Not bound to an ID number yet')).toBeVisible();

      await code.fill('246810');
      await page.getByRole('button', { name: 'Bind' }).click();
      await expect(page.getByText('0912345678 is bound to your ID number.')).toBeVisible();
      await page.reload();
      await expect(page.getByText(/Bound to ID number A12/)).toBeVisible();
      await expect(
        page
          .getByRole('table', { name: 'Lines that prove your ID number' })
          .getByRole('rowheader', { name: '0912345678' }),
      ).toBeVisible();
    });

    await test.step('/DeviceMenuSetting adds a number and removes it again; the account menu follows', async () => {
      await open(page, '/DeviceMenuSetting', 'Manage my numbers');
      await page.getByLabel('Mobile number to add').fill('0944777888');
      await page.getByLabel('ID number of the holder').fill('A123456789');
      await page.getByRole('button', { name: 'Send the code' }).click();
      await page.getByLabel('Code sent to the number').fill('246810');
      await page.getByRole('button', { name: 'Add the number' }).click();
      await expect(page.getByText('0944777888 was added to your numbers.')).toBeVisible();
      await page
        .getByRole('button', { name: /Account/ })
        .first()
        .click();
      await expect(page.getByRole('option', { name: /0944777888/ })).toBeAttached();
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Remove 0944777888' }).click();
      await page.getByRole('button', { name: 'Yes, remove 0944777888' }).click();
      await expect(page.getByText('0944777888 was removed from your numbers.')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Remove 0944777888' })).toHaveCount(0);
    });

    await test.step('a birthday changed on /MyInfoSettings shows on /Account; the new name is in the header', async () => {
      await open(page, '/MyInfoSettings', 'Personal details');
      await page.getByLabel('Name', { exact: true }).fill('王大明');
      await page.getByLabel('Birthday', { exact: true }).fill('1990-02-03');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(
        page.getByText('Saved. Your new details are shown across the portal.'),
      ).toBeVisible();

      await page
        .getByRole('button', { name: /Account/ })
        .first()
        .click();
      await expect(page.getByText(/王大明/).first()).toBeVisible();

      await open(page, '/Account', 'Account details');
      await page.reload();
      await expect(page.getByText(/1990/)).toBeVisible();
    });
  });

  test.describe(() => {
    test.use(signedInAs('enterprise'));

    test('a company member sees no VIP level and no points on /My', async ({ page }) => {
      await homeInEnglish(page);
      await open(page, '/My', 'My page');
      await expect(page.getByRole('heading', { name: 'My coupons' })).toBeVisible();
      await expect(page.getByText('VIP level')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Hami Points' })).toHaveCount(0);
    });
  });
});

import type { Page } from '@playwright/test';
import enPrepaid from '../src/i18n/locales/en/prepaid.json' with { type: 'json' };
import zhPrepaid from '../src/i18n/locales/zh-TW/prepaid.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { chooseLanguage, expectPageNumber, signedInAs } from './support';

/**
 * A full page load at once (no wait) after each change the portal keeps: the session and the
 * change are both there afterwards. The change is confirmed on screen, then the page is loaded
 * straight away; one case loads the page while the change's request is still on its way.
 */
const main = (page: Page) => page.getByRole('main');

async function logInPrepaid(page: Page, number: string, password: string): Promise<void> {
  await page.goto('/PrepaidLoginLogOut');
  await main(page).getByLabel(zhPrepaid.login.phone).fill(number);
  await main(page).getByLabel(zhPrepaid.login.password, { exact: true }).fill(password);
  await main(page).getByRole('button', { name: zhPrepaid.login.submit }).click();
}

/** The prepaid home (the function list), in these texts. */
function prepaidHome(page: Page, text: typeof zhPrepaid) {
  return main(page).getByRole('link', { name: text.home.items.subscriber, exact: false });
}

async function expectPrepaidSubscriber(page: Page, balance: string, text = zhPrepaid) {
  await expect(main(page).getByText(text.frame.needLogin)).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: text.frame.logout })).toBeVisible();
  // The main balance shows in the summary and in the accounts table.
  await expect(main(page).getByText(balance, { exact: true }).first()).toBeVisible();
}

async function topUp(page: Page, code: string): Promise<void> {
  await main(page).getByLabel(zhPrepaid.topUp.code).fill(code);
  await main(page).getByRole('button', { name: zhPrepaid.topUp.submit, exact: true }).click();
}

async function openSandboxPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
}

async function setSlowMode(page: Page, on: boolean): Promise<void> {
  await openSandboxPanel(page);
  const toggle = page.getByRole('button', { name: 'Slow mode' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(on));
  await page.keyboard.press('Escape');
}

test.describe('a prepaid holder', () => {
  test('stays logged in through a page load at once after logging in', async ({ page }) => {
    await logInPrepaid(page, '0987000401', '2468');
    await expect(prepaidHome(page, zhPrepaid)).toBeVisible();
    await page.reload();
    await expect(prepaidHome(page, zhPrepaid)).toBeVisible();
    await page.goto('/PrepaidSubscriber');
    await expectPrepaidSubscriber(page, 'NT$350');
  });

  test('keeps the session and the language through a page load at once after a language switch', async ({
    page,
  }) => {
    await logInPrepaid(page, '0987000401', '2468');
    await expect(prepaidHome(page, zhPrepaid)).toBeVisible();
    await chooseLanguage(page, 'en');
    await expect(prepaidHome(page, enPrepaid)).toBeVisible();
    await page.goto('/PrepaidSubscriber');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectPrepaidSubscriber(page, 'NT$350', enPrepaid);
  });

  test('keeps the session and the new balance through a page load at once after a top-up', async ({
    page,
  }) => {
    await logInPrepaid(page, '0987000401', '2468');
    await prepaidHome(page, zhPrepaid).waitFor();
    await page.goto('/PrepaidTopUp');
    await topUp(page, '500000000001');
    await expect(main(page).getByRole('status').getByText(zhPrepaid.topUp.success)).toBeVisible();
    await page.goto('/PrepaidSubscriber');
    // 350 + 500 in the main account; the 500 card's bonus goes to its own account.
    await expectPrepaidSubscriber(page, 'NT$850');
  });

  test('keeps the session when the page is loaded while a top-up is on its way; the card is topped up once', async ({
    page,
  }) => {
    test.slow();
    await logInPrepaid(page, '0987000401', '2468');
    await prepaidHome(page, zhPrepaid).waitFor();
    await page.goto('/PrepaidTopUp');
    const records = main(page).getByRole('table', { name: zhPrepaid.topUp.records });
    await expect(records).toBeVisible();
    const rowsBefore = await records.getByRole('row').count();
    // Slow mode holds the request in the sandbox, so the load surely comes before the answer.
    await setSlowMode(page, true);
    const sent = page.waitForRequest((request) => request.url().includes('Prepaid/RefillVoucher'));
    await topUp(page, '500000000001');
    await sent;
    await page.reload();
    await expect(main(page).getByLabel(zhPrepaid.topUp.code)).toBeVisible();
    await expect(main(page).getByText(zhPrepaid.frame.needLogin)).toHaveCount(0);
    await setSlowMode(page, false);

    // The interrupted top-up was either made or not at all: topping up with the same code again
    // leaves exactly one top-up of it.
    await topUp(page, '500000000001');
    const outcome = main(page)
      .getByText(zhPrepaid.topUp.success)
      .or(main(page).getByRole('alert'))
      .first();
    await expect(outcome).toBeVisible();
    await expect(records.getByRole('row')).toHaveCount(rowsBefore + 1);
    await page.goto('/PrepaidSubscriber');
    await expectPrepaidSubscriber(page, 'NT$850');
  });

  test('stays logged in through a page load at once after changing the default password', async ({
    page,
  }) => {
    await logInPrepaid(page, '0987000402', '0000');
    await expect(main(page).getByText(zhPrepaid.login.mustChange)).toBeVisible();
    await main(page).getByLabel(zhPrepaid.password.idNumber).fill('B123456780');
    await main(page).getByLabel(zhPrepaid.password.old).fill('0000');
    await main(page).getByLabel(zhPrepaid.password.new, { exact: true }).fill('2580');
    await main(page).getByLabel(zhPrepaid.password.repeat).fill('2580');
    await main(page).getByRole('button', { name: zhPrepaid.password.submit }).click();
    await expect(main(page).getByText(zhPrepaid.password.success)).toBeVisible();
    await page.reload();
    await expect(prepaidHome(page, zhPrepaid)).toBeVisible();

    // The new password is the one that counts.
    await main(page).getByRole('button', { name: zhPrepaid.frame.logout }).click();
    await logInPrepaid(page, '0987000402', '2580');
    await expect(prepaidHome(page, zhPrepaid)).toBeVisible();
  });
});

test.describe('a member', () => {
  test('stays signed in through a page load at once after signing in', async ({ page }) => {
    await page.goto(`/Login?back=${encodeURIComponent('/Bill')}`);
    await chooseLanguage(page, 'en');
    await page.getByLabel('Member account', { exact: true }).fill('wang.xiaoming');
    await page.getByLabel('Password', { exact: true }).fill('Sandbox-1234');
    await page.getByLabel('Verification characters', { exact: true }).fill('2580');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/Bill');
    await expectPageNumber(page, '0912345678');
    await page.reload();
    await expectPageNumber(page, '0912345678');
    await expect(main(page).getByText('Sign in to see this page')).toHaveCount(0);
  });

  test.describe('signed in', () => {
    test.use(signedInAs('wang'));

    test('keeps the number through a page load at once after switching numbers', async ({
      page,
    }) => {
      await page.goto('/Bill');
      await expectPageNumber(page, '0912345678');
      const numberChooser = page
        .getByRole('combobox')
        .filter({ has: page.locator('option[value="0922333444"]') })
        .first();
      await numberChooser.selectOption('0922333444');
      await expectPageNumber(page, '0922333444');
      await page.reload();
      await expectPageNumber(page, '0922333444');
    });
  });
});

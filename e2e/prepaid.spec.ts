import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage } from './support';

type Tree = Record<string, unknown>;

function locale(language: string, namespace: string): (key: string) => string {
  const file = new URL(`../src/i18n/locales/${language}/${namespace}.json`, import.meta.url);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
    if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
    return value;
  };
}

function texts(language: string) {
  return {
    prepaid: locale(language, 'prepaid'),
    plans: locale(language, 'prepaidPlans'),
    validation: locale(language, 'validation'),
  };
}

async function advanceSandboxClock(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  await page.getByRole('button', { name: 'Advance clock 10 minutes' }).click();
  await page.keyboard.press('Escape');
}

/** The whole prepaid journey of spec 02 §1 with the card that still has the default password. */
async function prepaidJourney(page: Page, language: 'zh-TW' | 'id'): Promise<void> {
  const { prepaid, plans } = texts(language);
  await page.goto('/PrepaidLoginLogOut');
  if (language !== 'zh-TW') await chooseLanguage(page, language);
  const main = page.getByRole('main');

  // Log in with the default password: it must be changed first.
  await main.getByLabel(prepaid('login.phone')).fill('0987000402');
  await main.getByLabel(prepaid('login.password')).fill('0000');
  await main.getByLabel(prepaid('login.remember')).check();
  await main.getByRole('button', { name: prepaid('login.submit') }).click();
  await expect(main.getByText(prepaid('login.mustChange'))).toBeVisible();
  await main.getByLabel(prepaid('password.idNumber')).fill('B123456780');
  await main.getByLabel(prepaid('password.old')).fill('0000');
  await main.getByLabel(prepaid('password.new'), { exact: true }).fill('2580');
  await main.getByLabel(prepaid('password.repeat')).fill('2580');
  await main.getByRole('button', { name: prepaid('password.submit') }).click();
  await expect(main.getByText(prepaid('password.success'))).toBeVisible();

  // Top up with a valid code, then try a used one.
  await page
    .getByRole('link', { name: prepaid('home.items.topUp'), exact: false })
    .first()
    .click();
  await main.getByLabel(prepaid('topUp.code')).fill('500000000001');
  await main.getByRole('button', { name: prepaid('topUp.submit'), exact: true }).click();
  await expect(main.getByRole('status').getByText(prepaid('topUp.success'))).toBeVisible();
  const topUps = main.getByRole('table', { name: prepaid('topUp.records') });
  await expect(topUps.getByRole('row')).toHaveCount(2);
  await main.getByLabel(prepaid('topUp.code')).fill('900000000001');
  await main.getByRole('button', { name: prepaid('topUp.submit'), exact: true }).click();
  await expect(main.getByRole('alert')).toContainText(prepaid('errors.VOUCHER_UNUSABLE'));

  // Buy a plan: the main balance drops and the purchase record shows it.
  await main.getByRole('link', { name: prepaid('frame.home') }).click();
  await main.getByRole('link', { name: prepaid('home.items.purchase'), exact: false }).click();
  await main.getByRole('radio', { name: plans('purchase.types.volume') }).check();
  await main.getByRole('radio', { name: /1GB/ }).first().check();
  await main.getByRole('button', { name: plans('purchase.next') }).click();
  await main.getByRole('button', { name: plans('purchase.buy'), exact: true }).click();
  await expect(main.getByRole('heading', { name: plans('purchase.succeeded') })).toBeVisible();
  await expect(main.getByRole('status')).toContainText(/465/);
  const purchases = main.getByRole('table', { name: plans('records.purchaseHeading') });
  await expect(purchases.getByText(/180/).first()).toBeVisible();

  // Upgrade to 5G; the gift appears once the sandbox clock has passed 10 minutes.
  await main.getByRole('link', { name: prepaid('frame.home') }).click();
  await main.getByRole('link', { name: prepaid('home.items.upgrade'), exact: false }).click();
  await main.getByRole('checkbox', { name: plans('upgrade.agree') }).check();
  await main.getByRole('button', { name: plans('upgrade.submit') }).click();
  await expect(main.getByRole('heading', { name: plans('upgrade.succeeded') })).toBeVisible();
  await advanceSandboxClock(page);
  await page.goto('/PrepaidPurchase');
  const records = main.getByRole('table', { name: plans('records.purchaseHeading') });
  await expect(records.getByText(/5G/).first()).toBeVisible();

  // Notification settings.
  await page.goto('/PrepaidNotify');
  await main.getByRole('radio', { name: plans('notify.types.sms') }).check();
  await main.getByLabel(plans('notify.language')).selectOption('id');
  await main.getByRole('button', { name: plans('notify.save') }).click();
  await expect(main.getByText(plans('notify.saved'))).toBeVisible();

  // Log out.
  await main.getByRole('button', { name: prepaid('frame.logout') }).click();
  await expect(main.getByText(prepaid('frame.loggedOut'))).toBeVisible();
  await expect(main.getByLabel(prepaid('login.phone'))).toBeVisible();
}

test.describe('Prepaid', () => {
  test('a holder does everything in Traditional Chinese', async ({ page }) => {
    test.setTimeout(90_000);
    await prepaidJourney(page, 'zh-TW');
  });

  test('a holder does everything in Indonesian', async ({ page }) => {
    test.setTimeout(90_000);
    await prepaidJourney(page, 'id');
  });
});

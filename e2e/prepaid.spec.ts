import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, expectCleanAtBothWidths, signedInAs } from './support';

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

async function advanceSandboxClock(page: Page, by = 'Advance clock 10 minutes'): Promise<void> {
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  await page.getByRole('button', { name: by }).click();
  await page.keyboard.press('Escape');
}

/** A text with its {{placeholders}} filled in. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Chooses type, validity and plan on /PrepaidPurchase and goes on to the confirmation. */
async function choosePlan(page: Page, type: string, validity: string, plan: RegExp) {
  const { plans } = texts('zh-TW');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: plans(`purchase.types.${type}`) }).check();
  await main.getByRole('radio', { name: validity, exact: true }).check();
  await main.getByRole('radio', { name: plan }).check();
  await main.getByRole('button', { name: plans('purchase.next') }).click();
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
  await main
    .getByRole('radio', { name: fill(plans('purchase.days_other'), { count: '60' }), exact: true })
    .check();
  await main.getByRole('radio', { name: /1GB/ }).first().check();
  await main.getByRole('button', { name: plans('purchase.next') }).click();
  await main.getByRole('button', { name: plans('purchase.buy'), exact: true }).click();
  await expect(main.getByRole('heading', { name: plans('purchase.succeeded') })).toBeVisible();
  // 45 + 500 topped up - 180: the top-up's bonus is in its own account and paid nothing.
  await expect(main.getByRole('status')).toContainText(/365/);
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

test.describe('Prepaid accounts and catalogue', () => {
  test.describe(() => {
    test.use(signedInAs('prepaid'));

    test('the 26-hour plan reads 26 hours, and a top-up bonus has its own account that cannot buy plans', async ({
      page,
    }) => {
      const { prepaid, plans } = texts('zh-TW');
      const main = page.getByRole('main');
      await page.goto('/PrepaidPurchase');
      await choosePlan(page, 'volume', fill(plans('purchase.hours_other'), { count: '26' }), /1GB/);
      const confirm = main.getByRole('region', { name: plans('purchase.confirmHeading') });
      await expect(confirm).toContainText(fill(plans('purchase.hours_other'), { count: '26' }));
      await expect(confirm).toContainText(plans('purchase.mainAccount'));
      await expectCleanAtBothWidths(page, '/PrepaidPurchase confirmation');
      await main.getByRole('button', { name: plans('purchase.buy'), exact: true }).click();
      await expect(
        main.getByText(
          fill(plans('purchase.validFor'), {
            validity: fill(plans('purchase.hours_other'), { count: '26' }),
          }),
        ),
      ).toBeVisible();

      // 350 - 50 = 300 in the main account; a 500 card adds 500 there and its 100 bonus aside.
      await navigateInApp(page, '/PrepaidTopUp');
      await main.getByLabel(prepaid('topUp.code')).fill('500000000002');
      await main.getByRole('button', { name: prepaid('topUp.submit'), exact: true }).click();
      const result = main.getByRole('status').filter({ hasText: prepaid('topUp.success') });
      await expect(result).toContainText('NT$800');
      await expect(result).toContainText(/NT\$100 存入儲值紅利帳戶/);

      await navigateInApp(page, '/PrepaidSubscriber');
      const accounts = main.getByRole('table', { name: prepaid('accounts.heading') });
      const accountRows = (name: string) =>
        accounts.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
      await expect(accountRows(prepaid('accounts.names.bonus'))).toHaveCount(2);
      await expect(accountRows(prepaid('accounts.names.main'))).toContainText('NT$800');

      // 800 in the main account and 200 in bonuses: a 900 plan is still refused.
      await navigateInApp(page, '/PrepaidPurchase');
      await choosePlan(
        page,
        'daily',
        fill(plans('purchase.days_other'), { count: '30' }),
        /吃到飽 30 天/,
      );
      await main.getByRole('button', { name: plans('purchase.buy'), exact: true }).click();
      await expect(main.getByRole('alert')).toContainText(prepaid('errors.BALANCE_INSUFFICIENT'));
    });
  });

  test('the student card buys a student package, and a day past a plan its unused volume is free credit', async ({
    page,
  }) => {
    const { prepaid, plans } = texts('zh-TW');
    const main = page.getByRole('main');
    await page.goto('/PrepaidLoginLogOut');
    await main.getByLabel(prepaid('login.phone')).fill('0987000701');
    await main.getByLabel(prepaid('login.password')).fill('1470');
    await main.getByLabel(prepaid('login.remember')).check();
    await main.getByRole('button', { name: prepaid('login.submit') }).click();
    await main.getByRole('link', { name: prepaid('home.items.purchase'), exact: false }).click();
    await choosePlan(
      page,
      'student',
      fill(plans('purchase.days_other'), { count: '120' }),
      /學生經濟方案/,
    );
    await main.getByRole('button', { name: plans('purchase.buy'), exact: true }).click();
    await expect(main.getByRole('heading', { name: plans('purchase.succeeded') })).toBeVisible();
    await expect(main.getByRole('status')).toContainText('NT$601');

    // Its 2GB pack (512 MB used) ends within the day: 300 x 1536 / 2048 becomes free credit.
    await navigateInApp(page, '/PrepaidSubscriber');
    const accounts = main.getByRole('table', { name: prepaid('accounts.heading') });
    const freeCredit = accounts
      .getByRole('row')
      .filter({ has: page.getByText(prepaid('accounts.names.freeCredit'), { exact: true }) });
    await expect(freeCredit).toContainText('NT$0');
    await advanceSandboxClock(page, 'Advance clock 1 day');
    await page.reload();
    await expect(freeCredit).toContainText('NT$225');
  });
});

import type { Page } from '@playwright/test';
import enPrepaid from '../src/i18n/locales/en/prepaid.json' with { type: 'json' };
import thPrepaid from '../src/i18n/locales/th/prepaid.json' with { type: 'json' };
import zhPrepaid from '../src/i18n/locales/zh-TW/prepaid.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { chooseLanguage, expectPageNumber } from './support';

/**
 * A session survives a reload at any moment: straight after signing in, after a change and after
 * a language switch, several times in a row, for a member and for a prepaid holder (the persisted
 * state is written at once, and no page writes over a session it has not read). Three reloads in a
 * row catch a page that writes over a session it has not read; ten took a minute more of the suite
 * without finding more.
 */
const RELOADS = 3;

// Over a dozen full page loads of the production build on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function signInMember(page: Page): Promise<void> {
  await page.goto(`/Login?back=${encodeURIComponent('/Bill')}`);
  await chooseLanguage(page, 'en');
  await page.getByLabel('Member account', { exact: true }).fill('wang.xiaoming');
  await page.getByLabel('Password', { exact: true }).fill('Sandbox-1234');
  await page.getByLabel('Verification characters', { exact: true }).fill('2580');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function expectMemberBill(page: Page, number: string): Promise<void> {
  await expectPageNumber(page, number);
  await expect(page.getByRole('main').getByText('Sign in to see this page')).toHaveCount(0);
}

test('a member stays signed in through reloads at once after signing in and after changes', async ({
  page,
}) => {
  await signInMember(page);
  await expect(page).toHaveURL('/Bill');
  await expectMemberBill(page, '0912345678');
  for (let reload = 0; reload < RELOADS; reload += 1) {
    await page.reload();
    await expectMemberBill(page, '0912345678');
  }

  // A change: another number, then reload at once.
  await page.goto('/Bill');
  await expectMemberBill(page, '0912345678');
  await page
    .getByRole('combobox', { name: /number/i })
    .first()
    .selectOption({ index: 1 });
  await expectMemberBill(page, '0922333444');
  await page.reload();
  await expectMemberBill(page, '0922333444');

  // A language switch, then reload at once, several times.
  await chooseLanguage(page, 'vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  for (let reload = 0; reload < RELOADS; reload += 1) {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expectPageNumber(page, '0922333444');
  }
});

test('a prepaid holder stays signed in through reloads at once after signing in and after a language switch', async ({
  page,
}) => {
  await page.goto('/PrepaidLoginLogOut');
  const main = page.getByRole('main');
  await main.getByLabel(zhPrepaid.login.phone).fill('0987000401');
  await main.getByLabel(zhPrepaid.login.password).fill('2468');
  await main.getByRole('button', { name: zhPrepaid.login.submit }).click();
  const functionList = (text: typeof zhPrepaid) =>
    main.getByRole('link', { name: text.home.items.subscriber, exact: false });
  await expect(functionList(zhPrepaid)).toBeVisible();
  for (let reload = 0; reload < RELOADS; reload += 1) {
    await page.reload();
    await expect(functionList(zhPrepaid)).toBeVisible();
  }
  // Opened from the address bar, as a new user would.
  await page.goto('/PrepaidSubscriber');
  await expect(main.getByText(zhPrepaid.frame.needLogin)).toHaveCount(0);
  await expect(main.getByRole('button', { name: zhPrepaid.frame.logout })).toBeVisible();

  await page.goto('/PrepaidLoginLogOut');
  await chooseLanguage(page, 'th');
  await expect(functionList(thPrepaid)).toBeVisible();
  for (let reload = 0; reload < RELOADS; reload += 1) {
    await page.reload();
    await expect(functionList(thPrepaid)).toBeVisible();
  }
  await chooseLanguage(page, 'en');
  await page.reload();
  await expect(functionList(enPrepaid)).toBeVisible();
});

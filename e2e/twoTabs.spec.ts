import type { Page } from '@playwright/test';
import zhCommon from '../src/i18n/locales/zh-TW/common.json' with { type: 'json' };
import zhLogin from '../src/i18n/locales/zh-TW/login.json' with { type: 'json' };
import zhPrepaid from '../src/i18n/locales/zh-TW/prepaid.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { expectPageNumber } from './support';

/**
 * Two tabs of the portal in one browser share one sandbox database and one stored session: a
 * change made in one tab survives whatever the other tab writes afterwards, and the other tab
 * sees it after its next load (docs/sandbox.md, "One database for every page").
 */
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');

async function expectMemberBill(page: Page): Promise<void> {
  await expectPageNumber(page, '0912345678');
  await expect(main(page).getByText(zhCommon.gate.signedOutTitle)).toHaveCount(0);
}

async function expectPrepaidBalance(page: Page, balance: string): Promise<void> {
  await expect(main(page).getByText(zhPrepaid.frame.needLogin)).toHaveCount(0);
  // The main balance shows in the summary and in the accounts table (a top-up's bonus has its own).
  await expect(main(page).getByText(balance, { exact: true }).first()).toBeVisible();
}

test("two tabs keep each other's changes and see them after their next load", async ({
  context,
  page: memberTab,
}) => {
  // The member tab is loaded first: it read the database before the prepaid tab changed it.
  await memberTab.goto(`/Login?back=${encodeURIComponent('/Bill')}`);
  await expect(memberTab.getByRole('img', { name: zhCommon.captcha.picture })).toBeVisible();

  const prepaidTab = await context.newPage();
  await prepaidTab.goto('/PrepaidLoginLogOut');
  await main(prepaidTab).getByLabel(zhPrepaid.login.phone).fill('0987000401');
  await main(prepaidTab).getByLabel(zhPrepaid.login.password, { exact: true }).fill('2468');
  await main(prepaidTab).getByRole('button', { name: zhPrepaid.login.submit }).click();
  await expect(
    main(prepaidTab).getByRole('button', { name: zhPrepaid.frame.logout }),
  ).toBeVisible();
  await prepaidTab.goto('/PrepaidTopUp');
  await main(prepaidTab).getByLabel(zhPrepaid.topUp.code).fill('500000000001');
  await main(prepaidTab).getByRole('button', { name: zhPrepaid.topUp.submit, exact: true }).click();
  await expect(main(prepaidTab).getByText(zhPrepaid.topUp.success)).toBeVisible();

  // The member tab signs in: its own change, written after the prepaid tab's.
  await memberTab.getByLabel(zhLogin.account.account, { exact: true }).fill('wang.xiaoming');
  await memberTab.getByLabel(zhLogin.account.password, { exact: true }).fill('Sandbox-1234');
  await memberTab.getByLabel(zhCommon.captcha.label, { exact: true }).fill('2580');
  await memberTab.getByRole('button', { name: zhLogin.account.submit, exact: true }).click();
  await expect(memberTab).toHaveURL('/Bill');
  await expectMemberBill(memberTab);

  // The prepaid tab's session and top-up survived; after a load it sees the member too.
  await prepaidTab.goto('/PrepaidSubscriber');
  await expectPrepaidBalance(prepaidTab, 'NT$850');
  await prepaidTab.goto('/Bill');
  await expectMemberBill(prepaidTab);

  // The member tab keeps its session and sees the prepaid session and its balance.
  await memberTab.reload();
  await expectMemberBill(memberTab);
  await memberTab.goto('/PrepaidSubscriber');
  await expectPrepaidBalance(memberTab, 'NT$850');
});

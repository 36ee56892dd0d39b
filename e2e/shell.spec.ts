import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { signInAsDemoCustomer, signedInAs } from './support';

test('at 375 px the hamburger menu opens and leads to /Bill with the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主要導覽' })).toBeHidden();

  const menuButton = page.getByRole('button', { name: '選單', exact: true });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: '主要導覽' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: '個人專區' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: '帳單與繳費' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/Bill$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('at 375 px the menu closes on Escape and the page does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: '選單', exact: true });
  await menuButton.click();
  await expect(page.getByRole('navigation', { name: '主要導覽' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('at 1280 px the account card shows 王小明 as gold and logs out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: '選單', exact: true })).toHaveCount(0);
  await signInAsDemoCustomer(page, /Sign in as 王小明/);

  const account = page.getByRole('button', { name: /^帳戶選單/ });
  await expect(account).toHaveAccessibleName('帳戶選單 金卡');
  await account.click();
  const card = page.getByRole('region', { name: '帳戶' });
  await expect(card.getByText('王小明，您好')).toBeVisible();
  await expect(card.getByText('金卡', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /升級會員等級/ })).toBeVisible();

  await card.getByRole('button', { name: '登出' }).click();
  await expect(card.getByText('您好，歡迎光臨！')).toBeVisible();
  await expect(card.getByRole('link', { name: '登入' })).toBeFocused();
  await expect(account).toHaveAccessibleName('帳戶選單 登入');
  await expect(page.getByRole('status')).toHaveText(/您已登出/);

  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(account).toBeFocused();
});

test('the cookie notice stays away once accepted', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie 使用說明' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '我同意' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test.describe(() => {
  test.use(signedInAs('wang'));

  test('axe finds no violation with the menu and the card open at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: '選單', exact: true }).click();
    await expect(page.getByRole('navigation', { name: '主要導覽' })).toBeVisible();
    expect(await axeViolations(page, 'menu open')).toEqual([]);
    await page.getByRole('button', { name: /^帳戶選單/ }).click();
    await expect(page.getByRole('region', { name: '帳戶' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主要導覽' })).toBeHidden();
    expect(await axeViolations(page, 'card open')).toEqual([]);
  });

  test('axe finds no violation with the navigation and the card open at 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: '主要導覽' })).toBeVisible();
    await page.getByRole('button', { name: /^帳戶選單/ }).click();
    await expect(page.getByRole('region', { name: '帳戶' })).toBeVisible();
    expect(await axeViolations(page, 'card open')).toEqual([]);
  });
});

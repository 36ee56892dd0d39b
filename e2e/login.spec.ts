import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, expectPageNumber } from './support';

/** docs/sandbox.md "Login": the sandbox captcha answer and SMS code. */
const CAPTCHA_ANSWER = '2580';
const SMS_CODE = '246810';

const CUSTOMERS = [
  { kind: 'mobile', account: 'wang.xiaoming', password: 'Sandbox-1234', number: '0912345678' },
  { kind: 'fixed line', account: 'chen.meiling', password: 'Sandbox-5678', number: '0223456789' },
  { kind: 'enterprise', account: '24681358', password: 'Sandbox-2468', number: '0955123456' },
];

function accountMenu(page: Page) {
  return page.getByRole('button', { name: /^Account menu/ });
}

/** From a page that needs a member, the header's "Log in" leads to the login page. */
async function goToLoginFrom(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await chooseLanguage(page, 'en');
  await accountMenu(page).click();
  await page.getByRole('region', { name: 'Account' }).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/Login?back=${encodeURIComponent(path)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Verification picture' })).toBeVisible();
}

/** Logs out with the header's account card, as a member would. */
async function logOutWithHeader(page: Page) {
  await accountMenu(page).click();
  const card = page.getByRole('region', { name: 'Account' });
  await card.getByRole('button', { name: 'Log out' }).click();
  await expect(card.getByRole('link', { name: 'Log in' })).toBeVisible();
}

for (const customer of CUSTOMERS) {
  test(`a ${customer.kind} member logs in with the form, comes back to the bill and logs out`, async ({
    page,
  }) => {
    await goToLoginFrom(page, '/Bill');
    await page.getByLabel('Member account', { exact: true }).fill(customer.account);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByLabel('Verification characters', { exact: true }).fill(CAPTCHA_ANSWER);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL('/Bill');
    await expect(page.getByRole('heading', { level: 1, name: 'Bills and payment' })).toBeVisible();
    await expectPageNumber(page, customer.number);

    await logOutWithHeader(page);
    await expect(page.getByRole('main').getByText('Sign in to see this page')).toBeVisible();
  });
}

test('a wrong password is refused with the message, keeping what was typed', async ({ page }) => {
  await goToLoginFrom(page, '/Bill');
  await page.getByLabel('Member account', { exact: true }).fill('wang.xiaoming');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByLabel('Verification characters', { exact: true }).fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '帳號或密碼錯誤' })).toBeVisible();
  await expect(page.getByLabel('Member account', { exact: true })).toHaveValue('wang.xiaoming');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-password');
});

test('a mobile member logs in with an SMS code and comes back', async ({ page }) => {
  await goToLoginFrom(page, '/Bill');
  await page.getByRole('link', { name: 'SMS code' }).click();
  await expect(page).toHaveURL('/Login/sms?back=%2FBill');
  await page.getByLabel('Mobile number', { exact: true }).fill('12345678');
  await page.getByLabel('ID number or tax ID number', { exact: true }).fill('a123456789');
  await expect(page.getByRole('img', { name: 'Verification picture' })).toBeVisible();
  await page.getByLabel('Verification characters', { exact: true }).fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Send me a code' }).click();

  await expect(page.getByText('We sent a code to 0912*4*6*8.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^New code in \d+ s$/ })).toBeDisabled();
  await page.getByLabel('SMS code', { exact: true }).fill(SMS_CODE);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/Bill');
  await expect(page.getByRole('heading', { level: 1, name: 'Bills and payment' })).toBeVisible();
});

test('the login page never sends anyone to another site', async ({ page }) => {
  await page.goto('/Login?back=%2F%2Fevil.example%2FBill');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('img', { name: 'Verification picture' })).toBeVisible();
  await page.getByLabel('Member account', { exact: true }).fill('chen.meiling');
  await page.getByLabel('Password', { exact: true }).fill('Sandbox-5678');
  await page.getByLabel('Verification characters', { exact: true }).fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
});

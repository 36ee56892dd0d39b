import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { expectCleanAtBothWidths, signedInAs } from './support';

/** The portal's own words (zh-TW, the default language), so the journeys follow the texts. */
function texts(namespace: string): unknown {
  const file = new URL(`../src/i18n/locales/zh-TW/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8'));
}
interface EnterpriseTexts {
  login: { taxId: string; userId: string; password: string; submit: string };
  main: { linesCaption: string };
  enquiry: { buttonFor: string; message: string; send: string; sent: string };
  order: { button: string; whyNot: string; staffOnlyEnquire: string };
  my: { enquiries: string };
  service: { line: string };
}
interface LineServiceTexts {
  report: { title: string; category: string; description: string; submit: string };
  contact: { phone: string };
}
const lineService = texts('lineService') as LineServiceTexts;
const ent = texts('enterprise') as EnterpriseTexts;
const captchaLabel = (texts('common') as { captcha: { label: string } }).captcha.label;
const taxIdInvalid = (texts('validation') as { taxId: { invalid: string } }).taxId.invalid;
const titles = texts('titles') as Record<string, string>;

const SANDBOX_CAPTCHA = '2580';
const COMPANY = { taxId: '24681358', admin: 'Haoke-2468', staff: 'Haoke-1357' };
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Signs a company user in through /ECSLogin (the user id may come from the address). */
async function signInAtEcsLogin(page: Page, password: string, userId?: string) {
  const main = page.getByRole('main');
  await main.getByLabel(ent.login.taxId).fill(COMPANY.taxId);
  if (userId) await main.getByLabel(ent.login.userId).fill(userId);
  await main.getByLabel(ent.login.password).fill(password);
  await main.getByRole('textbox', { name: captchaLabel }).fill(SANDBOX_CAPTCHA);
  await main.getByRole('button', { name: ent.login.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: titles.ecMain })).toBeVisible();
}

function linesTable(page: Page) {
  return page.getByRole('table', { name: ent.main.linesCaption });
}

test('the administrator signs in, sees every line, enquires and finds the enquiry in /ECMy', async ({
  page,
}) => {
  await page.goto('/ECSLogin');
  await signInAtEcsLogin(page, COMPANY.admin, 'admin');
  // Six lines: four mobile, a landline and broadband (a header row plus six).
  await expect(linesTable(page).getByRole('row')).toHaveCount(7);

  await navigateInApp(page, '/ESellableProducts/cloud');
  const main = page.getByRole('main');
  await main
    .getByRole('button', { name: fill(ent.enquiry.buttonFor, { product: '企業雲端主機' }) })
    .click();
  await main.getByLabel(ent.enquiry.message).fill('總部 20 人使用 (含備援)');
  await main.getByRole('button', { name: ent.enquiry.send }).click();
  const sent = main.getByRole('status').filter({ hasText: /EQ\d{8}/ });
  await expect(sent).toBeVisible();
  const reference = /EQ\d{8}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await expectCleanAtBothWidths(page, 'the enquiry sent');

  await navigateInApp(page, '/ECMy');
  const enquiries = page.getByRole('table', { name: ent.my.enquiries });
  await expect(enquiries.getByRole('row', { name: new RegExp(reference) })).toBeVisible();
});

test('a staff user sees only their lines, no order button, the sandbox refuses their order, and reports a fault on /ECS', async ({
  page,
}) => {
  // The user id comes from the address (/ECSLogin/:userid).
  await page.goto('/ECSLogin/sales01');
  await expect(page.getByRole('main').getByLabel(ent.login.userId)).toHaveValue('sales01');
  await signInAtEcsLogin(page, COMPANY.staff);
  await expect(linesTable(page).getByRole('row')).toHaveCount(3);
  await expect(linesTable(page)).not.toContainText('0955123458');

  await navigateInApp(page, '/ESellableProducts');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /企業雲端主機/ }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: ent.order.button, exact: true })).toHaveCount(0);
  await main.getByText(ent.order.whyNot).click();
  await expect(main.getByText(ent.order.staffOnlyEnquire)).toBeVisible();

  // Straight to the host, as the staff user: the order is refused by role.
  const refused = await page.evaluate(
    async ({ taxId, password, captcha }) => {
      const json = async (response: globalThis.Response) => (await response.json()) as unknown;
      const challenge = (await json(await fetch('/api/CHTMember/AuthTokenWithCaptcha'))) as {
        data: { authToken: string };
      };
      const authToken = challenge.data.authToken;
      await fetch('/api/Captcha/Vaild', {
        method: 'PUT',
        headers: { token: authToken, code: captcha },
      });
      const iam = (await json(await fetch('/api/ServiceCenter/IamToken', { method: 'POST' }))) as {
        data: { access_token: string };
      };
      const host = {
        Authorization: `Bearer ${iam.data.access_token}`,
        'api-key': 'sandbox-api-key',
        'Content-Type': 'application/json',
      };
      const login = (await json(
        await fetch('/enterprise-api/ECS/Login', {
          method: 'POST',
          headers: host,
          body: JSON.stringify({ taxId, userId: 'sales01', password, authToken }),
        }),
      )) as { data: { token: string } };
      return json(
        await fetch('/enterprise-api/ECS/Order', {
          method: 'POST',
          headers: { ...host, ecstoken: login.data.token },
          body: JSON.stringify({ productId: 'S-CLOUD', quantity: 1 }),
        }),
      );
    },
    { taxId: COMPANY.taxId, password: COMPANY.staff, captcha: SANDBOX_CAPTCHA },
  );
  expect(refused).toMatchObject({ result: -1, code: 'ECS_ROLE' });

  // Company-line service: only the staff user's two lines, and a fault report on one of them.
  await navigateInApp(page, '/ECS');
  const line = main.getByRole('combobox', { name: ent.service.line, exact: true });
  await expect(line.locator('option')).toHaveCount(3);
  await line.selectOption('0955123457');
  const report = main.getByRole('form', { name: lineService.report.title });
  await report.getByLabel(lineService.report.category).selectOption('MB02');
  await report.getByLabel(lineService.report.description).fill('會議室無法撥出');
  await report.getByLabel(lineService.contact.phone, { exact: true }).fill('0912345678');
  await report.getByRole('button', { name: lineService.report.submit }).click();
  await expect(main.getByRole('status').filter({ hasText: /ET\d{8}/ })).toBeVisible();
});

test.describe('signed in to ECS already', () => {
  test.use(signedInAs('enterprise'));

  test('the ENTAPP launch opens /ECMain without the header, a 401 is retried once, and the tax id is checked at the field', async ({
    page,
  }) => {
    // A token the host no longer accepts: the first call is answered 401.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e.staleTokenSet')) return;
      sessionStorage.setItem('e2e.staleTokenSet', '1');
      sessionStorage.setItem(
        'enterpriseToken',
        JSON.stringify({ token: 'iam-stale', expiresAt: Date.now() + 600_000 }),
      );
    });
    const unauthorized: Response[] = [];
    const tokenRequests: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/enterprise-api/') && response.status() === 401) {
        unauthorized.push(response);
      }
      if (response.url().includes('/ServiceCenter/IamToken')) tokenRequests.push(response.url());
    });
    await page.setViewportSize({ width: 375, height: 800 });
    const hex = Buffer.from(JSON.stringify({ source: 'ENTAPP' })).toString('hex');
    await page.goto(`/ECMain?appLaunch=${hex}`);
    await expect(page.getByRole('heading', { level: 1, name: titles.ecMain })).toBeVisible();
    await expect(linesTable(page).getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // Invisibly: the data came, one new token was asked for, and no error is on the page.
    expect(unauthorized.length).toBeGreaterThanOrEqual(1);
    expect(tokenRequests).toHaveLength(1);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await navigateInApp(page, '/ECSLogin');
    const taxId = page.getByRole('main').getByLabel(ent.login.taxId);
    await taxId.fill('12345678');
    await page
      .getByRole('main')
      .getByRole('button', { name: ent.login.submit, exact: true })
      .click();
    await expect(taxId).toHaveAttribute('aria-invalid', 'true');
    await expect(taxId).toHaveAccessibleDescription(new RegExp(taxIdInvalid));
    // The 2023 rule: seventh digit 7, checksum plus one divisible by 5.
    await taxId.fill('10000073');
    await page
      .getByRole('main')
      .getByRole('button', { name: ent.login.submit, exact: true })
      .click();
    await expect(taxId).not.toHaveAttribute('aria-invalid', 'true');
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, signedInAs } from './support';
import { navigateInApp } from './routeWalk';

test.use(signedInAs('wang'));

/**
 * A partner's one-time sign-on token for the signed-in member, as the companion partner gets it
 * (SSO/SetSSOAuthInfo with its fixed client key), asked from the page so the sandbox answers it.
 */
async function partnerToken(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('sandbox.db.v2') ?? '{}') as {
      sessions?: { token: string; customerId: string }[];
    };
    const session = (stored.sessions ?? []).filter((row) => row.customerId === 'cust-wang').pop();
    const response = await fetch('/api/SSO/SetSSOAuthInfo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: session?.token ?? '' },
      body: JSON.stringify({ clientKey: 'sandbox-companion-client' }),
    });
    const reply = (await response.json()) as { data?: { authToken?: string } };
    return reply.data?.authToken ?? '';
  });
}

test.describe('Message centre, /Init and /Error', () => {
  test.describe.configure({ timeout: 90_000 });

  test('/Error with junk hex says it plainly; /Init with a partner token keeps the query minus the SSO names, and a hostile path lands home', async ({
    page,
  }) => {
    await page.goto('/Error/zz%3Cscript%3E00');
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('alert')).toContainText(
      'Something went wrong and we could not finish what you asked.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();

    const first = await partnerToken(page);
    expect(first).not.toBe('');
    const back = encodeURIComponent('/AppMessage?from=partner');
    await navigateInApp(
      page,
      `/Init?authToken=${first}&path=${back}&t1=one&t2=two&access_token=&campaign=spring`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page).toHaveURL(/\/AppMessage\?from=partner&campaign=spring$/);

    const second = await partnerToken(page);
    await navigateInApp(
      page,
      `/Init?authToken=${second}&path=${encodeURIComponent('//evil.example/steal')}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a NT$500 roaming cap passed 50 %: one alert in /AppMessage and by SMS in English; reading it clears the count, which survives a reload', async ({
    page,
  }) => {
    await page.goto('/Roaming');
    await chooseLanguage(page, 'en');
    const cap = page.getByRole('region', { name: 'Your monthly roaming cap' });
    await cap.getByLabel('Use a monthly roaming cap').check();
    await cap.getByLabel('Monthly amount').fill('500');
    await cap.getByRole('button', { name: 'Save the cap' }).click();
    await expect(cap.getByRole('status')).toHaveText('Your roaming cap is saved.');

    const finder = page.getByRole('region', { name: 'Find a roaming pass' });
    await finder.getByLabel('Number of days', { exact: true }).fill('3');
    await finder.getByRole('button', { name: 'Show passes' }).click();
    await finder.getByRole('button', { name: 'Choose Japan 3 days 3GB' }).click();
    const buy = finder.getByRole('region', { name: 'Buy Japan 3 days 3GB' });
    await expect(
      buy.getByText(/^This pass takes you to [5-7]\d % of your NT\$500 monthly cap/),
    ).toBeVisible();
    await buy.getByRole('button', { name: /^Buy for/ }).click();
    await expect(finder.getByRole('region', { name: 'Pass bought' })).toBeVisible();

    await navigateInApp(page, '/AppMessage');
    const alert = page.getByRole('button', { name: 'Roaming cap alert' });
    await expect(alert).toHaveCount(1);
    await expect(page.getByText('Unread messages: 1')).toBeVisible();
    const messagesLink = page.getByRole('banner').getByRole('link', { name: /^Messages/ });
    await expect(messagesLink).toHaveAccessibleName('Messages 1 unread');

    await page.reload();
    await expect(messagesLink).toHaveAccessibleName('Messages 1 unread');
    await alert.click();
    await expect(page.getByText(/^Roaming cap alert: 0912345678 has reached 50% /)).toBeVisible();
    await expect(page.getByText('Unread messages: 0')).toBeVisible();
    await expect(messagesLink).toHaveAccessibleName('Messages');

    await page.reload();
    await expect(page.getByText('Unread messages: 0')).toBeVisible();
    await expect(messagesLink).toHaveAccessibleName('Messages');

    await navigateInApp(page, '/DevOpsTools');
    const sent = page.getByRole('table', { name: 'Messages sent' });
    const bySms = sent
      .getByRole('row')
      .filter({ hasText: 'Roaming cap alert: 0912345678 has reached 50%' })
      .filter({ hasText: 'SMS' });
    await expect(bySms).toHaveCount(1);
  });

  test('time and a fake base station send their alerts: the overdue bill reminder and the fake base-station alert reach /AppMessage; /H5 offers the partner page and /DevOpsTools the admin calls', async ({
    page,
  }) => {
    await page.goto('/AppMessage');
    await chooseLanguage(page, 'en');
    await expect(
      page.getByText('Unread messages: 0').or(page.getByText('No messages yet')),
    ).toBeVisible();

    const sandbox = page.getByRole('button', { name: 'Sandbox', exact: true });
    await sandbox.click();
    await page.getByRole('button', { name: 'Advance clock 10 minutes' }).click();
    await page.getByRole('button', { name: 'Fake base station nearby' }).click();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Overdue bill reminder' })).toHaveCount(1);
    const fake = page.getByRole('button', { name: 'Fake base station alert' });
    await expect(fake).toHaveCount(1);
    await fake.click();
    await expect(
      page.getByText(/^A suspected fake base station was detected near you/),
    ).toBeVisible();
    await expect(page.getByText('Unread messages: 1')).toBeVisible();

    await navigateInApp(page, '/H5');
    await expect(page.getByRole('button', { name: "Open the partner's page" })).toBeVisible();

    await navigateInApp(page, '/DevOpsTools');
    const meta = page.getByRole('form', { name: 'Set a page meta' });
    await meta.getByLabel('Page path').fill('Roaming');
    await meta.getByLabel('Title').fill('Roaming passes');
    await meta.getByRole('button', { name: 'Set the meta' }).click();
    await expect(meta.getByRole('alert')).toContainText('The path must start with a single /.');
    const sent = page.getByRole('table', { name: 'Messages sent' });
    await expect(sent.getByRole('row').filter({ hasText: 'Overdue bill reminder' })).toHaveCount(3);
  });
});

import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { signedInAs } from './support';

type Tree = Record<string, unknown>;

/** A zh-TW text of `namespace` by its dotted key. */
function zh(namespace: string, key: string): string {
  const file = new URL(`../src/i18n/locales/zh-TW/${namespace}.json`, import.meta.url);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
  if (typeof value !== 'string') throw new Error(`No text zh-TW/${namespace}:${key}`);
  return value;
}

/** 0987000401 as the portal masks it (lib/mask maskPhone). */
const MASKED_NUMBER = '0987*0*4*1';

test.describe('a prepaid card holder', () => {
  test.use(signedInAs('prepaid'));

  test('sees their number in the header, no member login, and balance and validity at once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/PrepaidLoginLogOut');
    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: new RegExp(zh('shell', 'account.button')) });
    await expect(account).toHaveAccessibleName(`${zh('shell', 'account.button')} ${MASKED_NUMBER}`);
    await expect(
      header.getByText(zh('shell', 'account.visitorBadge'), { exact: true }),
    ).toHaveCount(0);
    const nav = header.getByRole('navigation', { name: zh('shell', 'nav.label') });
    await expect(nav.getByRole('link', { name: zh('shell', 'nav.prepaidHome') })).toBeVisible();
    await expect(nav.getByRole('link', { name: zh('shell', 'nav.bill') })).toHaveCount(0);

    // The prepaid home: its own title, balance and validity without a click.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(zh('prepaid', 'home.title'));
    const glance = main.getByRole('region', { name: zh('prepaid', 'glance.heading') });
    await expect(glance.getByText('NT$350')).toBeVisible();
    await expect(glance.getByText(zh('prepaid', 'subscriber.validity'))).toBeVisible();
    await expect(glance.getByText(/^\d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
    await expect(glance.getByText(MASKED_NUMBER)).toBeVisible();

    // On a phone the menu holds the prepaid navigation; the header still shows the number.
    await page.setViewportSize({ width: 375, height: 800 });
    await navigateInApp(page, '/PrepaidTopUp');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(zh('titles', 'prepaidTopUp'));
    await expect(account).toHaveAccessibleName(`${zh('shell', 'account.button')} ${MASKED_NUMBER}`);
    await header.getByRole('button', { name: zh('shell', 'header.menu'), exact: true }).click();
    const menu = header.getByRole('navigation', { name: zh('shell', 'nav.label') });
    await menu.getByRole('link', { name: zh('shell', 'nav.prepaidHome') }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(zh('prepaid', 'home.title'));
  });
});

test.describe('a member with several numbers', () => {
  test.use(signedInAs('wang'));

  test('reads amount due first and kind and plan on one line, home and /Overview alike', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    const card = main.getByRole('listitem').filter({ hasText: '0922333444' });
    await expect(card.getByText(/^已於 .+ 逾期$/)).toBeVisible();
    await expect(
      card.getByText(new RegExp(`^${zh('common', 'numberKinds.mobile')} · `)),
    ).toBeVisible();
    await expect(card.getByRole('term')).toHaveCount(0);

    await navigateInApp(page, '/Overview');
    const row = main.getByRole('row').filter({ hasText: '0922333444' });
    await expect(row.getByText(/^已於 .+ 逾期$/)).toBeVisible();
    await expect(
      row.getByText(new RegExp(`^${zh('common', 'numberKinds.mobile')} · `)),
    ).toBeVisible();
  });
});

import { readFileSync } from 'node:fs';
import { paths, type RouteKey } from '../src/config/paths';
import { expect, test } from './fixtures';
import { allRoutes, navigateInApp, sampleUrl } from './routeWalk';

function readLocale(namespace: string): Record<string, unknown> {
  const file = new URL(`../src/i18n/locales/zh-TW/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

const common = readLocale('common');
const titles = readLocale('titles');
const appName = String(common.appName);
const notFoundHeading = String((common.notFound as Record<string, unknown>).title);

function expectedTitle(key: RouteKey): string {
  return key === 'home' ? appName : `${String(titles[key])} - ${appName}`;
}

const routes = allRoutes;

test('every route of the table renders its page with a heading and a title', async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(60_000 + routes.length * 1_000);
  await page.goto('/');
  for (const { key, url } of routes) {
    await test.step(`${key} ${url}`, async () => {
      await navigateInApp(page, url);
      // The title changes in the commit that renders the new route, so the heading checked next
      // is the new page's own.
      await expect(page).toHaveTitle(expectedTitle(key));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('#route-error-title'), 'route error screen').toHaveCount(0);
      expect(pageProblems.take(), `problems on ${url}`).toEqual([]);
    });
  }
});

test('a deep link loads its route directly', async ({ page }) => {
  await page.goto(sampleUrl(paths.roaming));
  await expect(page).toHaveTitle(expectedTitle('roaming'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toBeVisible();
  await expect(page).toHaveTitle(`${String(titles.notFound)} - ${appName}`);
});

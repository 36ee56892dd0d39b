import { readFileSync } from 'node:fs';
import { paths, type RouteKey } from '../src/config/paths';
import { expect, test } from './fixtures';
import { sampleUrl } from './routeWalk';

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

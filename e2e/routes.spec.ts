import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { paths, type RouteKey } from '../src/config/paths';
import { expect, test } from './fixtures';

function readLocale(namespace: string): Record<string, unknown> {
  const file = new URL(`../src/i18n/locales/zh-TW/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

const common = readLocale('common');
const titles = readLocale('titles');
const appName = String(common.appName);
const notFoundHeading = String((common.notFound as Record<string, unknown>).title);

/** Values for required route parameters; optional ones are left out. */
const SAMPLE_PARAMS: Record<string, string> = { DeviceNo: '0912345678', Pid: 'A123456789' };

function sampleUrl(pattern: string): string {
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    if (segment.endsWith('?')) return [];
    const name = segment.slice(1);
    return [encodeURIComponent(SAMPLE_PARAMS[name] ?? 'sample')];
  });
  return segments.join('/') || '/';
}

function expectedTitle(key: RouteKey): string {
  return key === 'home' ? appName : `${String(titles[key])} - ${appName}`;
}

const routes = (Object.entries(paths) as [RouteKey, string][]).map(([key, pattern]) => ({
  key,
  url: sampleUrl(pattern),
}));

/**
 * Client-side navigation, as the browser's back and forward buttons do it: the router reads the
 * new address on popstate. One boot, then ~130 routes in a few seconds instead of a minute.
 */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

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

import { pendingRoutes } from '../src/app/routes/pending';
import { LANGUAGES } from '../src/i18n/languages';
import { expect, test } from './fixtures';
import { allRoutes, navigateInApp } from './routeWalk';
import { chooseLanguage, signedInAs, waitForStillPage } from './support';

/** The routes that render a screen of their own (the rest show the one pending frame). */
const pendingKeys = new Set<string>(pendingRoutes.map(({ key }) => key));
const builtScreens = allRoutes.filter(({ key }) => !pendingKeys.has(key));

test.use({ viewport: { width: 375, height: 812 }, ...signedInAs('wang') });

for (const language of LANGUAGES) {
  test(`no built screen scrolls sideways at 375 px in ${language}`, async ({ page }) => {
    test.setTimeout(60_000 + builtScreens.length * 2_000);
    await page.goto('/');
    if (language !== 'zh-TW') await chooseLanguage(page, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const overflowing: string[] = [];
    for (const { key, url } of builtScreens) {
      await navigateInApp(page, url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await waitForStillPage(page, 250, 3_000);
      const width = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      if (width.page > width.viewport) overflowing.push(`${key} ${url}: ${String(width.page)} px`);
    }
    expect(overflowing, 'screens wider than the phone').toEqual([]);
  });
}

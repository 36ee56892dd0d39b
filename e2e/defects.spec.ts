import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, signedInAs } from './support';

/** Where the focused element sits against the cookie notice, or null once focus is in it. */
function focusAgainstNotice(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const notice = document.querySelector('[aria-label="Cookie notice"]');
    if (!focused || !notice || notice.contains(focused)) return null;
    return {
      name: focused.textContent.trim().slice(0, 40) || focused.tagName,
      bottom: focused.getBoundingClientRect().bottom,
      noticeTop: notice.getBoundingClientRect().top,
    };
  });
}

test.describe('Small defects: a visitor', () => {
  test('keyboard focus is never hidden behind the cookie notice at the foot of the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/');
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    const hidden: string[] = [];
    let stops = 0;
    for (; stops < 120; stops += 1) {
      await page.keyboard.press('Tab');
      const where = await focusAgainstNotice(page);
      if (where === null) break;
      if (where.bottom > where.noticeTop + 1) hidden.push(where.name);
    }
    expect(stops, 'Tab reaches the cookie notice').toBeLessThan(120);
    expect(stops).toBeGreaterThan(5);
    expect(hidden).toEqual([]);
  });
});

test.describe('Small defects: a member', () => {
  test.use(signedInAs('wang'));

  test('/Bill shows its heading, then the number once, then the tabs', async ({ page }) => {
    await page.goto('/Bill');
    await chooseLanguage(page, 'en');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const heading = page.getByRole('heading', { level: 1, name: 'Bills and payment' });
      const chooser = page.getByRole('combobox', { name: 'Number' });
      const tabs = page.getByRole('navigation', { name: 'Bill views' });
      await expect(chooser).toHaveValue('0912345678');
      await expect(chooser.locator('option:checked')).toHaveText('My mobile · 0912345678');
      const top = async (what: typeof heading) => (await what.boundingBox())?.y ?? Number.NaN;
      expect(await top(heading)).toBeLessThan(await top(chooser));
      expect(await top(chooser)).toBeLessThan(await top(tabs));
      await expect(page.getByText(/^Number .*0912345678$/)).toHaveCount(0);
    }
  });
});

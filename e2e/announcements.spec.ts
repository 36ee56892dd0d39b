import { devices, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { signedInAs } from './support';

/** The sandbox serves announcements to automated browsers only on request. */
const SHOW_ANNOUNCEMENTS_KEY = 'sandbox.showAnnouncements';

async function showAnnouncements(page: Page) {
  await page.evaluate((key) => {
    localStorage.setItem(key, 'on');
  }, SHOW_ANNOUNCEMENTS_KEY);
}

/** The open popup, once its slider has started (800 ms after it opens). */
async function openPopup(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.slick-slider')).toBeAttached();
  return dialog;
}

test('an announcement from the sandbox shows on home, and do not show next time holds', async ({
  page,
}) => {
  await page.goto('/');
  await showAnnouncements(page);
  await page.reload();
  const dialog = await openPopup(page);
  await expect(dialog).toHaveAccessibleName('系統維護公告');
  await expect(dialog.getByText('1 / 4', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '確定' })).toBeVisible();

  await dialog.getByRole('checkbox', { name: '下次不再顯示' }).check();
  await dialog.getByRole('button', { name: '關閉公告' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.reload();
  const again = await openPopup(page);
  // The maintenance notice stays away; the global group shows its next one instead.
  await expect(again).toHaveAccessibleName('全站服務公告');
  await expect(again.getByRole('heading', { name: '系統維護公告' })).toHaveCount(0);
});

test('the carousel moves on by itself, and the keyboard stays inside it', async ({ page }) => {
  await page.goto('/');
  await showAnnouncements(page);
  await page.reload();
  const dialog = await openPopup(page);
  await expect(dialog).toBeFocused();
  await dialog.getByRole('button', { name: /下一則/ }).click();
  await expect(dialog.getByText('2 / 4', { exact: true })).toBeVisible();
  await expect(dialog).toHaveAccessibleName('電子帳單享優惠');
  // An 8-second countdown: it pauses on request and moves on at zero.
  const pause = dialog.getByRole('button', { name: '暫停倒數' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await pause.click();
  await expect(dialog.getByText('3 / 4', { exact: true })).toBeVisible({ timeout: 12_000 });
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => document.activeElement?.closest('[role="dialog"]') !== null,
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe(() => {
  test.use(signedInAs('wang'));

  for (const width of [375, 1280]) {
    test(`axe finds no violation with an announcement open on home and /Bill at ${String(width)} px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await showAnnouncements(page);

      for (const target of [
        { name: 'home', path: '/', title: '系統維護公告' },
        { name: '/Bill', path: '/Bill', title: '系統維護公告' },
      ]) {
        await page.goto(target.path);
        const dialog = await openPopup(page);
        await expect(dialog).toHaveAccessibleName(target.title);
        expect(await axeViolations(page, `${target.name} with an announcement open`)).toEqual([]);
        const box = await dialog.boundingBox();
        expect(box?.width).toBeLessThanOrEqual(600);
        await dialog.getByRole('button', { name: /下一則/ }).click();
        // The slides cross-fade (400 ms): axe reads colours, so it waits for the fade to end.
        await expect
          .poll(() =>
            page.evaluate(() => {
              const current = document.querySelector('[role="dialog"] .slick-active');
              return current ? getComputedStyle(current).opacity : '';
            }),
          )
          .toBe('1');
        expect(await axeViolations(page, `${target.name} on the second announcement`)).toEqual([]);
        await dialog.getByRole('button', { name: '關閉公告' }).click();
        await expect(dialog).toBeHidden();
      }
    });
  }
});

test.describe('on a phone', () => {
  const phone = devices['Pixel 7'];
  test.use({
    userAgent: phone.userAgent,
    viewport: phone.viewport,
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: phone.isMobile,
    hasTouch: phone.hasTouch,
  });

  test('the app-redirect banner shows with ?cmd= and its close holds after reload', async ({
    page,
  }) => {
    await page.goto('/?cmd=2001003');
    const banner = page.getByRole('complementary', { name: '開啟 App' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: '開啟 App' })).toHaveAttribute(
      'href',
      'carrier-selfservice://open?cmd=2001003',
    );
    expect(await axeViolations(page, 'home with the app banner')).toEqual([]);
    await banner.getByRole('button', { name: '關閉 App 提示' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(banner).toBeHidden();
  });

  test('the banner needs a cmd in the address', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: '開啟 App' })).toBeHidden();
  });
});

test('a desktop browser gets no app-redirect banner', async ({ page }) => {
  await page.goto('/?cmd=2001003');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', { name: '開啟 App' })).toBeHidden();
});

import type { Page } from '@playwright/test';
import { signedInStorageState } from './auth';
import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, waitForStillPage } from './support';

test('the chosen language holds after a reload and sets <html lang>', async ({ page }) => {
  await page.goto('/Bill');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await chooseLanguage(page, 'vi');
  await expect(page.getByText('Đăng nhập để xem trang này')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('combobox').first()).toHaveValue('vi');
});

/** The customer's own name is theirs, shown as they registered it: not carrier data. */
const OWN_NAME = '王小明';

/** The lines of the visible text in <main> that hold a Han character, once the page is still. */
async function hanLinesInMain(page: Page): Promise<string[]> {
  await waitForStillPage(page);
  const text = await page.getByRole('main').evaluate((main) => (main as HTMLElement).innerText);
  return text
    .replaceAll(OWN_NAME, '')
    .split('\n')
    .filter((line) => /\p{Script=Han}/u.test(line));
}

test.describe('in Thai', () => {
  test.use({ signedInAs: 'wang' });

  test('plans, passes, prepaid offers and home show no Han characters', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    await chooseLanguage(page, 'th');
    const main = page.getByRole('main');
    // Each screen waits for one carrier name in Thai, then reads all of its text.
    const screens: [string, string | RegExp][] = [
      ['/', 'แพ็กโรมมิ่งรายวันสำหรับเดินทาง'],
      ['/MobileRateChange', '5G 1399 ไม่จำกัด'],
      ['/Roaming', /ญี่ปุ่น 3 วัน 3GB/],
    ];
    for (const [url, carrierName] of screens) {
      await navigateInApp(page, url);
      await expect(main.getByText(carrierName).first()).toBeVisible();
      expect(await hanLinesInMain(page), url).toEqual([]);
    }

    const prepaid = await browser.newContext({
      baseURL,
      storageState: await signedInStorageState(browser, baseURL, 'prepaid'),
    });
    try {
      const prepaidPage = await prepaid.newPage();
      await prepaidPage.goto('/PrepaidPurchase');
      await chooseLanguage(prepaidPage, 'th');
      await expect(
        prepaidPage
          .getByRole('main')
          .getByText(/เน็ตรายวัน/)
          .first(),
      ).toBeVisible();
      expect(await hanLinesInMain(prepaidPage), '/PrepaidPurchase').toEqual([]);
    } finally {
      await prepaid.close();
    }
  });
});

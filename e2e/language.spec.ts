import { expect, test } from './fixtures';
import { chooseLanguage } from './support';

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

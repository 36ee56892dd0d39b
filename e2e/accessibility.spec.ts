import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { signedInAs, waitForStillPage } from './support';

test.use(signedInAs('wang'));

const WIDTHS = [375, 1280];
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'current bill', path: '/Bill' },
  { name: 'bill history', path: '/Bill/history' },
  { name: 'a service not built yet', path: '/Roaming' },
  { name: 'not found', path: '/no-such-page' },
];

for (const width of WIDTHS) {
  test(`axe finds no violation at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const target of PAGES) {
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await waitForStillPage(page);
      const results = await new AxeBuilder({ page }).exclude('#sandbox-panel').analyze();
      expect(
        results.violations.map((violation) => `${target.name}: ${violation.id} ${violation.help}`),
      ).toEqual([]);
    }
  });
}

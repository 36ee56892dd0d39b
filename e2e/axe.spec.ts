import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

// The sweep and the journeys trust axeViolations to find what axe finds; this proves it does, and
// that a second run in the same document (axe already injected) still reads the page as it is now.
test('axeViolations names a violation, and sees the page change between runs', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>Page</h1><img src="data:,"></main></body></html>',
  );
  expect(await axeViolations(page, 'bare image')).toEqual([
    expect.stringMatching(/^bare image: image-alt .* at img$/),
  ]);
  await page.locator('img').evaluate((image) => image.setAttribute('alt', 'A picture'));
  expect(await axeViolations(page, 'described image')).toEqual([]);
});

test('the sandbox panel is left out: it is a developer tool', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>Page</h1></main><div id="sandbox-panel"><img src="data:,"></div></body></html>',
  );
  expect(await axeViolations(page, 'panel')).toEqual([]);
});

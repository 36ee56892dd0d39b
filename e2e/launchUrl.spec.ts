import { expect, test } from './fixtures';

/** docs/bridge.md: at most 8 KB of JSON, 16,384 hex characters in ?appLaunch=. */
test('the largest documented launch URL reaches the portal (no HTTP 431 from the server)', async ({
  page,
}) => {
  const payload = { source: 'APP', page: '/Roaming', pad: '' };
  payload.pad = 'x'.repeat(8 * 1024 - JSON.stringify(payload).length);
  const hex = Array.from(new TextEncoder().encode(JSON.stringify(payload)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  expect(hex.length).toBe(16_384);
  const response = await page.goto(`/Roaming?appLaunch=${hex}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/appLaunch/);
});

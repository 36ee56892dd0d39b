import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, expectCleanAtBothWidths, signedInAs } from './support';

test.describe('Hami store', () => {
  test.use(signedInAs('wang'));

  test('an exchange lowers the points on /My and home at once; too few points is refused', async ({
    page,
  }) => {
    await page.goto('/My');
    await chooseLanguage(page, 'en');
    const myPoints = page.getByRole('region', { name: 'Hami Points' });
    await expect(myPoints.getByText('1,280 points')).toBeVisible();

    await navigateInApp(page, '/HamiStore');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Digital content store' }),
    ).toBeVisible();
    const balance = page.getByRole('region', { name: 'Your Hami Points' });
    await expect(balance.getByText('1,280 points')).toBeVisible();

    const video = page.getByRole('article', { name: /Hami Video 影劇館 7 日券/ });
    await video.getByRole('button', { name: 'Exchange' }).click();
    await video.getByRole('button', { name: 'Yes, exchange' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Exchanged:' })).toContainText(
      'You have 980 points left.',
    );
    await expect(balance.getByText('980 points')).toBeVisible();

    // 1,500 points against 980 held: refused with the reason, nothing spent.
    const movies = page.getByRole('article', { name: /Hami Video 電影館 30 日券/ });
    await movies.getByRole('button', { name: 'Exchange' }).click();
    await movies.getByRole('button', { name: 'Yes, exchange' }).click();
    await expect(
      movies.getByRole('alert').filter({ hasText: "You don't have enough Hami Points" }),
    ).toBeVisible();
    await expectCleanAtBothWidths(page, 'HamiStore refused exchange');
    await expect(balance.getByText('980 points')).toBeVisible();

    await navigateInApp(page, '/My');
    await expect(myPoints.getByText('980 points')).toBeVisible();
    await navigateInApp(page, '/');
    await expect(page.getByText('Hami Points: 980 - redeem on My page')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Hami Points: 980 - redeem on My page')).toBeVisible();
  });
});

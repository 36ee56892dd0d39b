import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, expectCleanAtBothWidths, signedInAs } from './support';

test.use(signedInAs('wang'));

const yourPart = (page: Page) => page.getByRole('region', { name: 'Your part' });

/** The value shown under a label of the customer's progress. */
const figure = (page: Page, label: string) =>
  yourPart(page).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

test.describe('Campaigns', () => {
  test('王小明 signs in on BadmintonSignin once a day, the next day again, and the record lists both', async ({
    page,
  }) => {
    await page.goto('/BadmintonSignin');
    await chooseLanguage(page, 'en');
    const signIn = yourPart(page).getByRole('button', { name: 'Sign in for today' });
    await expect(figure(page, 'Days in a row')).toHaveText('2');

    await signIn.click();
    await expect(yourPart(page).getByRole('status')).toHaveText(
      /^Signed in for .+\. You won 30 Hami points!$/,
    );
    await expect(figure(page, 'Days in a row')).toHaveText('3');
    // A second sign-in the same day is refused: the button is off and says why.
    await expect(signIn).toBeDisabled();
    await expect(signIn).toHaveAccessibleDescription(/You have signed in today/);
    await expectCleanAtBothWidths(page, '/BadmintonSignin signed in today');

    await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
    await page.getByRole('button', { name: 'Advance clock 1 day' }).click();
    // A day later the member session has ended: sign in again (the page reloads).
    await page.getByRole('button', { name: /^Sign in as 王小明/ }).click();
    await page.waitForLoadState('load');
    // Yesterday's sign-in stayed through the reloads: the streak still reads 3, and today is open.
    await expect(figure(page, 'Days in a row')).toHaveText('3');
    await expect(signIn).toBeEnabled();
    await signIn.click();
    await expect(yourPart(page).getByRole('status')).toHaveText(/^Signed in for /);
    await expect(figure(page, 'Days in a row')).toHaveText('4');
    await expect(signIn).toBeDisabled();

    await navigateInApp(page, '/BadmintonRecord');
    const record = page.getByRole('table', { name: 'What you did and won' });
    // Today's and yesterday's sign-ins, then the two seeded before them.
    await expect(record.getByRole('row')).toHaveCount(5);
    await expect(record.getByRole('row').nth(1)).toContainText('Signed in');
    await expect(record.getByRole('row').nth(2)).toContainText('30 Hami points');
  });

  test('a draw on TreasureHunt2025 uses a chance and shows its prize in the record; a past campaign has no action; the Test page works', async ({
    page,
  }) => {
    await page.goto('/TreasureHunt2025');
    await chooseLanguage(page, 'en');
    const draw = yourPart(page).getByRole('button', { name: 'Draw' });
    await expect(figure(page, 'Chances left in the campaign')).toHaveText('3 / 3');
    await draw.click();
    const result = yourPart(page).getByRole('status');
    await expect(result).toHaveText(/^You won .+!$/);
    const prize = ((await result.textContent()) ?? '').replace(/^You won (.+)!$/, '$1');
    await expect(figure(page, 'Chances left in the campaign')).toHaveText('2 / 3');
    await expect(draw).toBeDisabled();
    await expect(draw).toHaveAccessibleDescription(
      "You have used today's chance. Come back tomorrow for another.",
    );
    await expectCleanAtBothWidths(page, '/TreasureHunt2025 after a draw');

    await navigateInApp(page, '/TreasureHunt2025Record');
    const record = page.getByRole('table', { name: 'What you did and won' });
    await expect(record.getByRole('row')).toHaveCount(2);
    await expect(record.getByRole('row').nth(1)).toContainText(prize);

    await navigateInApp(page, '/Double112024');
    await expect(yourPart(page)).toContainText('This campaign ended on');
    await expect(yourPart(page)).toContainText('NT$100 off your next phone bill');
    await expect(yourPart(page).getByRole('button')).toHaveCount(0);

    await navigateInApp(page, '/Baseball2025');
    await expect(yourPart(page)).toContainText('This campaign starts on');
    await expect(yourPart(page).getByRole('button')).toHaveCount(0);

    // The Test page runs the same campaign against its test period, open now, in this
    // production build.
    await navigateInApp(page, '/Baseball2025Test');
    await yourPart(page).getByRole('button', { name: 'Take part' }).click();
    await expect(yourPart(page).getByRole('status')).toHaveText(
      /^You are taking part: entry CE\d+\.$/,
    );
    await navigateInApp(page, '/Baseball2025RecordTest');
    await expect(
      page.getByRole('table', { name: 'What you did and won' }).getByRole('row'),
    ).toHaveCount(2);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, expectCleanAtBothWidths, signedInAs } from './support';

test.use(signedInAs('wang'));

/** Follows the link of the confirmation mail, which the sandbox shows instead of sending it. */
async function openConfirmationLink(page: Page): Promise<void> {
  const pending = page.getByRole('region', { name: 'Waiting for your confirmation' });
  await expect(pending).toBeVisible();
  await pending.getByRole('link', { name: 'Open the confirmation link' }).click();
}

test.describe('E-bill and SMS bill', () => {
  test('a member applies for the e-bill, confirms the mail, then stops it', async ({ page }) => {
    // Two mail round trips and a few full page loads: more than the default 30 s on a slow machine.
    test.setTimeout(90_000);
    await page.goto('/EBill');
    await chooseLanguage(page, 'en');
    await expect(page.getByText("You don't receive e-bills for this number yet")).toBeVisible();

    await page.getByRole('button', { name: 'Apply for the e-bill' }).click();
    await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(
      /This field can't be left blank\./,
    );
    await page.getByLabel('E-mail address').fill('wang.e2e@example.com');
    await page.getByRole('button', { name: 'Apply for the e-bill' }).click();
    await expect(
      page.getByText(/We sent a confirmation mail to wang.e2e@example.com/),
    ).toBeVisible();
    const firstLink = await page
      .getByRole('link', { name: 'Open the confirmation link' })
      .getAttribute('href');
    await openConfirmationLink(page);

    const started = page.getByRole('region', { name: 'Your e-bill has started' });
    await expect(started).toBeVisible();
    await expect(page).toHaveURL(/\/EBillConfirmResult\?token=/);
    await started.getByRole('link', { name: 'Go to the e-bill page' }).click();
    const summary = page.getByRole('region', { name: 'Your e-bill' });
    await expect(summary).toContainText('wang.e2e@example.com');
    await expect(summary).toContainText('Receiving e-bills');

    // The address is offered again next time (saved on this device).
    await expect(page.getByRole('button', { name: 'Use wang.xiaoming@example.com' })).toBeVisible();

    await page.getByRole('button', { name: 'Stop the e-bill' }).click();
    await page.getByRole('button', { name: 'Yes, stop the e-bill' }).click();
    await expect(page.getByRole('region', { name: 'Waiting for your confirmation' })).toContainText(
      'stop the e-bill',
    );
    await openConfirmationLink(page);
    const stopped = page.getByRole('region', { name: 'Your e-bill is stopped' });
    await expect(stopped).toBeVisible();
    await stopped.getByRole('link', { name: 'Go to the e-bill page' }).click();
    await expect(page.getByText("You don't receive e-bills for this number yet")).toBeVisible();

    // The link of the first mail works once: opening it again changes nothing.
    expect(firstLink).toMatch(/^\/EBillConfirm\?token=/);
    await page.goto(firstLink ?? '/');
    // A full page load: the boot and the route's chunks come first.
    await expect(page.getByRole('region', { name: 'Your e-bill has started' })).toBeVisible({
      timeout: 15_000,
    });
    await page.goto('/EBill');
    await expect(page.getByText("You don't receive e-bills for this number yet")).toBeVisible();
  });

  test('a member applies for the SMS bill and stops it', async ({ page }) => {
    await page.goto('/SMSBill');
    await chooseLanguage(page, 'en');
    await page.getByRole('button', { name: 'Apply for the SMS bill' }).click();
    await expect(
      page.getByText('Your SMS bill has started. The next bill is texted to 0912345678.'),
    ).toBeVisible();
    const active = page.getByRole('region', { name: 'Your SMS bill' });
    await expect(active).toContainText('Receiving SMS bills');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Your SMS bill' })).toBeVisible();
    await page.getByRole('button', { name: 'Stop the SMS bill' }).click();
    await page.getByRole('button', { name: 'Yes, stop the SMS bill' }).click();
    await expect(page.getByText(/The SMS bill for .*0912345678 is stopped\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply for the SMS bill' })).toBeVisible();
  });
});

test.describe('E-bill and SMS bill', () => {
  test.use(signedInAs('chen'));

  test('a landline stops its SMS bill with a reason', async ({ page }) => {
    await page.goto('/SMSBill');
    await chooseLanguage(page, 'en');
    await page.getByRole('link', { name: 'Go to the landline SMS bill' }).click();
    await page.getByRole('button', { name: 'Stop the SMS bill' }).click();
    await page.getByRole('button', { name: 'Yes, stop the SMS bill' }).click();
    await expect(page.getByLabel('Why are you stopping it?')).toBeFocused();
    await page.getByLabel('Why are you stopping it?').selectOption({ label: 'Another reason' });
    await page.getByRole('button', { name: 'Yes, stop the SMS bill' }).click();
    await expect(page.getByText(/The SMS bill for .*0223456789 is stopped\./)).toBeVisible();
  });
});

test('the e-bill states pass axe at both widths: pending, then active', async ({ page }) => {
  await page.goto('/EBill');
  await page.getByLabel('電子郵件', { exact: true }).fill('wang.axe@example.com');
  await page.getByRole('button', { name: '申請電子帳單' }).click();
  await expect(page.getByRole('region', { name: '等待您確認' })).toBeVisible();
  await expectCleanAtBothWidths(page, 'e-bill, pending');

  await page.getByLabel('門號', { exact: true }).selectOption('0922333444');
  await expect(page.getByRole('region', { name: '您的電子帳單' })).toBeVisible();
  await page.getByRole('button', { name: '取消電子帳單' }).click();
  await expectCleanAtBothWidths(page, 'e-bill, active');
});

test.describe(() => {
  test.use(signedInAs('chen'));

  test('the landline SMS bill asking for a reason passes axe at both widths', async ({ page }) => {
    await page.goto('/SMSBillForFix');
    await page.getByRole('button', { name: '取消簡訊帳單' }).click();
    await page.getByRole('button', { name: '確定取消簡訊帳單' }).click();
    await expect(page.getByLabel('取消原因')).toBeFocused();
    await expectCleanAtBothWidths(page, 'landline SMS bill');
  });
});

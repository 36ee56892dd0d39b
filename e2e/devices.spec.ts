import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, expectCleanAtBothWidths, signedInAs } from './support';

test.use(signedInAs('wang'));

async function openSettings(page: Page): Promise<void> {
  await page.goto('/DeviceMenuSetting');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('list', { name: 'Your numbers' })).toBeVisible();
}

function numbersInOrder(page: Page) {
  return page.getByRole('list', { name: 'Your numbers' }).getByRole('listitem').locator('strong');
}

test.describe('Device menu settings', () => {
  test('a member renames and moves a number, and the order and name outlive a reload', async ({
    page,
  }) => {
    await openSettings(page);
    await expect(numbersInOrder(page)).toHaveText(['0912345678', '0922333444', '0933555666']);

    await page.getByLabel('Name for 0933555666').fill('Tablet');
    const moveUp = page.getByRole('button', { name: 'Move 0933555666 up' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('0933555666 is now number 1 of 3.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. The number menu now follows your settings.')).toBeVisible();

    await page.reload();
    await expect(numbersInOrder(page)).toHaveText(['0933555666', '0912345678', '0922333444']);
    await expect(page.getByLabel('Name for 0933555666')).toHaveValue('Tablet');

    await page.getByRole('button', { name: "Restore the carrier's order and names" }).click();
    await page.getByRole('button', { name: 'Yes, restore' }).click();
    await expect(page.getByText("The carrier's order and names are back.")).toBeVisible();
    await expect(numbersInOrder(page)).toHaveText(['0912345678', '0922333444', '0933555666']);
    await expect(page.getByLabel('Name for 0933555666')).not.toHaveValue('Tablet');
  });

  test('a name that is too long is shown under its field and nothing is saved', async ({
    page,
  }) => {
    await openSettings(page);
    const field = page.getByLabel('Name for 0912345678');
    await field.fill('x'.repeat(21));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(page.getByText('A name can have at most 20 characters.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Name for 0912345678')).not.toHaveValue('x'.repeat(21));
  });
});

test('the restore dialog of the device menu settings passes axe at both widths', async ({
  page,
}) => {
  await openSettings(page);
  await page.getByRole('button', { name: "Restore the carrier's order and names" }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectCleanAtBothWidths(page, 'device menu settings with the restore dialog');
});

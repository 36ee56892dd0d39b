import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInEnglish, signedInAs } from './support';

/** Opens a page in English (see openInEnglish), on one of the customer's numbers when one is named. */
async function openOn(page: Page, path: string, number?: string) {
  await openInEnglish(page, path);
  if (number) await page.getByRole('combobox', { name: 'Number' }).selectOption({ value: number });
}

test.describe('Mobile line control without login', () => {
  // One page load: the three look-ups move in the app (their states do not meet).
  test('PUK, eSIM and repair status without signing in', async ({ page }) => {
    test.setTimeout(120_000);
    await test.step('PUK without signing in: serial and birthday find the codes, shown only on request', async () => {
      await openOn(page, '/PUK');
      await page.getByLabel('Mobile number').fill('0912345678');
      await page.getByLabel('SIM card serial number').fill('8988692000012345678');
      await page.getByLabel("Birthday of the number's holder").fill('1988-04-12');
      await page.getByLabel('Verification characters').fill('2580');
      await page.getByRole('button', { name: 'Look up the PUK codes' }).click();
      const codes = page.getByRole('region', { name: 'PUK codes of 0912345678' });
      await expect(codes).toBeVisible();
      await expect(codes).not.toContainText('83920571');
      await codes.getByRole('button', { name: 'Show the codes' }).click();
      await expect(codes).toContainText('83920571');
      const stored = await page.evaluate(() =>
        JSON.stringify([
          ...Object.entries(sessionStorage),
          ...Object.entries(localStorage).filter(([key]) => !key.startsWith('sandbox.')),
        ]),
      );
      expect(stored).not.toContain('83920571');
    });

    await test.step('eSIM: a phone without eSIM is not supported, one with it gets the steps', async () => {
      await openOn(page, '/eSIM');
      await page.getByLabel('Your phone').selectOption({ label: 'Samsung Galaxy A14' });
      await page.getByRole('button', { name: 'Check eSIM support' }).click();
      await expect(page.getByText(/Not supported: the Samsung Galaxy A14/)).toBeVisible();
      await page.getByLabel('Your phone').selectOption({ label: 'Apple iPhone 15' });
      await page.getByRole('button', { name: 'Check eSIM support' }).click();
      await expect(page.getByText('Supported: the Apple iPhone 15 can use an eSIM.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How to get an eSIM' })).toBeVisible();
    });

    await test.step('repair status without login: a captcha, then the slip with its stages', async () => {
      await openOn(page, '/QueryInOutDevice');
      await page.getByLabel('Repair slip number or mobile number').fill('R1130002');
      await page.getByLabel('Verification characters').fill('1111');
      await page.getByRole('button', { name: 'Check repair status' }).click();
      await expect(page.getByText('The verification code is not correct').first()).toBeVisible();
      await page.getByLabel('Verification characters').fill('2580');
      await page.getByRole('button', { name: 'Check repair status' }).click();
      const slip = page.getByRole('region', { name: 'Repair slip R1130002' });
      await expect(slip).toContainText('Ready for pickup');
      await expect(slip).toContainText('新北板橋服務中心');
    });
  });
});

// Signed in from the saved storage (e2e/auth.setup.ts), not through the panel in each test.
test.describe('Mobile plan and line control, signed in as 王小明', () => {
  test.use(signedInAs('wang'));

  // One page load: each step moves in the app to its screen. Ordered so that no step meets
  // another's state: VoLTE reads 0933555666 before it is suspended, the one-way suspension of
  // 0912345678 comes after the contract and the plan advice read it.
  test('plan, PUK, barring, VoLTE, alerts, one number and suspension', async ({ page }) => {
    test.setTimeout(360_000);
    await test.step('PUK signed in: the codes of the chosen number', async () => {
      await openOn(page, '/PUK', '0922333444');
      await page.getByRole('button', { name: 'Look up the PUK codes' }).click();
      const codes = page.getByRole('region', { name: 'PUK codes of 0922333444' });
      await expect(codes).not.toContainText('51736204');
      await codes.getByRole('button', { name: 'Show the codes' }).click();
      await expect(codes).toContainText('51736204');
    });

    await test.step('plan advice: the saving, a chart with its table, and the way on to a change', async () => {
      await openOn(page, '/MobileRateSuggest', '0912345678');
      await expect(page.getByText(/You could save about NT\$\d+ a month/)).toBeVisible();
      const table = page.getByRole('table', {
        name: 'Cost per billed month on your plan and on the suggested plan',
      });
      await expect(table.getByRole('row')).toHaveCount(7);
      await expect(
        table.getByRole('columnheader', { name: 'Minutes to other networks' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Change plan' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Change plan' })).toBeVisible();
      // This number's contract forbids a change: the page says so before offering anything.
      await expect(
        page.getByText(/Your contract does not allow a plan change until/),
      ).toBeVisible();
    });

    await test.step('a locked contract cannot pick a plan: the date is shown, the same as on /Contract', async () => {
      await openOn(page, '/Contract', '0912345678');
      await expect(page.getByText('Months left')).toBeVisible();
      const contractText = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      await openOn(page, '/MobileRateChange', '0912345678');
      const current = page.getByRole('region', { name: 'Your current plan' });
      const locked = current.getByText(/Your contract does not allow a plan change until (.+)\./);
      await expect(locked).toBeVisible();
      const date = /until (.+)\./.exec(await locked.innerText())?.[1] ?? 'missing';
      expect(contractText).toContain(date);
      await expect(page.getByRole('radio')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Change plan' })).toHaveCount(0);
      await expect(current.getByRole('link', { name: 'See your contract' })).toBeVisible();
    });

    await test.step('a plan change is booked for the next billing cycle, once, and a second is refused', async () => {
      await openOn(page, '/MobileRateChange', '0922333444');
      await page.getByLabel(/5G 599 Plan/).check();
      await page.getByRole('button', { name: 'Change plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm the plan change' });
      await expect(dialog).toContainText('4G 599 Plan');
      const confirm = dialog.getByRole('button', { name: 'Confirm change' });
      await confirm.dblclick();
      await expect(page.getByRole('status')).toContainText(
        /Your plan changes to 5G 599 Plan, effective from the next billing cycle/,
      );
      await expect(page.getByRole('alert')).toHaveCount(0);

      await page.reload();
      await expect(
        page.getByText(/A change to 5G 599 Plan is booked and takes effect on/),
      ).toBeVisible();
      await page.getByLabel(/4G 999 Unlimited/).check();
      await page.getByRole('button', { name: 'Change plan' }).click();
      await page.getByRole('button', { name: 'Confirm change' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'This number already has a plan change waiting to take effect',
      );
    });

    await test.step('call barring is applied only with the SMS code and reads barred after a reload', async () => {
      await openOn(page, '/BIBRSetting', '0922333444');
      const incoming = page.getByRole('region', { name: 'Incoming calls', exact: true });
      await expect(incoming).toContainText('Not barred');
      await incoming.getByRole('button', { name: 'Bar incoming calls' }).click();
      const step2 = page.getByRole('form', { name: 'Confirm barring: Incoming calls' });
      await expect(step2).toContainText('0922***444');
      await step2.getByLabel('SMS code').fill('000000');
      await step2.getByRole('button', { name: 'Confirm barring' }).click();
      await expect(step2.getByText('The code is not correct').first()).toBeVisible();
      await step2.getByLabel('SMS code').fill('246810');
      await step2.getByRole('button', { name: 'Confirm barring' }).click();
      await expect(page.getByText('Done: Incoming calls are now barred.')).toBeVisible();

      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Incoming calls', exact: true }).getByText('Barred', {
          exact: true,
        }),
      ).toBeVisible();
    });

    await test.step('VoLTE: eligibility, a confirmed application, and "on" after a reload', async () => {
      await openOn(page, '/VoLTEApply', '0922333444');
      const check = page.getByRole('region', { name: 'Can this number use VoLTE?' });
      await expect(check).toContainText('Supports VoLTE');
      await expect(check).toContainText('Includes VoLTE');
      await check.getByRole('button', { name: 'Apply for VoLTE' }).click();
      const dialog = page.getByRole('dialog', { name: 'Turn VoLTE on?' });
      await expect(dialog).toContainText('There is no fee');
      await dialog.getByRole('button', { name: 'Turn VoLTE on' }).dblclick();
      await expect(page.getByRole('status').filter({ hasText: 'Done' })).toContainText(
        'VoLTE is on for this number',
      );
      await expect(page.getByRole('alert')).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('region', { name: 'VoLTE on this number' })).toContainText(
        'VoLTE is on',
      );
      await page.getByRole('combobox', { name: 'Number' }).selectOption({ value: '0933555666' });
      await expect(page.getByRole('region', { name: 'Can this number use VoLTE?' })).toContainText(
        'Does not support VoLTE',
      );
      await expect(page.getByRole('button', { name: 'Apply for VoLTE' })).toHaveCount(0);
    });

    await test.step('fake base-station alert: on, still on after a reload, then off', async () => {
      await openOn(page, '/DetectFake2GSetting', '0922333444');
      const state = page.getByRole('region', { name: 'Fake base-station alert' });
      await expect(state).toContainText('Alerts off');
      await state.getByRole('button', { name: 'Turn alerts on' }).click();
      await page
        .getByRole('dialog', { name: 'Turn fake base-station alerts on?' })
        .getByRole('button', { name: 'Turn on' })
        .dblclick();
      await expect(state.getByRole('status')).toContainText('alerts are on');
      await expect(page.getByRole('alert')).toHaveCount(0);

      await page.reload();
      await expect(state).toContainText('Alerts on');
      await expect(state).toContainText('On since');
      await state.getByRole('button', { name: 'Turn alerts off' }).click();
      const off = page.getByRole('dialog', { name: 'Turn fake base-station alerts off?' });
      await expect(off).toContainText('You will no longer be warned by SMS');
      await off.getByRole('button', { name: 'Turn off' }).click();
      await expect(state).toContainText('Alerts off');
      await page.reload();
      await expect(state).toContainText('Alerts off');
    });

    await test.step('one number: add a watch, still listed after a reload, then remove it', async () => {
      await openOn(page, '/OneNumber', '0922333444');
      const table = page.getByRole('table', { name: 'Devices sharing 0922333444' });
      await expect(table).toContainText('No device shares this number yet.');
      await page.getByRole('radio', { name: 'Smartwatch' }).check();
      const identifier = page.getByLabel('EID or SIM card serial number');
      await identifier.fill('8904 9032 0000 0000 0000 0000 0678 9097');
      await page.getByLabel('Name for the device (optional)').fill('My watch');
      await page.getByRole('button', { name: 'Add device' }).click();
      await expect(page.getByText('This EID is not valid: a digit is wrong').first()).toBeVisible();
      await expect(identifier).toHaveValue('8904 9032 0000 0000 0000 0000 0678 9097');

      await identifier.fill('8904 9032 0000 0000 0000 0000 0678 9096');
      await page.getByRole('button', { name: 'Add device' }).click();
      const add = page.getByRole('dialog', { name: 'Add My watch?' });
      await expect(add).toContainText('NT$99 a month from today');
      await add.getByRole('button', { name: 'Add device' }).dblclick();
      await expect(page.getByRole('status').filter({ hasText: 'Done' })).toContainText(
        'My watch now shares this number',
      );

      await page.reload();
      await expect(table.getByRole('rowheader', { name: 'My watch' })).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(2);
      await table.getByRole('button', { name: 'Remove My watch' }).click();
      const remove = page.getByRole('dialog', { name: 'Remove My watch?' });
      await expect(remove).toContainText('stops receiving calls, SMS and mobile data');
      await remove.getByRole('button', { name: 'Remove device' }).click();
      await expect(table).toContainText('No device shares this number yet.');
      await page.reload();
      await expect(table).toContainText('No device shares this number yet.');
    });

    await test.step('one-way suspension needs the service password and survives a reload; resume restores', async () => {
      await openOn(page, '/MobileSuspendResume', '0912345678');
      await expect(page.getByText('In service')).toBeVisible();
      await page.getByRole('radio', { name: /Suspend one way/ }).check();
      await page.getByLabel('Service password').fill('111111');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByRole('dialog', { name: 'Suspend outgoing service?' })
        .getByRole('button', { name: 'Suspend one way' })
        .click();
      await expect(page.getByText('The service password is not correct').first()).toBeVisible();
      await expect(page.getByRole('radio', { name: /Suspend one way/ })).toBeChecked();
      await expect(page.getByText('In service')).toBeVisible();

      await page.getByLabel('Service password').fill('135790');
      await page.getByRole('button', { name: 'Continue' }).click();
      const dialog = page.getByRole('dialog', { name: 'Suspend outgoing service?' });
      await expect(dialog).toContainText('You will not be able to make calls');
      await dialog.getByRole('button', { name: 'Suspend one way' }).dblclick();
      await expect(page.getByRole('status').filter({ hasText: 'Done' })).toContainText(
        'outgoing service on this number is suspended',
      );

      await page.reload();
      await expect(page.getByText('Suspended one way: outgoing calls barred')).toBeVisible();
      await page.getByRole('radio', { name: /Resume service/ }).check();
      await page.getByLabel('Service password').fill('135790');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByRole('dialog', { name: 'Resume service?' })
        .getByRole('button', { name: 'Resume' })
        .click();
      await expect(page.getByText('In service')).toBeVisible();
      const stored = await page.evaluate(() =>
        JSON.stringify([
          ...Object.entries(sessionStorage),
          // The sandbox keeps its own database (with the seeded passwords) in localStorage.
          ...Object.entries(localStorage).filter(([key]) => !key.startsWith('sandbox.')),
        ]),
      );
      expect(stored).not.toContain('135790');
    });

    await test.step('a suspended number cannot change plan: the reason, a way to resume, and no order', async () => {
      await openOn(page, '/MobileSuspendResume', '0933555666');
      await page.getByRole('radio', { name: /Suspend both ways/ }).check();
      await page.getByLabel('Service password').fill('369258');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByRole('dialog', { name: 'Suspend all service?' })
        .getByRole('button', { name: 'Suspend both ways' })
        .click();
      await expect(page.getByText('Suspended both ways')).toBeVisible();

      await openOn(page, '/MobileRateChange', '0933555666');
      const notice = page.getByRole('region', { name: 'This number is suspended' });
      await expect(notice).toContainText('A suspended number cannot change its plan.');
      await expect(page.getByRole('radio')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Change plan' })).toHaveCount(0);
      await notice.getByRole('link', { name: 'Resume service' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Suspend or resume service' }),
      ).toBeVisible();
    });
  });
});

test.describe('Landline plan advice, signed in as 陳美玲', () => {
  test.use(signedInAs('chen'));

  test('landline plan advice shows the call pattern per month', async ({ page }) => {
    await openOn(page, '/TelRateSuggest');
    const table = page.getByRole('table', {
      name: 'Minutes per billed month by kind of call, and the cost on each plan',
    });
    await expect(table.getByRole('columnheader', { name: 'Long distance' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(7);
  });
});

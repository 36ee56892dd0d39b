import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectCleanAtBothWidths, openInEnglish, signedInAs } from './support';

const SANDBOX_CAPTCHA = '2580';
const SANDBOX_SMS_CODE = '246810';

/** Picks the first option with a value in a select (the first is "Choose…"). */
async function pickFirst(page: Page, select: ReturnType<Page['getByLabel']>) {
  // The options come with the data: wait for one that can be chosen before reading them.
  await expect(select.locator('option:not([disabled])').first()).toBeAttached();
  const value = await select
    .locator('option:not([disabled])')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).find((v) => v !== ''),
    );
  await select.selectOption(value ?? '');
}

/** A wrong SMS code is refused next to its field; then the sandbox's code goes through. */
async function wrongThenRightCode(form: Locator, submit: string) {
  const code = form.getByLabel('Code from the text message');
  await code.fill('000000');
  await form.getByRole('button', { name: submit }).click();
  await expect(code).toHaveAccessibleDescription(/The code is not right/);
  await code.fill(SANDBOX_SMS_CODE);
  await form.getByRole('button', { name: submit }).click();
}

/** Opens /Signlanguage in English (openInEnglish), fills the first free time and the topic: the form. */
async function fillSessionForm(page: Page, topic: string) {
  await openInEnglish(page, '/Signlanguage');
  const form = page.getByRole('form', { name: 'Book a video session' });
  await pickFirst(page, form.getByLabel('Day'));
  await pickFirst(page, form.getByLabel('Time'));
  await form.getByLabel('What do you need help with').selectOption(topic);
  return form;
}

test.describe('Support', () => {
  // One page load: the fault report, then the video session, moving in the app.
  test('without logging in: a fault report and a sign-language session, each with the SMS code', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await test.step('without logging in: report a fault for 0912345678 with the SMS code', async () => {
      await openInEnglish(page, '/Trouble');
      const noLoginCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('TroubleNoLogin/')) noLoginCalls.push(request.url());
      });

      const numberForm = page.getByRole('form', { name: '1. The number with the fault' });
      await numberForm.getByLabel('Verification characters').fill(SANDBOX_CAPTCHA);
      await numberForm.getByRole('button', { name: 'Continue' }).click();
      await expect(numberForm.getByLabel('Number with the fault')).toHaveAccessibleDescription(
        /can't be left blank/,
      );
      expect(noLoginCalls).toEqual([]);

      await numberForm.getByLabel('Number with the fault').fill('0912345678');
      await numberForm.getByLabel('Verification characters').fill('1111');
      await numberForm.getByRole('button', { name: 'Continue' }).click();
      await expect(numberForm.getByLabel('Verification characters')).toHaveAccessibleDescription(
        /verification code is not right/,
      );
      await expect(numberForm.getByLabel('Number with the fault')).toHaveValue('0912345678');

      await numberForm.getByLabel('Verification characters').fill(SANDBOX_CAPTCHA);
      await numberForm.getByRole('button', { name: 'Continue' }).click();
      const sms = page.getByRole('form', { name: '2. Confirm by text message' });
      await expect(sms.getByLabel('Mobile number for the code')).toHaveValue('0912345678');
      await sms.getByRole('button', { name: 'Text me the code' }).click();
      await wrongThenRightCode(sms, 'Confirm');

      await expect(page.getByText('This number can report a fault.')).toBeVisible();
      const form = page.getByRole('form', { name: 'Report the fault' });
      await form.getByLabel('What is wrong').selectOption('MB01');
      await form.getByLabel('Describe the problem').fill('No signal at home');
      await form.getByLabel('Contact name').fill('王小明');
      await form.getByRole('button', { name: 'Send the report' }).click();
      await expect(page.getByText('Your report has been sent')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'My reports' }).getByRole('listitem'),
      ).toHaveCount(1);
      expect(noLoginCalls.every((url) => url.includes('TroubleNoLogin/'))).toBe(true);
    });

    await test.step('without logging in: book a sign-language session with the SMS code', async () => {
      const form = await fillSessionForm(page, 'bill');
      await form.getByLabel('Mobile number for the code').fill('0911222333');
      await form.getByLabel('Verification characters').fill(SANDBOX_CAPTCHA);
      await form.getByRole('button', { name: 'Text me the code' }).click();
      await wrongThenRightCode(form, 'Book this session');
      const mine = page.getByRole('region', { name: 'My video session' });
      await expect(mine.getByText(/^Booked for/)).toBeVisible();
      await mine.getByRole('button', { name: 'Cancel the booking' }).click();
      await mine.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(page.getByText(/Your session is cancelled/)).toBeVisible();
    });
  });

  test.describe('signed in as 陳美玲', () => {
    test.use(signedInAs('chen'));

    // One page load: each step moves in the app to its page. The landline report comes first:
    // it counts the reports, and the camera report is filed last.
    test('as 陳美玲: a landline fault, a health check, a store visit, a video session, the cameras', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await test.step('as 陳美玲: report a landline fault, change its contact phone, cancel it', async () => {
        await openInEnglish(page, '/Trouble');
        await expect(page.getByRole('note', { name: 'Outage in your area' })).toBeVisible();
        await expect(page.getByText(/Line test passed/)).toBeVisible();

        const form = page.getByRole('form', { name: 'Report the fault' });
        await form.getByLabel('What is wrong').selectOption('FL01');
        await form.getByLabel('Describe the problem').fill('No dial tone since this morning');
        await pickFirst(page, form.getByLabel('Visit day'));
        await pickFirst(page, form.getByLabel('Visit time'));
        await form.getByRole('button', { name: 'Send the report' }).dblclick();
        await expect(page.getByText('Your report has been sent')).toBeVisible();
        const receipt = await page.getByText(/^Report number T\d+/).textContent();
        const id = /T\d+/.exec(receipt ?? '')?.[0] ?? '';

        const reports = page.getByRole('region', { name: 'My reports' });
        const card = reports.getByRole('listitem', { name: `Report ${id}` });
        await expect(card).toContainText('Received');
        await expect(reports.getByRole('listitem')).toHaveCount(2);

        await card.getByRole('button', { name: 'Change contact or visit' }).click();
        const change = card.getByRole('form', { name: `Change report ${id}` });
        await change.getByLabel('Contact phone').fill('  0223456789 ');
        await change.getByLabel('Second phone (optional)').fill(' 0912000111  ');
        const modify = page.waitForRequest((request) => request.url().includes('Trouble/Modify?'));
        await change.getByRole('button', { name: 'Save the change' }).click();
        const sent = new URL((await modify).url()).searchParams;
        expect(sent.get('contact_phone')).toBe('0223456789,0912000111');
        expect(sent.get('id')).toBe(id);
        await expect(card.getByText(/technician informed/)).toBeVisible();
        await expect(card).toContainText('0223456789, 0912000111');

        await page.reload();
        await expect(card).toContainText('0223456789, 0912000111');
        await card.getByRole('button', { name: 'Cancel the report' }).click();
        await card.getByRole('button', { name: 'Yes, cancel it' }).click();
        await expect(card).toContainText('Cancelled');
      });

      await test.step('a health check shows a failed item and books a technician', async () => {
        await openInEnglish(page, '/HealthCheck');
        await page.getByRole('combobox', { name: 'Number' }).selectOption('HN12345678');
        const gate = page.getByRole('form', { name: 'Confirm it is you' });
        await gate.getByRole('button', { name: 'Text me the code' }).click();
        await wrongThenRightCode(gate, 'Confirm and run the check');

        const signal = page.getByRole('listitem', { name: 'Fibre signal level' });
        await expect(signal).toContainText('failed');
        const booking = signal.getByRole('form', {
          name: 'Book a technician for Fibre signal level',
        });
        await pickFirst(page, booking.getByLabel('Technician visit'));
        await booking.getByRole('button', { name: 'Book a technician' }).click();
        await expect(signal.getByText(/Technician booked for/)).toBeVisible();
      });

      await test.step('book a store slot, see it after a reload, a taken slot is refused, cancel', async () => {
        await openInEnglish(page, '/');
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: 'Service locations' })
          .click();
        await expect(page).toHaveURL(/\/ServiceCenter$/);
        const slotsRead = page.waitForRequest((request) =>
          request.url().includes('ServiceCenter/StoreBookableInfo'),
        );
        await page.getByRole('link', { name: 'Book a visit at 台北大安服務中心' }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: '台北大安服務中心' }),
        ).toBeVisible();
        await expect(page.getByText(/people waiting/)).toBeVisible();
        const headers = (await slotsRead).headers();

        const form = page.getByRole('form', { name: 'Book a visit' });
        await pickFirst(page, form.getByLabel('Day'));
        await pickFirst(page, form.getByLabel('Time'));
        await form.getByLabel('What is the visit for').selectOption('bill');
        const date = await form.getByLabel('Day').inputValue();
        const time = await form.getByLabel('Time').inputValue();

        // Someone else books that slot while the form is open: the form's booking is refused.
        const other = await page.evaluate(
          async ({ sent, slot }) => {
            const reply = await fetch('/enterprise-api/ServiceCenter/BookingStore', {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                authorization: sent.authorization ?? '',
                'api-key': sent['api-key'] ?? '',
                token: sent.token ?? '',
              },
              body: JSON.stringify({ storeId: 'S002', ...slot, service: 'other' }),
            });
            return (await reply.json()) as { result: number; data?: { receiveno: string } };
          },
          { sent: headers, slot: { date, time } },
        );
        expect(other.result).toBe(1);
        await form.getByRole('button', { name: 'Book this time' }).click();
        await expect(form.getByRole('alert')).toContainText('This time has just been booked');
        await expect(form.getByLabel('Time').locator(`option[value="${time}"]`)).toBeDisabled();

        await pickFirst(page, form.getByLabel('Time'));
        await form.getByRole('button', { name: 'Book this time' }).dblclick();
        await expect(form.getByText(/Booked for/)).toBeVisible();

        await page.reload();
        const mine = page.getByRole('region', { name: 'My bookings' });
        await expect(mine.getByRole('listitem', { name: '台北大安服務中心' })).toHaveCount(2);
        const mineNow = mine.getByRole('listitem', { name: '台北大安服務中心' });
        await mineNow.first().getByRole('button', { name: 'Cancel the booking' }).click();
        await mineNow.first().getByRole('button', { name: 'Yes, cancel it' }).click();
        await expect(mineNow).toHaveCount(1);
      });

      await test.step('as 陳美玲: book a sign-language session, see it after a reload, cancel it', async () => {
        const form = await fillSessionForm(page, 'fault');
        await form.getByRole('button', { name: 'Book this session' }).dblclick();
        const mine = page.getByRole('region', { name: 'My video session' });
        await expect(mine.getByText(/^Booked for/)).toBeVisible();
        const number = (await mine.locator('dd').nth(2).textContent()) ?? '';
        expect(number).toMatch(/^SL\d+$/);

        await page.reload();
        await expect(mine).toContainText(number);
        await expect(mine).toContainText('A fault or repair');
        await mine.getByRole('button', { name: 'Cancel the booking' }).click();
        await mine.getByRole('button', { name: 'Yes, cancel it' }).click();
        await expect(page.getByText(/Your session is cancelled/)).toBeVisible();
        await expect(page.getByRole('form', { name: 'Book a video session' })).toBeVisible();
      });

      await test.step('as 陳美玲: camera detection shows the fault and a report is filed', async () => {
        await openInEnglish(page, '/HamiCamTrouble');
        await page.getByRole('button', { name: 'Check my cameras' }).click();
        const camera = page.getByRole('listitem', { name: '客廳攝影機' });
        await expect(
          camera.getByRole('listitem', { name: 'Connection to the internet' }),
        ).toContainText('failed');
        const form = camera.getByRole('form', { name: 'Report a fault for 客廳攝影機' });
        await form.getByLabel('Describe the problem').fill('Offline in the app since noon');
        await form.getByLabel('Contact phone').fill(' 0928765432 ');
        await form.getByLabel('Second phone (optional)').fill('0223456789 ');
        const sent = page.waitForRequest((request) =>
          request.url().includes('Trouble/HamicamAddTrouble'),
        );
        await form.getByRole('button', { name: 'Send the report' }).dblclick();
        expect((await sent).postDataJSON()).toMatchObject({
          contact_name: '陳美玲',
          contact_phone: '0928765432,0223456789',
        });
        await expect(camera.getByText(/report number CT\d+/)).toBeVisible();
        await page.reload();
        await page.getByRole('button', { name: 'Check my cameras' }).click();
        await expect(camera.getByText(/report number CT\d+/)).toBeVisible();
      });
    });
  });
});

test.describe(() => {
  test.use(signedInAs('chen'));

  test('the smart camera check passes axe at both widths', async ({ page }) => {
    await page.goto('/HamiCamTrouble');
    await page
      .getByRole('button', { name: /./ })
      .filter({ hasText: /camera|攝影機/ })
      .first()
      .click();
    await expect(page.locator('.sp-check').first()).toBeVisible();
    await expectCleanAtBothWidths(page, 'smart camera detection');
  });
});

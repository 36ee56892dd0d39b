import { expect, test } from './fixtures';
import { chooseLanguage, expectCleanAtBothWidths } from './support';

const SANDBOX_CAPTCHA = '2580';
const SANDBOX_SMS_CODE = '246810';
const VISITOR_MOBILE = '0911222333';

test.describe('A visitor finishes what they start', () => {
  test('books a store slot, reloads, finds it by number and SMS code, cancels it', async ({
    page,
  }) => {
    await page.goto('/ServiceCenter/S003');
    await chooseLanguage(page, 'en');
    const form = page.getByRole('form', { name: 'Book a visit' });
    const day = form.getByLabel('Day');
    await expect(day.locator('option:not([value=""])').first()).toBeAttached();
    await day.selectOption({ index: 1 });
    const time = form.getByLabel('Time');
    await time.selectOption({ index: 1 });
    await form.getByLabel('What is the visit for').selectOption('device');
    await form.getByLabel('Mobile number for the code').fill(VISITOR_MOBILE);
    await form.getByLabel('Verification characters').fill(SANDBOX_CAPTCHA);
    await form.getByRole('button', { name: 'Text me the code' }).click();
    await form.getByLabel('Code from the text message').fill(SANDBOX_SMS_CODE);
    await form.getByRole('button', { name: 'Book this time' }).click();
    const done = form.getByText(/Booked for .*Booking number (R\d+)/);
    await expect(done).toBeVisible();
    const receiveNo = /Booking number (R\d+)/.exec((await done.textContent()) ?? '')?.[1] ?? '';
    expect(receiveNo).not.toBe('');

    await page.reload();
    const lookup = page.getByRole('form', { name: 'Find my bookings' });
    await lookup.getByLabel('Mobile number for the code').fill(VISITOR_MOBILE);
    await lookup.getByLabel('Verification characters').fill(SANDBOX_CAPTCHA);
    await lookup.getByRole('button', { name: 'Text me the code' }).click();
    await lookup.getByLabel('Code from the text message').fill(SANDBOX_SMS_CODE);
    await lookup.getByRole('button', { name: 'Find' }).click();

    const found = page.getByRole('region', { name: `Bookings of ${VISITOR_MOBILE}` });
    const card = found.getByRole('listitem', { name: '台中西屯服務中心' });
    await expect(card).toContainText(receiveNo);
    await card.getByRole('button', { name: 'Cancel the booking' }).click();
    await expect(card.getByText('Cancel this booking? The time is given to others.')).toBeVisible();
    await expectCleanAtBothWidths(page, 'visitor store booking cancel confirm');
    await card.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(found.getByText(`${VISITOR_MOBILE} has no open bookings.`)).toBeVisible();
  });
});

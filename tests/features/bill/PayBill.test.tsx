import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { payBills } from '../../../src/sandbox/db/bills';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { db } from '../../../src/sandbox/db/state';
import { handlers } from '../../../src/sandbox/handlers';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const findCurrentBill = () => screen.findByRole('region', { name: /^Bill for / });

type Listener = (event: { request: Request }) => void;
const listeners: Listener[] = [];
function onRequest(listener: Listener) {
  listeners.push(listener);
  server.events.on('request:start', listener);
}
afterEach(() => {
  for (const listener of listeners.splice(0))
    server.events.removeListener('request:start', listener);
});

/** Counts the requests of one call while the test runs. */
function countRequests(path: string) {
  const url = apiUrl(path);
  let count = 0;
  onRequest(({ request }) => {
    if (request.url === url) count += 1;
  });
  return () => count;
}

async function openPayment(user: UserEvent, amount = 'NT$1,443') {
  const bill = await findCurrentBill();
  await user.click(within(bill).getByRole('button', { name: `Pay now (${amount})` }));
  const form = await screen.findByRole('region', { name: "Pay this number's bills" });
  await within(form).findByRole('img', { name: 'Verification picture' });
  return form;
}

async function fillAndContinue(user: UserEvent, pid: string, code: string) {
  const form = await openPayment(user);
  await user.type(within(form).getByLabelText(/^Account holder's ID number/), pid);
  await user.type(within(form).getByLabelText(/^Verification characters/), code);
  await user.click(within(form).getByRole('button', { name: 'Continue' }));
  return screen.findByRole('region', { name: 'Confirm your payment' });
}

describe('Paying a bill', () => {
  it('checks the form before the confirmation and says what is wrong under each field', async () => {
    const user = userEvent.setup();
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const form = await openPayment(user);
    expect(within(form).getByText('Total to pay').parentElement).toHaveTextContent(
      'Total to payNT$1,443',
    );
    expect(form).toHaveTextContent(/Bills: \w+ \d{4}/);

    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const pid = within(form).getByLabelText(/^Account holder's ID number/);
    const code = within(form).getByLabelText(/^Verification characters/);
    expect(pid).toHaveAttribute('aria-invalid', 'true');
    expect(pid).toHaveAccessibleDescription(/This field can't be left blank\./);
    expect(code).toHaveAccessibleDescription(/This field can't be left blank\./);
    expect(pid).toHaveFocus();

    await user.type(pid, 'A12');
    await user.type(code, '25');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(pid).toHaveAccessibleDescription(/Enter an ID number of 8 to 15 letters and digits\./);
    expect(code).toHaveAccessibleDescription(
      /Enter the 4 to 6 letters or digits shown in the picture\./,
    );
    expect(db().billPay.payments).toHaveLength(0);
  });

  it('pays after the confirmation and shows the bill paid', async () => {
    const user = userEvent.setup();
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const confirm = await fillAndContinue(user, 'a123456789', '2580');
    expect(confirm).toHaveTextContent('You are about to pay NT$1,443 online.');
    expect(db().billPay.payments).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Pay NT$1,443' }));
    const done = await screen.findByRole('region', { name: 'Payment received' });
    expect(within(done).getByRole('status')).toHaveTextContent(/We received NT\$1,443 for /);
    expect(done).toHaveTextContent(/Payment number: PAY-/);
    const bill = await findCurrentBill();
    await waitFor(() => {
      expect(within(bill).getByText('Paid')).toBeInTheDocument();
    });
    expect(within(bill).queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    expect(db().billPay.payments).toHaveLength(1);
  });

  it('sends one payment on a double click', async () => {
    const user = userEvent.setup();
    const requests = countRequests('Bill/Payment');
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const confirm = await fillAndContinue(user, 'A123456789', '2580');
    await user.dblClick(within(confirm).getByRole('button', { name: 'Pay NT$1,443' }));
    await screen.findByRole('region', { name: 'Payment received' });
    expect(requests()).toBe(1);
    expect(db().billPay.payments).toHaveLength(1);
  });

  it('retries with the same key after a lost answer and charges once', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    // The sandbox takes the payment, then the answer is lost on the way back.
    server.use(
      http.post(
        apiUrl('Bill/Payment'),
        async ({ request }) => {
          keys.push(request.headers.get('idempotency-key') ?? '');
          await getResponse(handlers, request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    onRequest(({ request }) => {
      if (request.url === apiUrl('Bill/Payment') && keys.length > 0) {
        keys.push(request.headers.get('idempotency-key') ?? '');
      }
    });
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const confirm = await fillAndContinue(user, 'A123456789', '2580');
    await user.click(within(confirm).getByRole('button', { name: 'Pay NT$1,443' }));

    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't confirm your payment");
    expect(db().billPay.payments).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Try again to pay NT$1,443' }));

    expect(await screen.findByRole('region', { name: 'Payment received' })).toBeVisible();
    expect(db().billPay.payments).toHaveLength(1);
    expect(new Set(keys.filter(Boolean)).size).toBe(1);
  });

  it('keeps what was typed after a failed call and pays on the retry', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('Bill/Payment'), () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const confirm = await fillAndContinue(user, 'A123456789', '2580');
    await user.click(within(confirm).getByRole('button', { name: 'Pay NT$1,443' }));
    expect(await within(confirm).findByRole('alert')).toBeVisible();
    expect(db().billPay.payments).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Try again to pay NT$1,443' }));
    expect(await screen.findByRole('region', { name: 'Payment received' })).toBeVisible();
  });

  it('asks for the new picture after a wrong captcha, keeping the ID number', async () => {
    const user = userEvent.setup();
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const confirm = await fillAndContinue(user, 'A123456789', '1234');
    await user.click(within(confirm).getByRole('button', { name: 'Pay NT$1,443' }));

    const form = await screen.findByRole('region', { name: "Pay this number's bills" });
    const code = await within(form).findByLabelText(/^Verification characters/);
    expect(code).toHaveAccessibleDescription(/The verification code is wrong\./);
    expect(code).toHaveValue('');
    expect(within(form).getByLabelText(/^Account holder's ID number/)).toHaveValue('A123456789');
    expect(db().billPay.payments).toHaveLength(0);
  });

  it("says so when the ID number is not the holder's", async () => {
    const user = userEvent.setup();
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const confirm = await fillAndContinue(user, 'F223456788', '2580');
    await user.click(within(confirm).getByRole('button', { name: 'Pay NT$1,443' }));
    const form = await screen.findByRole('region', { name: "Pay this number's bills" });
    expect(
      await within(form).findByLabelText(/^Account holder's ID number/),
    ).toHaveAccessibleDescription(/This ID number doesn't match the holder of this number\./);
  });

  it('refuses a bill paid meanwhile and shows it paid', async () => {
    const user = userEvent.setup();
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const confirm = await fillAndContinue(user, 'A123456789', '2580');
    payBills(
      db().bills.filter((bill) => bill.deviceNo === '0912345678' && bill.status !== 'paid'),
      'convenienceStore',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Pay NT$1,443' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'This bill has already been paid, so nothing was charged.',
    );
    const bill = await findCurrentBill();
    await waitFor(() => {
      expect(within(bill).getByText('Paid')).toBeInTheDocument();
    });
    expect(db().billPay.payments).toHaveLength(0);
  });

  it.each([
    [
      'the fixed-line and broadband customer',
      DEMO_CUSTOMER_IDS.fixedBroadband,
      'HN12345678',
      'F223456788',
    ],
    ['the enterprise customer', DEMO_CUSTOMER_IDS.enterprise, '0955123456', '24681358'],
  ])('works for %s', async (_name, customerId, deviceNo, pid) => {
    const user = userEvent.setup();
    await renderRoute('/Bill', { preloadedState: signedInState(customerId, deviceNo) });
    const bill = await findCurrentBill();
    const open = within(bill).getByRole('button', { name: /^Pay now/ });
    await user.click(open);
    const form = await screen.findByRole('region', { name: "Pay this number's bills" });
    await within(form).findByRole('img', { name: 'Verification picture' });
    await user.type(within(form).getByLabelText(/^Account holder's ID number/), pid);
    await user.type(within(form).getByLabelText(/^Verification characters/), '2580');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('region', { name: 'Confirm your payment' });
    await user.click(within(confirm).getByRole('button', { name: /^Pay NT\$/ }));
    expect(await screen.findByRole('region', { name: 'Payment received' })).toBeVisible();
    expect(db().billPay.payments[0]?.deviceNos).toEqual([deviceNo]);
  });
});

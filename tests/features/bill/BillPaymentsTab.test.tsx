import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { db } from '../../../src/sandbox/db/state';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const findMultiPay = () => screen.findByRole('region', { name: 'Pay several numbers at once' });
const findPayments = () => screen.findByRole('region', { name: /^Payments received for / });

const seen: ((event: { request: Request }) => void)[] = [];
afterEach(() => {
  for (const listener of seen.splice(0)) server.events.removeListener('request:start', listener);
});

describe('Payments tab', () => {
  it('lists the payments received for the selected number', async () => {
    await renderRoute('/Bill/payments', { preloadedState: signedInState() });
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    const payments = await findPayments();
    const table = await within(payments).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(rows[0]).toHaveTextContent(/Credit card\s*PAY-/);
  });

  it('explains a number without payments', async () => {
    await renderRoute('/Bill/payments', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0933555666'),
    });
    const payments = await findPayments();
    expect(await within(payments).findByText('No payments yet')).toBeVisible();
  });

  it('shows the error of the payments with a retry', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('Bill/Payments'), () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    await renderRoute('/Bill/payments', { preloadedState: signedInState() });
    const payments = await findPayments();
    const alert = await within(payments).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the payments");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(payments).findByRole('table')).toBeVisible();
  });

  it('shows the error of what the numbers owe with a retry', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('Bill/PaymentsSummary'), () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    await renderRoute('/Bill/payments', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load what your numbers owe");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findMultiPay()).toBeVisible();
  });

  it('pays several numbers in one payment after the confirmation', async () => {
    const user = userEvent.setup();
    let requests = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url === apiUrl('Bill/MultiPayment')) requests += 1;
    };
    seen.push(count);
    server.events.on('request:start', count);
    await renderRoute('/Bill/payments', { preloadedState: signedInState() });
    const multi = await findMultiPay();
    const choices = within(multi).getByRole('group', { name: 'Numbers with bills to pay' });
    expect(within(choices).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(multi).getByText('Total selected: NT$2,340')).toBeVisible();

    for (const box of within(choices).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(multi).getByRole('button', { name: 'Continue' }));
    expect(choices).toHaveAccessibleDescription('Choose at least one number to pay.');
    expect(within(choices).getAllByRole('checkbox')[0]).toHaveFocus();

    for (const box of within(choices).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(multi).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('region', { name: 'Confirm your payment' });
    expect(confirm).toHaveTextContent(/0912345678.*0922333444.*Total to payNT\$2,340/);
    await user.dblClick(within(confirm).getByRole('button', { name: 'Pay NT$2,340' }));

    const done = await screen.findByRole('region', { name: 'Payment received' });
    expect(within(done).getByRole('status')).toHaveTextContent(/We received NT\$2,340 for /);
    expect(requests).toBe(1);
    expect(db().billPay.payments).toHaveLength(1);

    await user.click(within(done).getByRole('button', { name: 'Done' }));
    const after = await findMultiPay();
    await waitFor(() => {
      expect(after).toHaveTextContent('All bills of your numbers are paid.');
    });
    const payments = await findPayments();
    await waitFor(() => {
      expect(within(payments).getAllByRole('row')[1]).toHaveTextContent('Online payment');
    });
  });

  it('says there is nothing to pay when every bill is paid', async () => {
    await renderRoute('/Bill/payments', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789'),
    });
    const multi = await findMultiPay();
    // 陳美玲's broadband line is unpaid, her fixed line paid by automatic debit.
    const choices = within(multi).getByRole('group', { name: 'Numbers with bills to pay' });
    expect(within(choices).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(choices).getByRole('checkbox', { name: /HN12345678/ })).toBeChecked();
  });
});

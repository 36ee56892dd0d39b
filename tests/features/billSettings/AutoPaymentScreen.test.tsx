import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SAVED_PAYMENT_LISTS_KEY } from '../../../src/lib/savedPaymentLists';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { BILL_SETTINGS_MESSAGES } from '../../../src/sandbox/db/tables/billSettingsRules';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

function rowOf(name: RegExp) {
  const list = screen.getByRole('list', { name: 'Automatic payment by number' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => name.test(candidate.textContent));
  if (!item) throw new Error(`no row ${String(name)}`);
  return item;
}

async function openSetUp(user: UserEvent, number: string) {
  await user.click(
    await screen.findByRole('button', { name: `Set up automatic payment for ${number}` }),
  );
  return screen.findByRole('form', { name: `Set up automatic payment for ${number}` });
}

describe('Automatic payment screen', () => {
  it('shows every number with its automatic payment, masked, and the history', async () => {
    await renderRoute('/AutoPayment', { preloadedState: signedInState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Automatic payment' })).toBeVisible();
    await screen.findByRole('list', { name: 'Automatic payment by number' });
    const card = rowOf(/0912345678/);
    expect(within(card).getByText('**** **** **** 4242')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText(/^Credit card · VISA/)).toBeInTheDocument();
    expect(
      within(rowOf(/0922333444/)).getByRole('button', {
        name: 'Set up automatic payment for My mobile · 0922333444',
      }),
    ).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Changes to automatic payment' });
    expect(within(history).getByText('**** **** **** 4242', { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Bills paid automatically' })).toBeVisible();
  });

  it('shows a loading state until the list arrives', async () => {
    const release = holdOnce('Bill/QueryAutoPaymentList');
    await renderRoute('/AutoPayment', { preloadedState: signedInState() });
    expect(await screen.findByText('Loading your automatic payments…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('**** **** **** 4242')).toBeInTheDocument();
  });

  it('shows the carrier’s message and retries', async () => {
    const user = userEvent.setup();
    refuseOnce('Bill/QueryAutoPaymentList');
    await renderRoute('/AutoPayment', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your automatic payments");
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The card's history can answer first and show the same masked card there too.
    const cards = await screen.findAllByText('**** **** **** 4242');
    expect(cards[0]).toBeVisible();
  });

  it('explains when no number pays automatically, and when there is no history', async () => {
    server.use(
      http.get(apiUrl('Bill/QueryAutoPaymentList'), () =>
        HttpResponse.json({ result: 1, data: [] }),
      ),
      http.get(apiUrl('Bill/AutoPaymentAccountHistory'), () =>
        HttpResponse.json({ result: 1, data: [] }),
      ),
      http.get(apiUrl('Bill/AutoPaymentHistory'), () => HttpResponse.json({ result: 1, data: [] })),
    );
    await renderRoute('/AutoPayment', { preloadedState: signedInState() });
    expect(
      await screen.findByText(/None of your numbers pays automatically yet/),
    ).toBeInTheDocument();
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
    expect(await screen.findByText('No bill has been paid automatically yet.')).toBeInTheDocument();
  });

  it('sets up a card, shows it masked and saves only its last four digits', async () => {
    const user = userEvent.setup();
    await renderRoute('/AutoPayment', { preloadedState: signedInState() });
    const form = await openSetUp(user, 'My mobile · 0933555666');
    await user.type(within(form).getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.type(within(form).getByLabelText('Expiry date (MM/YY)'), '12/39');
    await user.type(within(form).getByLabelText("Account holder's ID number"), 'A123456789');
    await user.type(within(form).getByLabelText('E-mail for the confirmation'), 'me@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save automatic payment' }));
    expect(
      await screen.findByText('Automatic payment for My mobile · 0933555666 is saved.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(within(rowOf(/0933555666/)).getByText('**** **** **** 1111')).toBeInTheDocument();
    });
    expect(screen.queryByText(/4111111111111111|4111 1111 1111 1111/)).not.toBeInTheDocument();
    const stored = localStorage.getItem(SAVED_PAYMENT_LISTS_KEY);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain('4111');
  });

  it('shows a message under each field that is wrong', async () => {
    const user = userEvent.setup();
    await renderRoute('/AutoPayment', { preloadedState: signedInState() });
    const form = await openSetUp(user, 'My mobile · 0933555666');
    const save = within(form).getByRole('button', { name: 'Save automatic payment' });
    await user.click(save);
    const cardNo = within(form).getByLabelText('Card number');
    expect(cardNo).toHaveAccessibleDescription(/This field can't be left blank/);
    expect(cardNo).toHaveAttribute('aria-invalid', 'true');
    expect(cardNo).toHaveFocus();
    expect(within(form).getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription(
      /This field can't be left blank/,
    );
    expect(within(form).getByLabelText("Account holder's ID number")).toHaveAccessibleDescription(
      /This field can't be left blank/,
    );
    expect(within(form).getByLabelText('E-mail for the confirmation')).toHaveAccessibleDescription(
      /This field can't be left blank/,
    );

    await user.type(cardNo, '4111111111111112');
    await user.type(within(form).getByLabelText('Expiry date (MM/YY)'), '01/20');
    await user.type(within(form).getByLabelText("Account holder's ID number"), 'A1');
    await user.type(within(form).getByLabelText('E-mail for the confirmation'), 'not-mail');
    await user.click(save);
    expect(cardNo).toHaveAccessibleDescription(/This card number isn't right/);
    expect(within(form).getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription(
      /This card has expired/,
    );
    expect(within(form).getByLabelText("Account holder's ID number")).toHaveAccessibleDescription(
      /ID number of 8 to 15 letters and digits/,
    );
    expect(within(form).getByLabelText('E-mail for the confirmation')).toHaveAccessibleDescription(
      /e-mail format is incorrect/,
    );

    await user.clear(cardNo);
    await user.type(cardNo, '1234');
    await user.clear(within(form).getByLabelText('Expiry date (MM/YY)'));
    await user.type(within(form).getByLabelText('Expiry date (MM/YY)'), '13/30');
    await user.click(save);
    expect(cardNo).toHaveAccessibleDescription(/16-digit number of a VISA, Mastercard or JCB/);
    expect(within(form).getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription(
      /Enter the expiry date as MM\/YY/,
    );

    await user.click(within(form).getByRole('radio', { name: 'Bank account' }));
    await user.type(within(form).getByLabelText('Bank code'), '4');
    await user.type(within(form).getByLabelText('Account number'), '123');
    await user.click(save);
    expect(within(form).getByLabelText('Bank code')).toHaveAccessibleDescription(
      /The bank code is 3 digits/,
    );
    expect(within(form).getByLabelText('Account number')).toHaveAccessibleDescription(
      /10 to 16 digits\./,
    );
  });

  it('looks a bank up and shows the carrier’s refusal, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderRoute('/AutoPayment', { preloadedState: signedInState() });
    const form = await openSetUp(user, 'My mobile · 0922333444');
    await user.click(within(form).getByRole('radio', { name: 'Bank account' }));
    expect(
      await within(form).findByText(/Banks without a handling fee: .*臺灣示範銀行/),
    ).toBeVisible();
    await user.type(within(form).getByLabelText('Bank code'), '004');
    await user.click(within(form).getByRole('button', { name: 'Find bank' }));
    expect(
      await within(form).findByText('臺灣示範銀行. This bank debits without a handling fee.'),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Account number'), '001234567890');
    await user.type(within(form).getByLabelText("Account holder's ID number"), 'F223456788');
    await user.type(within(form).getByLabelText('E-mail for the confirmation'), 'me@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save automatic payment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      BILL_SETTINGS_MESSAGES.holderMismatch,
    );
    expect(within(form).getByLabelText('Account number')).toHaveValue('001234567890');
  });

  it('stops an automatic payment after confirmation; the history records it', async () => {
    const user = userEvent.setup();
    await renderRoute('/AutoPayment', { preloadedState: signedInState() });
    await user.click(
      await screen.findByRole('button', {
        name: 'Stop automatic payment for My mobile · 0912345678',
      }),
    );
    const confirm = screen.getByRole('group', {
      name: 'Stop automatic payment for My mobile · 0912345678',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Stop automatic payment' }));
    expect(
      await screen.findByText(/Automatic payment for My mobile · 0912345678 has stopped/),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(within(rowOf(/0912345678/)).getByText(/No automatic payment/)).toBeInTheDocument();
    });
    const history = await screen.findByRole('table', { name: 'Changes to automatic payment' });
    await waitFor(() => {
      expect(within(history).getAllByText('Stopped')).toHaveLength(1);
    });
  });

  it('asks a visitor to sign in and brings them back here (an account page)', async () => {
    await renderRoute('/AutoPayment');
    expect(screen.getByText('Sign in to see this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/Login?back=${encodeURIComponent('/AutoPayment')}`,
    );
  });

  it('works for the fixed-line customer’s bank debits', async () => {
    await renderRoute('/AutoPayment', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    await screen.findByRole('list', { name: 'Automatic payment by number' });
    expect(within(rowOf(/0223456789/)).getByText('**********1234')).toBeInTheDocument();
    expect(
      within(rowOf(/HN12345678/)).getByText(/^Bank account · 第一範例銀行/),
    ).toBeInTheDocument();
  });
});

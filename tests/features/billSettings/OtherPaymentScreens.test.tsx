import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BILL_SETTINGS_MESSAGES } from '../../../src/sandbox/db/tables/billSettingsRules';
import { renderRoute } from '../../support/render';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

describe('Bill settings hub', () => {
  it('links to every billing setting', async () => {
    await renderRoute('/BillSettings', { preloadedState: signedInState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Bill settings' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Billing address/ })).toHaveAttribute(
      'href',
      '/BillAddress',
    );
    expect(screen.getByRole('link', { name: /^Automatic payment/ })).toHaveAttribute(
      'href',
      '/AutoPayment',
    );
    expect(screen.getByRole('link', { name: /^Usage alerts/ })).toHaveAttribute(
      'href',
      '/UsageNotify',
    );
    expect(screen.getByRole('link', { name: /^SMS bill/ })).toHaveAttribute('href', '/SMSBill');
    expect(screen.getByRole('link', { name: /^E-bill/ })).toHaveAttribute('href', '/EBill');
  });

  it('sends a fixed line to its own SMS bill page', async () => {
    await renderRoute('/BillSettings', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789'),
    });
    expect(screen.getByRole('link', { name: /^SMS bill/ })).toHaveAttribute(
      'href',
      '/SMSBillForFix',
    );
  });
});

describe('Direct debit payments screen', () => {
  it('lists the services and stops one after confirmation', async () => {
    const user = userEvent.setup();
    await renderRoute('/WithholdingPayment', { preloadedState: signedInState() });
    const list = await screen.findByRole('list', { name: 'Services collected with the bill' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('NT$290')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop collecting for 示範影音串流' }));
    await user.click(screen.getByRole('button', { name: 'Stop collecting' }));
    expect(
      await screen.findByText('Payments for 示範影音串流 are no longer collected with your bill.'),
    ).toBeInTheDocument();
    expect(await within(list).findByText('Stopped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop collecting for 示範影音串流' })).toBeNull();
  });

  it('shows the carrier’s refusal of a stop in place', async () => {
    const user = userEvent.setup();
    refuseOnce('Bill/StopWithholding', 'post');
    await renderRoute('/WithholdingPayment', { preloadedState: signedInState() });
    await user.click(
      await screen.findByRole('button', { name: 'Stop collecting for 範例雲端相簿' }),
    );
    await user.click(screen.getByRole('button', { name: 'Stop collecting' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARRIER_REFUSAL);
    expect(screen.getByRole('button', { name: 'Stop collecting' })).toBeEnabled();
  });

  it('explains a number without such services', async () => {
    await renderRoute('/WithholdingPayment', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0933555666'),
    });
    expect(
      await screen.findByText('No other company collects payments with this bill'),
    ).toBeInTheDocument();
  });

  it('shows loading, then the carrier’s message with a retry', async () => {
    const user = userEvent.setup();
    // The refusal first, then the hold in front of it: the held request falls through to it.
    refuseOnce('Bill/WithholdingList');
    const release = holdOnce('Bill/WithholdingList');
    await renderRoute('/WithholdingPayment', { preloadedState: signedInState() });
    expect(await screen.findByText('Loading the services…')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('list', { name: 'Services collected with the bill' }),
    ).toBeVisible();
  });
});

describe('In-store mobile payment screen', () => {
  it('takes number and ID from the link, masks the ID and shows the payment codes', async () => {
    const user = userEvent.setup();
    await renderRoute('/MobilePaymentForPOS/0912345678/A123456789');
    expect(screen.getByLabelText('Phone or broadband number')).toHaveValue('0912345678');
    expect(screen.getByText('ID number from your link: A12345****')).toBeVisible();
    expect(screen.queryByText(/A123456789/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show payment codes' }));
    const codes = await screen.findByRole('region', { name: 'Payment codes' });
    expect(within(codes).getByText(/NT\$1,443/)).toBeInTheDocument();
    expect(within(codes).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('checks the number and the ID before asking', async () => {
    const user = userEvent.setup();
    await renderRoute('/MobilePaymentForPOS');
    await user.click(screen.getByRole('button', { name: 'Show payment codes' }));
    expect(screen.getByLabelText('Phone or broadband number')).toHaveAccessibleDescription(
      /can't be left blank/,
    );
    expect(screen.getByLabelText('ID number of the account holder')).toHaveAccessibleDescription(
      /can't be left blank/,
    );
    await user.type(screen.getByLabelText('Phone or broadband number'), '0912');
    await user.type(screen.getByLabelText('ID number of the account holder'), 'A1');
    await user.click(screen.getByRole('button', { name: 'Show payment codes' }));
    expect(screen.getByLabelText('Phone or broadband number')).toHaveAccessibleDescription(
      /10 digits starting with 09/,
    );
    expect(screen.getByLabelText('ID number of the account holder')).toHaveAccessibleDescription(
      /8 to 15 letters and digits/,
    );
  });

  it('shows the carrier’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderRoute('/MobilePaymentForPOS/0912345678');
    await user.type(screen.getByLabelText('ID number of the account holder'), 'F223456788');
    await user.click(screen.getByRole('button', { name: 'Show payment codes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BILL_SETTINGS_MESSAGES.pidMismatch);
    expect(screen.getByLabelText('ID number of the account holder')).toHaveValue('F223456788');
  });
});

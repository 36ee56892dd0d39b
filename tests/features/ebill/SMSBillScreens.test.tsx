import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { renderRoute } from '../../support/render';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

describe('SMS bill screen (mobile)', () => {
  it('asks a visitor to log in', async () => {
    await renderRoute('/SMSBill');
    expect(screen.getByRole('heading', { level: 1, name: 'SMS bill' })).toBeVisible();
    // The login brings the visitor back here.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/Login?back=${encodeURIComponent('/SMSBill')}`,
    );
  });

  it('applies for a number without SMS bill, then stops it after the question', async () => {
    const user = userEvent.setup();
    await renderRoute('/SMSBill', { preloadedState: signedInState() });
    expect(await screen.findByText("You don't receive SMS bills for this number")).toBeVisible();
    expect(screen.getByText(/the text message goes to 0912345678/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply for the SMS bill' }));
    expect(
      await screen.findByText('Your SMS bill has started. The next bill is texted to 0912345678.'),
    ).toBeVisible();
    const active = await screen.findByRole('region', { name: 'Your SMS bill' });
    expect(active).toHaveTextContent('Receiving SMS bills');

    await user.click(within(active).getByRole('button', { name: 'Stop the SMS bill' }));
    expect(screen.getByText('Stop SMS bills for My mobile · 0912345678?')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(within(active).getByText('Receiving SMS bills')).toBeVisible();
    await user.click(within(active).getByRole('button', { name: 'Stop the SMS bill' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop the SMS bill' }));
    expect(
      await screen.findByText('The SMS bill for My mobile · 0912345678 is stopped.'),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Apply for the SMS bill' })).toBeVisible();
  });

  it('shows an active SMS bill with where it goes', async () => {
    await renderRoute('/SMSBill', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0922333444'),
    });
    const active = await screen.findByRole('region', { name: 'Your SMS bill' });
    expect(within(active).getByText('0922333444')).toBeVisible();
    expect(within(active).getByText('Since')).toBeVisible();
  });

  it('shows the carrier’s refusal of an application in place', async () => {
    const user = userEvent.setup();
    refuseOnce('Bill/ApplyForSMSBill', 'post');
    await renderRoute('/SMSBill', { preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'Apply for the SMS bill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARRIER_REFUSAL);
    expect(screen.getByRole('button', { name: 'Apply for the SMS bill' })).toBeEnabled();
    expect(db().ebill.smsBills.some((row) => row.deviceNo === '0912345678')).toBe(false);
  });

  it('shows loading, then the carrier’s message with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Bill/SMSBillStatus');
    const release = holdOnce('Bill/SMSBillStatus');
    await renderRoute('/SMSBill', { preloadedState: signedInState() });
    expect(await screen.findByText('Loading your SMS bill setting…')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your SMS bill setting could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Apply for the SMS bill' })).toBeVisible();
  });

  it('points a landline to its own page', async () => {
    await renderRoute('/SMSBill', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789'),
    });
    expect(screen.getByText('This number is a landline')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the landline SMS bill' })).toHaveAttribute(
      'href',
      '/SMSBillForFix',
    );
  });

  it('tells a company to use the e-bill', async () => {
    await renderRoute('/SMSBill', { preloadedState: signedInState(DEMO_CUSTOMER_IDS.enterprise) });
    expect(screen.getByText('No SMS bill for company accounts')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the e-bill' })).toHaveAttribute(
      'href',
      '/EBill',
    );
  });

  it('explains that a broadband line has no SMS bill', async () => {
    await renderRoute('/SMSBill', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678'),
    });
    expect(screen.getByText('No SMS bill for this line')).toBeVisible();
  });
});

describe('SMS bill screen (landline)', () => {
  it('needs a reason before stopping, then stops and can apply again', async () => {
    const user = userEvent.setup();
    await renderRoute('/SMSBillForFix', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789'),
    });
    const active = await screen.findByRole('region', { name: 'Your SMS bill' });
    expect(within(active).getByText('0928765432')).toBeVisible();
    await user.click(within(active).getByRole('button', { name: 'Stop the SMS bill' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop the SMS bill' }));
    const reason = screen.getByLabelText('Why are you stopping it?');
    expect(reason).toHaveAccessibleDescription('Choose a reason for stopping the SMS bill.');
    expect(reason).toHaveFocus();
    expect(db().ebill.smsBills.some((row) => row.deviceNo === '0223456789')).toBe(true);

    await user.selectOptions(reason, 'I prefer the e-bill');
    expect(reason).not.toHaveAccessibleDescription(/Choose a reason/);
    await user.click(screen.getByRole('button', { name: 'Yes, stop the SMS bill' }));
    expect(
      await screen.findByText('The SMS bill for My landline · 0223456789 is stopped.'),
    ).toBeVisible();
    expect(db().ebill.smsCancellations).toEqual([
      expect.objectContaining({ deviceNo: '0223456789', reasonId: '01' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Apply for the SMS bill' }));
    expect(await screen.findByRole('region', { name: 'Your SMS bill' })).toBeVisible();
  });

  it('points a mobile number to its own page', async () => {
    await renderRoute('/SMSBillForFix', { preloadedState: signedInState() });
    expect(screen.getByText('This number is a mobile number')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the SMS bill' })).toHaveAttribute(
      'href',
      '/SMSBill',
    );
  });

  it('explains that a broadband line has no SMS bill', async () => {
    await renderRoute('/SMSBillForFix', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678'),
    });
    expect(screen.getByText('No SMS bill for this line')).toBeVisible();
  });

  it('shows loading, then the carrier’s message with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Bill/SMSBillStatus_ForFixLine');
    const release = holdOnce('Bill/SMSBillStatus_ForFixLine');
    await renderRoute('/SMSBillForFix', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789'),
    });
    expect(await screen.findByText('Loading your SMS bill setting…')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your SMS bill' })).toBeVisible();
  });

  it('asks a visitor to log in', async () => {
    await renderRoute('/SMSBillForFix');
    expect(screen.getByRole('heading', { level: 1, name: 'SMS bill for landline' })).toBeVisible();
    expect(screen.getByText('Sign in to see this page')).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import {
  emptySavedLists,
  readSavedPaymentLists,
  withEmail,
  writeSavedPaymentLists,
} from '../../../src/lib/savedPaymentLists';
import { mutate } from '../../../src/sandbox/db/state';
import { EBILL_MESSAGES } from '../../../src/sandbox/handlers/ebill/shared';
import { renderRoute } from '../../support/render';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const EMAIL_FORMAT = /The e-mail format is incorrect/;

function memberSn(state: ReturnType<typeof signedInState>): string {
  return state.member?.chtMemberInfo?.sn ?? '';
}

describe('E-bill screen', () => {
  it('asks a visitor to log in', async () => {
    await renderRoute('/EBill');
    expect(screen.getByRole('heading', { level: 1, name: 'E-bill' })).toBeVisible();
    expect(screen.getByText('Sign in to see this page')).toBeVisible();
    // The login brings the visitor back here.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/Login?back=${encodeURIComponent('/EBill')}`,
    );
  });

  it('explains a number without e-bill and checks the address before applying', async () => {
    const user = userEvent.setup();
    await renderRoute('/EBill', { preloadedState: signedInState() });
    expect(await screen.findByText("You don't receive e-bills for this number yet")).toBeVisible();
    const field = screen.getByLabelText('E-mail address');
    await user.click(screen.getByRole('button', { name: 'Apply for the e-bill' }));
    expect(field).toHaveAccessibleDescription(/can't be left blank/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.type(field, 'wang@example');
    await user.click(screen.getByRole('button', { name: 'Apply for the e-bill' }));
    expect(field).toHaveAccessibleDescription(EMAIL_FORMAT);
    expect(screen.queryByText('Waiting for your confirmation')).toBeNull();
  });

  it('applies, shows the pending confirmation with the sandbox link and saves the address', async () => {
    const user = userEvent.setup();
    const state = signedInState();
    await renderRoute('/EBill', { preloadedState: state });
    await user.type(await screen.findByLabelText('E-mail address'), ' wang.new@example.com ');
    await user.click(screen.getByRole('button', { name: 'Apply for the e-bill' }));
    expect(
      await screen.findByText(/We sent a confirmation mail to wang.new@example.com/),
    ).toBeVisible();
    const pending = await screen.findByRole('region', { name: 'Waiting for your confirmation' });
    expect(pending).toHaveTextContent(/We sent a mail to wang.new@example.com/);
    expect(pending).toHaveTextContent(/to start the e-bill/);
    const link = within(pending).getByRole('link', { name: 'Open the confirmation link' });
    expect(link.getAttribute('href')).toMatch(/^\/EBillConfirm\?token=ebl-/);
    const saved = readSavedPaymentLists(memberSn(state), env.storagePassphrase);
    expect(saved.emails.map((entry) => entry.email)).toContain('wang.new@example.com');
  });

  it('offers the addresses saved on this device', async () => {
    const user = userEvent.setup();
    const state = signedInState();
    writeSavedPaymentLists(
      withEmail(emptySavedLists(memberSn(state)), 'family@example.com'),
      env.storagePassphrase,
    );
    await renderRoute('/EBill', { preloadedState: state });
    const saved = await screen.findByRole('group', { name: 'Frequently used addresses' });
    await user.click(within(saved).getByRole('button', { name: 'Use family@example.com' }));
    expect(screen.getByLabelText('E-mail address')).toHaveValue('family@example.com');
    expect(
      within(saved).getByRole('button', { name: 'Use wang.xiaoming@example.com' }),
    ).toBeVisible();
  });

  it('shows the carrier’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    refuseOnce('Bill/ApplyForEBill', 'post');
    await renderRoute('/EBill', { preloadedState: signedInState() });
    await user.type(await screen.findByLabelText('E-mail address'), 'wang@example.com');
    await user.click(screen.getByRole('button', { name: 'Apply for the e-bill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARRIER_REFUSAL);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('wang@example.com');
  });

  it('shows an active e-bill and refuses the same address as the new one', async () => {
    const user = userEvent.setup();
    await renderRoute('/EBill', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0922333444'),
    });
    const summary = await screen.findByRole('region', { name: 'Your e-bill' });
    expect(summary).toHaveTextContent('Receiving e-bills');
    expect(summary).toHaveTextContent('wang.xiaoming@example.com');
    expect(summary).toHaveTextContent('On: the file opens with your ID number');
    const field = screen.getByLabelText('New e-mail address');
    await user.type(field, 'WANG.XIAOMING@example.com');
    await user.click(
      screen.getByRole('button', { name: 'Send a confirmation to the new address' }),
    );
    expect(field).toHaveAccessibleDescription(/already goes to this address/);
    await user.clear(field);
    await user.click(
      screen.getByRole('button', { name: 'Send a confirmation to the new address' }),
    );
    expect(field).toHaveAccessibleDescription(/can't be left blank/);
    await user.type(field, 'mom@example.com');
    await user.click(
      screen.getByRole('button', { name: 'Send a confirmation to the new address' }),
    );
    const pending = await screen.findByRole('region', { name: 'Waiting for your confirmation' });
    expect(pending).toHaveTextContent(/send the e-bill to this address/);
    expect(pending).toHaveTextContent(/mom@example.com/);
  });

  it('changes the password flag only when another setting is chosen', async () => {
    const user = userEvent.setup();
    await renderRoute('/EBill', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0922333444'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save password protection' }));
    const group = screen.getByRole('group', { name: 'Protect the e-bill file with a password' });
    expect(group).toHaveAccessibleDescription(/This is already your setting/);
    await user.click(screen.getByLabelText('Off: the file opens without a password'));
    expect(group).not.toHaveAccessibleDescription(/This is already your setting/);
    await user.click(screen.getByRole('button', { name: 'Save password protection' }));
    const pending = await screen.findByRole('region', { name: 'Waiting for your confirmation' });
    expect(pending).toHaveTextContent(/turn password protection off/);
  });

  it('asks before stopping the e-bill, and keeps it when told to', async () => {
    const user = userEvent.setup();
    await renderRoute('/EBill', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0922333444'),
    });
    await user.click(await screen.findByRole('button', { name: 'Stop the e-bill' }));
    const question = screen.getByText(/Stop e-bills for My mobile · 0922333444\?/);
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByText(/Stop e-bills for/)).toBeNull();
    expect(screen.queryByText('Waiting for your confirmation')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Stop the e-bill' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop the e-bill' }));
    const pending = await screen.findByRole('region', { name: 'Waiting for your confirmation' });
    expect(pending).toHaveTextContent(/to stop the e-bill/);
  });

  it('shows the refusal of a stop inside the question', async () => {
    const user = userEvent.setup();
    await renderRoute('/EBill', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0922333444'),
    });
    refuseOnce('Bill/CancelForEBillWithMailConfirm', 'post');
    await user.click(await screen.findByRole('button', { name: 'Stop the e-bill' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop the e-bill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARRIER_REFUSAL);
    expect(screen.getByRole('button', { name: 'Yes, stop the e-bill' })).toBeEnabled();
  });

  it('shows a company its e-bill', async () => {
    await renderRoute('/EBill', { preloadedState: signedInState(DEMO_CUSTOMER_IDS.enterprise) });
    const summary = await screen.findByRole('region', { name: 'Your e-bill' });
    expect(summary).toHaveTextContent('accounting@haoke.example.com');
  });

  it('shows loading, then the carrier’s message with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Bill/EBillStatus');
    const release = holdOnce('Bill/EBillStatus');
    await renderRoute('/EBill', { preloadedState: signedInState() });
    expect(await screen.findByText('Loading your e-bill setting…')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your e-bill setting could not be loaded');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('E-mail address')).toBeVisible();
  });

  it('refuses a second application with the carrier’s words', async () => {
    const user = userEvent.setup();
    await renderRoute('/EBill', { preloadedState: signedInState() });
    await user.type(await screen.findByLabelText('E-mail address'), 'wang@example.com');
    // The e-bill was started elsewhere meanwhile: the sandbox refuses a second application.
    mutate((database) => {
      database.ebill.eBills.push({
        deviceNo: '0912345678',
        customerId: DEMO_CUSTOMER_IDS.mobile,
        email: 'elsewhere@example.com',
        pwdFlag: 'Y',
        rid: 'EB-ELSEWHERE',
        appliedAt: new Date().toISOString(),
      });
    });
    await user.click(screen.getByRole('button', { name: 'Apply for the e-bill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EBILL_MESSAGES.alreadyApplied);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('wang@example.com');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CarrierEnvelope } from '../../../src/api/http';
import { SANDBOX_OTP_CODE } from '../../../src/sandbox/db/tables/login';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { failNextCall } from '../../../src/sandbox/faults';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { holdOnce } from '../../support/calls';
import { signedInState } from '../../support/session';
import { nth } from '../../support/nth';

const WANG = DEMO_CUSTOMER_IDS.mobile;
const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

async function openForm(
  user: UserEvent,
  deviceNo = '0922333444',
  customerId: string = WANG,
  monthIndex = 0,
) {
  await renderRoute('/CallDetails', { preloadedState: signedInState(customerId, deviceNo) });
  const form = await screen.findByRole('region', { name: 'Apply for call details' });
  const months = within(form).getAllByRole('radio');
  await user.click(nth(months, monthIndex));
  return form;
}

describe('Call details screen', () => {
  it('lists earlier applications with their status', async () => {
    await renderRoute('/CallDetails', { preloadedState: signedInState() });
    const history = await screen.findByRole('table', { name: 'Your applications' });
    expect(within(history).getAllByText('Sent')).toHaveLength(2);
    expect(within(history).getAllByText(/^wa\*+@example\.com$/)).toHaveLength(2);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
  });

  it('applies for a mobile number through the SMS code and shows the result page', async () => {
    const user = userEvent.setup();
    const form = await openForm(user);
    expect(within(form).getByLabelText(/e-mail/)).toHaveValue('wang.xiaoming@example.com');
    expect(screen.getByText('No applications yet')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send verification code by SMS' }));
    expect(await within(form).findByText(/sent a verification code by SMS/)).toHaveTextContent(
      'The code is valid for 5 minutes.',
    );
    await user.type(within(form).getByLabelText('Verification code'), SANDBOX_OTP_CODE);
    await user.click(within(form).getByRole('button', { name: 'Confirm and apply' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Application received: please confirm your e-mail',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Call details request result',
    );
    expect(screen.getByText('Waiting for e-mail confirmation')).toBeInTheDocument();
  });

  it('checks each field before sending a code', async () => {
    const user = userEvent.setup();
    await renderRoute('/CallDetails', { preloadedState: signedInState() });
    const form = await screen.findByRole('region', { name: 'Apply for call details' });
    const email = within(form).getByLabelText(/e-mail/);
    await user.clear(email);
    await user.click(within(form).getByRole('button', { name: 'Send verification code by SMS' }));
    expect(within(form).getByText('Choose a billing month.')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Billing month' })).toHaveAccessibleDescription(
      'Choose a billing month.',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/This field can't be left blank\.$/);
    await user.type(email, 'wang@invalid');
    await user.click(within(form).getByRole('button', { name: 'Send verification code by SMS' }));
    expect(email).toHaveAccessibleDescription(/The e-mail format is incorrect/);
    expect(email).toHaveValue('wang@invalid');
  });

  it('checks the code, shows a wrong code refused and keeps what was typed', async () => {
    const user = userEvent.setup();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Send verification code by SMS' }));
    const code = await within(form).findByLabelText('Verification code');
    await user.type(code, '12');
    await user.click(within(form).getByRole('button', { name: 'Confirm and apply' }));
    expect(code).toHaveAccessibleDescription(/Enter the 6-digit verification code\.$/);
    await user.clear(code);
    await user.type(code, '135790');
    await user.click(within(form).getByRole('button', { name: 'Confirm and apply' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('驗證碼錯誤，請重新輸入');
    expect(code).toHaveValue('135790');
    await user.click(within(form).getByRole('button', { name: 'Change month or e-mail' }));
    expect(within(form).getAllByRole('radio')[0]).toBeChecked();
  });

  it('retries a failed application with the code already verified', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        apiUrl('Bill/CallDetailsApplyForMobile'),
        () => Response.json({ result: -1, message: '系統忙碌中' } satisfies CarrierEnvelope<never>),
        { once: true },
      ),
    );
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Send verification code by SMS' }));
    await user.type(await within(form).findByLabelText('Verification code'), SANDBOX_OTP_CODE);
    await user.click(within(form).getByRole('button', { name: 'Confirm and apply' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('系統忙碌中');
    expect(within(form).queryByLabelText('Verification code')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Confirm and apply' }));
    expect(
      await screen.findByRole('heading', { name: /^Application received/ }),
    ).toBeInTheDocument();
  });

  it('applies for a fixed line with the holder ID and the telephone code', async () => {
    const user = userEvent.setup();
    // Last month's call details of this line were sent already (seed).
    const form = await openForm(user, '0223456789', CHEN, 1);
    const pid = within(form).getByLabelText("ID number of the line's holder");
    await user.type(pid, 'F22');
    await user.click(
      within(form).getByRole('button', { name: 'Call the line with a verification code' }),
    );
    expect(pid).toHaveAccessibleDescription(/Enter an ID number of 8 to 15 letters and digits\.$/);
    await user.type(pid, '3456788');
    await user.click(
      within(form).getByRole('button', { name: 'Call the line with a verification code' }),
    );
    expect(await within(form).findByText(/We are calling/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Verification code'), SANDBOX_OTP_CODE);
    await user.click(within(form).getByRole('button', { name: 'Confirm and apply' }));
    expect(
      await screen.findByRole('heading', { name: /^Application received/ }),
    ).toBeInTheDocument();
  });

  it('shows a refused telephone code request as the carrier says it', async () => {
    const user = userEvent.setup();
    const form = await openForm(user, '0223456789', CHEN);
    await user.type(within(form).getByLabelText("ID number of the line's holder"), 'A123456789');
    await user.click(
      within(form).getByRole('button', { name: 'Call the line with a verification code' }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent('身分證號與市話申請人不符');
  });

  it('refuses a month applied for already, as the carrier says it', async () => {
    const user = userEvent.setup();
    const form = await openForm(user, '0223456789', CHEN, 0);
    await user.type(within(form).getByLabelText("ID number of the line's holder"), 'F223456788');
    await user.click(
      within(form).getByRole('button', { name: 'Call the line with a verification code' }),
    );
    await user.type(await within(form).findByLabelText('Verification code'), SANDBOX_OTP_CODE);
    await user.click(within(form).getByRole('button', { name: 'Confirm and apply' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '此期間已申請通話明細，請勿重複申請',
    );
  });

  it('says a broadband line has no call details', async () => {
    await renderRoute('/CallDetails', { preloadedState: signedInState(CHEN, 'HN12345678') });
    expect(screen.getByText('Call details are not available for this number')).toBeInTheDocument();
  });

  it('explains that a new number has no month to apply for yet', async () => {
    await renderRoute('/CallDetails', { preloadedState: signedInState(WANG, '0933555666') });
    expect(
      await screen.findByText(/There is no billed month to apply for yet/),
    ).toBeInTheDocument();
  });

  it('shows a loading state, then the form', async () => {
    const release = holdOnce('Bill/CallDetailsHistory', 'post');
    await renderRoute('/CallDetails', { preloadedState: signedInState() });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your call details…');
    release();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("shows the history call's message and retries", async () => {
    const user = userEvent.setup();
    failNextCall('result');
    await renderRoute('/CallDetails', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your call details applications");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

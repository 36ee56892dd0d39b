import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_OTP_CODE } from '../../../src/sandbox/db/tables/login';
import { LOGIN_MESSAGES } from '../../../src/sandbox/db/tables/loginRules';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { loginFormReady, typeCaptcha } from './support';

type User = ReturnType<typeof userEvent.setup>;

async function askForCode(user: User, { mobile = '12345678', pid = 'a123456789' } = {}) {
  await loginFormReady();
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.type(screen.getByLabelText('ID number or tax ID number'), pid);
  await typeCaptcha(user);
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('Login with an SMS code', () => {
  it('sends the code to 09 plus the 8 digits typed, with the ID upper-cased', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('SMSAuth/GetOTPWithCaptcha')) {
        void request
          .clone()
          .json()
          .then((body: unknown) => sent.push(body));
      }
    });
    const user = userEvent.setup();
    await renderRoute('/Login/sms?back=%2FBill');
    await askForCode(user);
    expect(await screen.findByText('We sent a code to 0912*4*6*8.')).toBeVisible();
    expect(sent).toEqual([
      { mobileno: '0912345678', pid: 'A123456789', identifier: expect.any(String) as string },
    ]);
  });

  it('refuses a wrong code, keeps it, offers a new code after a minute, then logs in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null });
    const { store } = await renderRoute('/Login/sms?back=%2FBill');
    await askForCode(user);
    const code = await screen.findByLabelText('SMS code');
    expect(screen.getByRole('button', { name: /^New code in \d+ s$/ })).toBeDisabled();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => {
      expect(code).toHaveAccessibleDescription(expect.stringContaining(LOGIN_MESSAGES.otpWrong));
    });
    expect(code).toHaveValue('000000');
    expect(code).toHaveAttribute('aria-invalid', 'true');

    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByText('We sent a new code to 0912*4*6*8.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^New code in \d+ s$/ })).toBeDisabled();

    await user.clear(code);
    await user.type(code, SANDBOX_OTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bills and payment' }),
    ).toBeVisible();
    expect(store.getState().client.loginType).toBe('sms');
    expect(store.getState().member.token).toMatch(/^SMS-/);
  });

  it('checks the number and the ID before sending', async () => {
    const user = userEvent.setup();
    await renderRoute('/Login/sms');
    await askForCode(user, { mobile: '1234', pid: 'ab' });
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    expect(screen.getByLabelText('ID number or tax ID number')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByLabelText('SMS code')).not.toBeInTheDocument();
  });

  it("shows the carrier's refusal and keeps the number and ID", async () => {
    const user = userEvent.setup();
    await renderRoute('/Login/sms');
    await askForCode(user, { pid: 'F223456788' });
    expect(await screen.findByText(LOGIN_MESSAGES.mobileMismatch)).toBeVisible();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('12345678');
    expect(screen.getByLabelText('ID number or tax ID number')).toHaveValue('F223456788');
  });

  it('puts a wrong captcha under the captcha field and shows a new picture', async () => {
    const user = userEvent.setup();
    await renderRoute('/Login/sms');
    await loginFormReady();
    await user.type(screen.getByLabelText('Mobile number'), '12345678');
    await user.type(screen.getByLabelText('ID number or tax ID number'), 'A123456789');
    await typeCaptcha(user, 'QQQQ');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    const captcha = screen.getByLabelText('Verification characters');
    await waitFor(() => {
      expect(captcha).toHaveAccessibleDescription(
        expect.stringContaining(LOGIN_MESSAGES.captchaWrong),
      );
    });
    expect(captcha).toHaveValue('');
    expect(await screen.findByRole('img', { name: 'Verification picture' })).toBeVisible();
  });

  it('switches between the two ways in, keeping the return path', async () => {
    const user = userEvent.setup();
    await renderRoute('/Login?back=%2FBill');
    const methods = screen.getByRole('navigation', { name: 'Ways to sign in' });
    expect(screen.getByRole('link', { name: 'Member account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('link', { name: 'SMS code' }));
    expect(await screen.findByLabelText('Mobile number')).toBeVisible();
    expect(methods.querySelector('[aria-current="page"]')).toHaveAttribute(
      'href',
      '/Login/sms?back=%2FBill',
    );
  });
});

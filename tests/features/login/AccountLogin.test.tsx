import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT_PAGES } from '../../../src/lib/carrierPages';
import { LOGIN_MESSAGES } from '../../../src/sandbox/db/tables/loginRules';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';
import { loginFormReady, typeCaptcha } from './support';

async function fillAccountForm(user: ReturnType<typeof userEvent.setup>, password: string) {
  await loginFormReady();
  await user.type(screen.getByLabelText('Member account'), 'wang.xiaoming');
  await user.type(screen.getByLabelText('Password'), password);
  await typeCaptcha(user);
}

describe('Login with a member account', () => {
  it('logs in and goes back to the page that asked', async () => {
    const user = userEvent.setup();
    const { store } = await renderRoute('/Login?back=%2FBill');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await fillAccountForm(user, 'Sandbox-1234');
    // The carrier's own pages for a forgotten password and a new member account.
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      MEMBER_ACCOUNT_PAGES.forgotPassword,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      MEMBER_ACCOUNT_PAGES.register,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bills and payment' }),
    ).toBeVisible();
    const { client, member } = store.getState();
    expect(client.isLogin).toBe(true);
    expect(client.loginType).toBe('chtmember');
    expect(member.token).toMatch(/^sbx-/);
    expect(member.chtMemberInfo?.name).toBe('王小明');
    expect(member.expire).toBeGreaterThan(Date.now() + 7_000_000);
  });

  it("shows the carrier's message for a wrong password and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { store } = await renderRoute('/Login?back=%2FBill');
    await fillAccountForm(user, 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(LOGIN_MESSAGES.accountWrong)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByLabelText('Member account')).toHaveValue('wang.xiaoming');
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password');
    // The used captcha is replaced by a new one, to be typed again.
    expect(screen.getByLabelText('Verification characters')).toHaveValue('');
    expect(store.getState().client.isLogin).toBe(false);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Sandbox-1234');
    await typeCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bills and payment' }),
    ).toBeVisible();
  });

  it('checks the fields before sending and marks each error on its field', async () => {
    const user = userEvent.setup();
    await renderRoute('/Login');
    await screen.findByRole('img', { name: 'Verification picture' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const account = screen.getByLabelText('Member account');
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription(expect.stringContaining("can't be left blank"));
    expect(account).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Verification characters')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('puts a wrong captcha under the captcha field', async () => {
    const user = userEvent.setup();
    await renderRoute('/Login');
    await loginFormReady();
    await user.type(screen.getByLabelText('Member account'), 'wang.xiaoming');
    await user.type(screen.getByLabelText('Password'), 'Sandbox-1234');
    await typeCaptcha(user, 'ZZZZ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const captcha = screen.getByLabelText('Verification characters');
    await waitFor(() => {
      expect(captcha).toHaveAccessibleDescription(
        expect.stringContaining(LOGIN_MESSAGES.captchaWrong),
      );
    });
    expect(screen.getByLabelText('Member account')).toHaveValue('wang.xiaoming');
  });

  it('never goes back to another site', async () => {
    const user = userEvent.setup();
    await renderRoute('/Login?back=%2F%2Fevil.example%2FBill');
    await fillAccountForm(user, 'Sandbox-1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  it('offers a logged-in member the way on and the logout', async () => {
    const user = userEvent.setup();
    const { store } = await renderRoute('/Login?back=%2FBill', { preloadedState: signedInState() });
    expect(screen.getByText('You are signed in as 小明.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/Bill');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Member account')).toBeVisible();
    expect(store.getState().member.token).toBe('');
  });

  it('serves the apps at /AppLogin with the same ways in', async () => {
    const user = userEvent.setup();
    await renderRoute('/AppLogin?back=%2FBill');
    expect(screen.getByRole('heading', { level: 1, name: 'App sign-in' })).toBeVisible();
    await fillAccountForm(user, 'Sandbox-1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bills and payment' }),
    ).toBeVisible();
  });
});

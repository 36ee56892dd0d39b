import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Form } from '../../../src/components/form/Form';
import { SignInSecretFields } from '../../../src/components/form/SignInSecretFields';
import { useCaptchaSignIn } from '../../../src/components/form/useCaptchaSignIn';
import { useForm } from '../../../src/components/form/useForm';
import { SANDBOX_CAPTCHA_ANSWER } from '../../../src/sandbox/db/tables/login';
import { renderWithProviders } from '../../support/render';

function SignIn({ onToken }: { onToken: (token: string) => void }) {
  const form = useForm({ password: '', captcha: '' });
  const signIn = useCaptchaSignIn(form);
  async function submit(values: typeof form.values) {
    if (!form.check(signIn.secretErrors(values))) return;
    const token = await signIn.passCaptcha(values.captcha);
    if (!token) return;
    onToken(token);
    signIn.refuse({ message: 'Wrong password' });
  }
  return (
    <Form form={form} onSubmit={submit} submitLabel="Sign in" title="Sign in">
      <SignInSecretFields
        password={form.field('password')}
        code={form.field('captcha')}
        captcha={signIn.captcha}
        label="Password"
        hint="Five wrong passwords lock the user."
        accountPages={{
          forgotPassword: 'https://member.example/forgot',
          register: 'https://member.example/join',
        }}
      />
    </Form>
  );
}

describe('useCaptchaSignIn and SignInSecretFields', () => {
  it('refuses an empty password and a wrong code at their fields, then hands over the token', async () => {
    const user = userEvent.setup();
    const tokens: string[] = [];
    await renderWithProviders(<SignIn onToken={(token) => tokens.push(token)} />);
    await screen.findByRole('img', { name: 'Verification picture' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('Five wrong passwords lock the user.');
    // Who cannot sign in finds the carrier's pages for a forgotten password and a new account.
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      'https://member.example/forgot',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      'https://member.example/join',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');

    // A password is sent as typed: spaces alone are a password.
    await user.type(password, '  ');
    await user.type(screen.getByLabelText('Verification characters'), '0000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = screen.getByLabelText('Verification characters');
    await waitFor(() => {
      expect(code).toHaveAttribute('aria-invalid', 'true');
    });
    expect(code).toHaveValue('');
    expect(tokens).toEqual([]);

    await screen.findByRole('img', { name: 'Verification picture' });
    await user.type(code, SANDBOX_CAPTCHA_ANSWER);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong password')).toBeVisible();
    expect(tokens).toHaveLength(1);
    // The refusal renews the used captcha and keeps the password.
    expect(code).toHaveValue('');
    expect(password).toHaveValue('  ');
  });
});

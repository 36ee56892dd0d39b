import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { readEcsSession } from '../../../src/api/ecsSession';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';
import { WAIT } from './support';
import { ENTERPRISE_ACCOUNT_PAGES } from '../../../src/lib/carrierPages';

beforeAll(async () => {
  await import('../../../src/features/enterprise/EcsLoginScreen');
});

async function fillLogin(taxId: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Company tax ID', {}, WAIT), taxId);
  await user.type(screen.getByLabelText('Password'), password);
  await screen.findByRole('img', { name: 'Verification picture' }, WAIT);
  await user.type(screen.getByLabelText('Verification characters'), '2580');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('Enterprise sign-in', { timeout: 30_000 }, () => {
  it('fills the user from the address and refuses a tax id with a bad checksum at the field', async () => {
    await renderRoute('/ECSLogin/sales01');
    expect(await screen.findByLabelText('User ID', {}, WAIT)).toHaveValue('sales01');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /After 5 wrong passwords in a row, the user is locked for 15 minutes/,
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      ENTERPRISE_ACCOUNT_PAGES.forgotPassword,
    );
    await fillLogin('12345678', 'Haoke-1357');
    const taxId = screen.getByLabelText('Company tax ID');
    expect(taxId).toHaveAttribute('aria-invalid', 'true');
    expect(readEcsSession()).toBeNull();
  });

  it('signs the administrator in apart from the member session, and says a wrong password in words', async () => {
    const member = signedInState();
    const { store } = await renderRoute('/ECSLogin/admin', { preloadedState: member });
    await fillLogin('24681358', 'wrong');
    expect(
      await screen.findByText('The tax ID, user ID or password is wrong.', {}, WAIT),
    ).toBeVisible();
    expect(readEcsSession()).toBeNull();

    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'Haoke-2468');
    await screen.findByRole('img', { name: 'Verification picture' }, WAIT);
    await user.type(screen.getByLabelText('Verification characters'), '2580');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business home' }, WAIT),
    ).toBeVisible();
    expect(readEcsSession()).toMatchObject({ user: { userId: 'admin', role: 'admin' } });
    // The consumer member's session is untouched.
    expect(store.getState().member.token).toBe(member.member?.token);
  });
});

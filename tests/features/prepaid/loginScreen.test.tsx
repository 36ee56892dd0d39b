import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { rememberLogin } from '../../../src/lib/prepaidRemember';
import { db } from '../../../src/sandbox/db/state';
import { renderRoute } from '../../support/render';
import { prepaidSessionState } from '../../support/session';

async function logIn(phone: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Phone number'), phone);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('prepaid login', () => {
  it('logs in and shows the prepaid home under its own title, with every function', async () => {
    const { store } = await renderRoute(paths.prepaidLoginLogOut);
    await logIn('0987000401', '2468');
    expect(await screen.findByRole('heading', { level: 1, name: 'My prepaid card' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Number information/ })).toBeVisible();
    for (const name of [
      /Top up with a scratch-card code/,
      /Buy a plan/,
      /Upgrade to 5G/,
      /Roaming history/,
    ]) {
      expect(screen.getByRole('link', { name })).toBeVisible();
    }
    expect(store.getState().prepaid.token).toMatch(/^\d+$/);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('announces a low balance at the first visit of the day only', async () => {
    const first = await renderRoute(paths.prepaidLoginLogOut, {
      preloadedState: prepaidSessionState('0987000402'),
    });
    const notice = await screen.findByRole('region', { name: "Today's balance reminder" });
    expect(notice).toHaveTextContent(/below NT\$60/);
    first.unmount();
    await renderRoute(paths.prepaidLoginLogOut, {
      preloadedState: prepaidSessionState('0987000402'),
    });
    expect(await screen.findByRole('link', { name: /Number information/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: "Today's balance reminder" })).toBeNull();
  });

  it('shows the card at a glance, and no logout embedded in the carrier app that holds the session', async () => {
    const preloadedState = prepaidSessionState('0987000401');
    preloadedState.client = { ...preloadedState.client!, embedded: true, source: 'PREPAID' };
    await renderRoute(paths.prepaidLoginLogOut, { preloadedState });
    const glance = await screen.findByRole('region', { name: 'Your card at a glance' });
    expect(within(glance).getByText('0987*0*4*1')).toBeVisible();
    expect(within(glance).getByText('NT$350')).toBeVisible();
    expect(within(glance).getByText('Number valid until')).toBeVisible();
    expect(within(glance).getByText('Data left')).toBeVisible();
    expect(within(glance).getByText(/, ends /)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('says when the number or password is wrong and keeps what was typed', async () => {
    await renderRoute(paths.prepaidLoginLogOut);
    await logIn('0987000401', '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The phone number or password is wrong.',
    );
    expect(screen.getByLabelText('Phone number')).toHaveValue('0987000401');
    expect(screen.getByLabelText('Password')).toHaveValue('1111');
  });

  it('checks the fields before calling', async () => {
    await renderRoute(paths.prepaidLoginLogOut);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      /required|blank|Enter/i,
    );
    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await userEvent.type(screen.getByLabelText('Password'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The password is 4 digits.')).toBeVisible();
  });

  it('makes the default password be changed before anything else, then logs in with the new one', async () => {
    const { store } = await renderRoute(paths.prepaidLoginLogOut);
    await logIn('0987000402', '0000');
    expect(await screen.findByText(/still using the default password 0000/)).toBeVisible();
    expect(store.getState().prepaid.token).toBe('');
    expect(screen.getByLabelText('Phone number')).toHaveValue('0987000402');
    await userEvent.type(screen.getByLabelText('ID or passport number'), 'B123456780');
    await userEvent.type(screen.getByLabelText('Old password'), '0000');
    await userEvent.type(screen.getByLabelText('New password'), '0000');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      screen.getByText("The password can't be 0000. Please choose another one."),
    ).toBeVisible();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await userEvent.type(screen.getByLabelText('New password'), '5678');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), '5679');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText(/two new passwords are different/)).toBeVisible();

    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await userEvent.type(screen.getByLabelText('Repeat the new password'), '5678');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Change succeeded. Use your new password from now on.'),
    ).toBeVisible();
    expect(store.getState().prepaid.token).toMatch(/^\d+$/);
    expect(db().prepaidSubscribers.find((card) => card.number === '0987000402')?.password).toBe(
      '5678',
    );
  });

  it('changes a password from the login page, refusing a wrong ID', async () => {
    await renderRoute(`${paths.prepaidLoginLogOut}?step=password`);
    await userEvent.type(screen.getByLabelText('Phone number'), '0987000401');
    await userEvent.type(screen.getByLabelText('ID or passport number'), 'Z999999999');
    await userEvent.type(screen.getByLabelText('Old password'), '2468');
    await userEvent.type(screen.getByLabelText('New password'), '1357');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), '1357');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The ID, passport or VAT number is wrong.',
    );
    expect(screen.getByLabelText('Old password')).toHaveValue('2468');
  });

  it('logs out from any prepaid page and forgets the session', async () => {
    const { store } = await renderRoute(paths.prepaidTopUp, {
      preloadedState: prepaidSessionState('0987000401'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have logged out of the prepaid service.')).toBeVisible();
    expect(store.getState().prepaid.token).toBe('');
  });

  it('asks a holder who is not logged in to log in and comes back afterwards', async () => {
    await renderRoute(paths.prepaidSubscriber);
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', `${paths.prepaidLoginLogOut}?back=%2FPrepaidSubscriber`);
    await userEvent.click(link);
    await logIn('0987000401', '2468');
    const main = await screen.findByRole('region', { name: 'Main account' });
    expect(within(main).getByText('4G prepaid card (4G prepaid voice + data)')).toBeVisible();
  });
});

describe('prepaid session end', () => {
  it('shows the ended session and a way to log in again when the token is no longer valid', async () => {
    const preloadedState = prepaidSessionState('0987000401');
    db().prepaidCards.sessions = [];
    const { store } = await renderRoute(paths.prepaidSubscriber, { preloadedState });
    await waitFor(() => {
      expect(store.getState().prepaid.token).toBe('');
    });
    expect(screen.getByText('Log in with your prepaid number to use this service.')).toBeVisible();
  });
});

describe('prepaid session renewal', () => {
  it('renews the session once for a remembered holder, even when several calls fail together', async () => {
    const preloadedState = prepaidSessionState('0987000401');
    rememberLogin({ ivrNo: '0987000401', password: '2468' });
    db().prepaidCards.sessions = [];
    const { store } = await renderRoute(paths.prepaidSubscriber, { preloadedState });
    expect(await screen.findByRole('region', { name: 'Main account' })).toBeVisible();
    expect(store.getState().prepaid.token).not.toBe(preloadedState.prepaid?.token);
    expect(db().prepaidCards.sessions).toHaveLength(1);
  });
});

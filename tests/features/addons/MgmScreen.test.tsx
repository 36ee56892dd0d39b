import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

beforeAll(async () => {
  await import('../../../src/features/addons/MgmScreen');
});

describe('5G member-gets-member screen', () => {
  it('shows the referrals after loading, and an empty list of friends booked', async () => {
    const release = holdOnce('Contract/MGMStatus');
    await renderRoute('/5G-MGM', { preloadedState: signedInState() });
    expect(await screen.findByText('Loading your referrals…')).toBeVisible();
    release();
    const status = await screen.findByRole('region', { name: 'Your referrals' });
    expect(status).toHaveTextContent('Friends who joined1');
    expect(status).toHaveTextContent('NT$300');
    expect(
      screen.getByRole('table', { name: 'Friends booked from this account' }),
    ).toHaveTextContent('You have not booked a friend yet.');
  });

  it('refuses a bad promoter number and the own number at the field, then books once', async () => {
    const user = userEvent.setup();
    await renderRoute('/5G-MGM', { preloadedState: signedInState() });
    const form = await screen.findByRole('form', { name: "Book a friend's 5G upgrade" });
    const promoter = within(form).getByLabelText('Promoter number');
    const friend = within(form).getByLabelText("Friend's mobile number");
    await user.type(promoter, 'Z1234');
    await user.type(friend, '0922333444');
    await user.click(within(form).getByRole('button', { name: 'Book the upgrade' }));
    expect(promoter).toHaveAccessibleDescription(/6 digits, or Z followed by 5 digits/);
    expect(promoter).toHaveAttribute('aria-invalid', 'true');

    await user.type(promoter, '5');
    await user.click(within(form).getByRole('button', { name: 'Book the upgrade' }));
    await waitFor(() => {
      expect(friend).toHaveAccessibleDescription(/This is one of your own numbers/);
    });
    expect(friend).toHaveAttribute('aria-invalid', 'true');

    await user.clear(friend);
    await user.type(friend, '0911222333');
    await user.dblClick(within(form).getByRole('button', { name: 'Book the upgrade' }));
    expect(await within(form).findByText(/0911\*\*\*333 is booked/)).toBeVisible();
    expect(db().addons.mgmBookings.filter((row) => row.friendNo === '0911222333')).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Friends booked from this account' });
    expect(await within(table).findByText('0911***333')).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Contract/MGMStatus');
    await renderRoute('/5G-MGM', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your referrals' })).toBeVisible();
  });
});

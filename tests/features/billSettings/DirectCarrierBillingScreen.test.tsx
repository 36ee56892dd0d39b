import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

describe('Carrier billing screen', () => {
  it('shows the limit and this month’s use', async () => {
    await renderRoute('/DirectCarrierBilling', { preloadedState: signedInState() });
    const now = await screen.findByRole('region', { name: 'This month' });
    expect(within(now).getByText('NT$2,000')).toBeInTheDocument();
    expect(within(now).getByText('NT$350')).toBeInTheDocument();
    expect(
      within(now).getByRole('meter', { name: '18 % of the monthly limit used' }),
    ).toBeVisible();
    const choices = screen.getByRole('group', { name: 'New monthly limit' });
    expect(within(choices).getByRole('radio', { name: 'NT$2,000' })).toBeChecked();
    expect(
      within(choices).getByRole('radio', { name: /NT\$300 \(less than already used\)/ }),
    ).toBeDisabled();
  });

  it('shows a loading state, then the limit', async () => {
    const release = holdOnce('mDCB/UserQuota');
    await renderRoute('/DirectCarrierBilling', { preloadedState: signedInState() });
    expect(await screen.findByText('Loading your carrier billing limit…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('region', { name: 'This month' })).toBeVisible();
  });

  it('shows the carrier’s message and retries', async () => {
    const user = userEvent.setup();
    refuseOnce('mDCB/UserQuota');
    await renderRoute('/DirectCarrierBilling', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'This month' })).toBeVisible();
  });

  it('changes the limit after confirmation', async () => {
    const user = userEvent.setup();
    await renderRoute('/DirectCarrierBilling', { preloadedState: signedInState() });
    const choices = await screen.findByRole('group', { name: 'New monthly limit' });
    expect(screen.getByRole('button', { name: 'Change limit' })).toBeDisabled();
    await user.click(within(choices).getByRole('radio', { name: 'NT$5,000' }));
    await user.click(screen.getByRole('button', { name: 'Change limit' }));
    const confirm = screen.getByRole('group', {
      name: 'Change the monthly limit from NT$2,000 to NT$5,000?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your monthly limit is now NT$5,000.')).toBeInTheDocument();
    const now = screen.getByRole('region', { name: 'This month' });
    expect(await within(now).findByText('NT$5,000')).toBeInTheDocument();
  });

  it('offers a new number no more than NT$1,000 and shows a refusal', async () => {
    const user = userEvent.setup();
    refuseOnce('mDCB/SetUserQuota', 'post');
    await renderRoute('/DirectCarrierBilling', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0933555666'),
    });
    const choices = await screen.findByRole('group', { name: 'New monthly limit' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '300', '500', '1000']);
    expect(screen.getByText(/The highest limit for this number is NT\$1,000/)).toBeVisible();
    await user.click(within(choices).getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Change limit' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARRIER_REFUSAL);
    expect(within(choices).getByRole('radio', { name: 'Off' })).toBeChecked();
  });

  it('is not offered for a fixed line or a company number', async () => {
    const { unmount } = await renderRoute('/DirectCarrierBilling', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678'),
    });
    expect(screen.getByText('This service is not for this number')).toBeInTheDocument();
    expect(screen.getByText(/It is for: mobile numbers/)).toBeInTheDocument();
    unmount();
    await renderRoute('/DirectCarrierBilling', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.enterprise),
    });
    expect(screen.getByText('Carrier billing is not offered for company numbers.')).toBeVisible();
  });
});

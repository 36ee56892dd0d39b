import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CarrierEnvelope } from '../../../src/api/http';
import type { RechargeBalance } from '../../../src/api/recharge';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { failNextCall } from '../../../src/sandbox/faults';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { holdOnce } from '../../support/calls';
import { signedInState } from '../../support/session';

const WANG = DEMO_CUSTOMER_IDS.mobile;

async function findAmount() {
  return screen.findByLabelText('Amount to recharge');
}

describe('Recharge screen', () => {
  it('shows the balance and the log', async () => {
    await renderRoute('/Recharge', { preloadedState: signedInState() });
    const balance = await screen.findByRole('region', { name: 'Stored value' });
    expect(within(balance).getByText('NT$350')).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Recharge log' });
    expect(within(log).getAllByRole('row')).toHaveLength(4);
  });

  it.each([
    ['', 'Enter an amount.'],
    ['12a', 'Enter a whole amount in dollars, digits only.'],
    ['50', 'The amount must be between NT$100 and NT$3,000.'],
    ['150', 'The amount must be in steps of NT$100.'],
  ])('refuses %j with "%s" next to the field', async (typed, message) => {
    const user = userEvent.setup();
    await renderRoute('/Recharge', { preloadedState: signedInState() });
    const amount = await findAmount();
    if (typed !== '') await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(
      new RegExp(`${message.replace(/[.$()]/g, '\\$&')}$`),
    );
    expect(amount).toHaveValue(typed);
  });

  it('refuses an amount that lifts the balance over the limit', async () => {
    const user = userEvent.setup();
    const nearlyFull: RechargeBalance = {
      deviceNo: '0912345678',
      balance: 4500,
      updatedAt: new Date().toISOString(),
      minAmount: 100,
      maxAmount: 3000,
      step: 100,
      maxBalance: 5000,
    };
    server.use(
      http.get(apiUrl('Recharge/Balance'), () =>
        Response.json({ result: 1, data: nearlyFull } satisfies CarrierEnvelope<RechargeBalance>),
      ),
    );
    await renderRoute('/Recharge', { preloadedState: signedInState() });
    const amount = await findAmount();
    await user.type(amount, '600');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(amount).toHaveAccessibleDescription(/you can add at most NT\$500\.$/);
  });

  it('recharges, updates the balance and the log', async () => {
    const user = userEvent.setup();
    await renderRoute('/Recharge', { preloadedState: signedInState() });
    await user.type(await findAmount(), '500');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('Recharged NT$500. Your balance is now NT$850.')).toBeVisible();
    const balance = screen.getByRole('region', { name: 'Stored value' });
    expect(await within(balance).findByText('NT$850')).toBeInTheDocument();
    const log = screen.getByRole('table', { name: 'Recharge log' });
    expect(await within(log).findAllByRole('row')).toHaveLength(5);
  });

  it('shows the carrier refusal of a 4th recharge today and keeps the amount', async () => {
    const user = userEvent.setup();
    await renderRoute('/Recharge', { preloadedState: signedInState(WANG, '0922333444') });
    expect(await screen.findByText('No recharges yet')).toBeInTheDocument();
    const amount = await findAmount();
    for (let count = 1; count <= 3; count += 1) {
      await user.type(amount, '100');
      await user.click(screen.getByRole('button', { name: 'Recharge' }));
      expect(await screen.findByText(/^Recharged NT\$100\./)).toBeVisible();
    }
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('今日儲值次數已達上限（3 次）');
    expect(amount).toHaveValue('100');
  });

  it('says a fixed line cannot be recharged', async () => {
    await renderRoute('/Recharge', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789'),
    });
    expect(screen.getByText('Online recharge is for mobile numbers')).toBeInTheDocument();
  });

  it('shows the loading state, the error with its message, and a retry', async () => {
    const user = userEvent.setup();
    const release = holdOnce('Recharge/Balance');
    failNextCall('result');
    await renderRoute('/Recharge', { preloadedState: signedInState() });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your balance…');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your balance");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findAmount()).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const onSecondNumber = () => signedInState(DEMO_CUSTOMER_IDS.mobile, '0922333444');

/** Lazily loaded screens and a busy machine: allow more than the default second. */
const SLOW = { timeout: 5_000 };

// The screen's chunk loads once here, so that the first test's render is not slower than the rest.
beforeAll(async () => {
  await import('../../../src/features/mobile/MobileRateChangeScreen');
});

describe('Plan change screen', () => {
  it('shows a loading state, then the current plan and the others', async () => {
    const release = holdOnce('Contract/RatePlanList');
    await renderRoute('/MobileRateChange', { preloadedState: onSecondNumber() });
    expect(await screen.findByText('Loading the plans…', {}, SLOW)).toBeInTheDocument();
    release();
    const current = await screen.findByRole('region', { name: 'Your current plan' }, SLOW);
    expect(current).toHaveTextContent('4G 599 方案');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });

  it('shows the carrier’s refusal with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Contract/RatePlanList');
    await renderRoute('/MobileRateChange', { preloadedState: onSecondNumber() });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your current plan' }, SLOW)).toBeVisible();
  });

  it('asks for a plan, confirms and books it for the next billing cycle once', async () => {
    const user = userEvent.setup();
    await renderRoute('/MobileRateChange', { preloadedState: onSecondNumber() });
    await screen.findByRole('region', { name: 'Your current plan' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(
      (await screen.findAllByText('Choose the plan you want to change to.')).length,
    ).toBeGreaterThan(0);

    await user.click(screen.getByRole('radio', { name: /4G 999 吃到飽/ }));
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the plan change' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Your plan changes to 4G 999 吃到飽, effective from the next billing cycle/,
    );
    await user.click(screen.getByRole('button', { name: 'Back to the plans' }));
    expect(await screen.findByText(/A change to 4G 999 吃到飽 is booked/)).toBeVisible();
  });

  it('says why a number in a contract cannot change', async () => {
    const user = userEvent.setup();
    await renderRoute('/MobileRateChange', { preloadedState: signedInState() });
    expect(
      await screen.findByText(/Your contract does not allow a plan change until/),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /4G 999 吃到飽/ }));
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your contract does not allow a plan change yet.',
    );
  });

  it('tells a fixed-line number that the page is for mobile numbers', async () => {
    await renderRoute('/MobileRateChange', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    expect(await screen.findByText('This service is not for this number')).toBeVisible();
  });
});

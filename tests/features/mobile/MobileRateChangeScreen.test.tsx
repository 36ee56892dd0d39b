import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/lib/format';
import { db, mutate } from '../../../src/sandbox/db/state';
import { lineIn } from '../../../src/sandbox/db/tables/mobileRules';
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
    // findBy* fails unless the loading state shows (it may be drawn anew before the next line).
    await screen.findByText('Loading the plans…', {}, SLOW);
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

  it('tells a number in a contract up front, with the date, and offers no plan', async () => {
    await renderRoute('/MobileRateChange', { preloadedState: signedInState() });
    const current = await screen.findByRole('region', { name: 'Your current plan' }, SLOW);
    const lockedUntil = lineIn(db(), '0912345678')?.contractLockedUntil ?? '';
    expect(current).toHaveTextContent(
      `Your contract does not allow a plan change until ${formatDate(lockedUntil, 'en')}.`,
    );
    expect(within(current).getByRole('link', { name: 'See your contract' })).toHaveAttribute(
      'href',
      '/Contract',
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
  });

  it('tells a suspended number up front and offers no plan', async () => {
    mutate((database) => {
      const line = lineIn(database, '0922333444');
      if (line) line.suspend = 'oneWaySuspended';
    });
    await renderRoute('/MobileRateChange', { preloadedState: onSecondNumber() });
    const notice = await screen.findByRole('region', { name: 'This number is suspended' }, SLOW);
    expect(notice).toHaveTextContent('A suspended number cannot change its plan.');
    expect(within(notice).getByRole('link', { name: 'Resume service' })).toHaveAttribute(
      'href',
      '/MobileSuspendResume',
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('turns to the suspension notice when the number was suspended after the page loaded', async () => {
    const user = userEvent.setup();
    await renderRoute('/MobileRateChange', { preloadedState: onSecondNumber() });
    await user.click(await screen.findByRole('radio', { name: /5G 599 方案/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog');
    mutate((database) => {
      const line = lineIn(database, '0922333444');
      if (line) line.suspend = 'twoWaySuspended';
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(
      await screen.findByRole('region', { name: 'This number is suspended' }, SLOW),
    ).toBeVisible();
    expect(lineIn(db(), '0922333444')?.pendingChange).toBeNull();
  });

  it('preselects the plan the advice links with', async () => {
    await renderRoute('/MobileRateChange?plan=M4G999', { preloadedState: onSecondNumber() });
    expect(await screen.findByRole('radio', { name: /4G 999 吃到飽/ }, SLOW)).toBeChecked();
  });

  it('tells a fixed-line number that the page is for mobile numbers', async () => {
    await renderRoute('/MobileRateChange', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    expect(await screen.findByText('This service is not for this number')).toBeVisible();
  });
});

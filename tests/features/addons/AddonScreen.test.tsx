import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const FIVE_GB = '5GB 加量包（30 天）';
const onNumber = (deviceNo: string) => signedInState(DEMO_CUSTOMER_IDS.mobile, deviceNo);

beforeAll(async () => {
  await import('../../../src/features/addons/AddonScreen');
});

describe('Add-on screen', () => {
  it('lists the add-ons after loading, and the seeded purchase in the history', async () => {
    const release = holdOnce('Mobile/AddonProduct');
    await renderRoute('/Addon', { preloadedState: onNumber('0912345678') });
    expect(await screen.findByText('Loading the add-ons…')).toBeVisible();
    release();
    const offer = await screen.findByRole('article', { name: FIVE_GB });
    expect(offer).toHaveTextContent('5.00 GB of data');
    expect(offer).toHaveTextContent('NT$150');
    expect(offer).toHaveTextContent('30 days');
    const history = await screen.findByRole('table', { name: 'Add-ons bought on this number' });
    expect(history).toHaveTextContent('1GB 日租包（1 天）');
    expect(history).toHaveTextContent('Ended');
  });

  it('buys once after a confirmation stating the charge, then refuses the same add-on', async () => {
    const user = userEvent.setup();
    await renderRoute('/Addon', { preloadedState: onNumber('0912345678') });
    const offer = await screen.findByRole('article', { name: FIVE_GB });
    await user.click(within(offer).getByRole('button', { name: `Buy ${FIVE_GB}` }));
    const dialog = await screen.findByRole('dialog', { name: `Buy ${FIVE_GB}?` });
    expect(dialog).toHaveTextContent('NT$150 is charged on your next phone bill.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Buy for NT$150' }));
    expect(await screen.findByText(/Done: 5GB 加量包（30 天） is bought/)).toBeVisible();
    expect(db().addons.purchases.filter((row) => row.pid === 'ADD5G30')).toHaveLength(1);
    expect(db().charges.charges).toEqual([expect.objectContaining({ amount: 150 })]);
    const history = screen.getByRole('table', { name: 'Add-ons bought on this number' });
    expect(await within(history).findByText(FIVE_GB)).toBeVisible();
    expect(within(offer).getByText('Running')).toBeVisible();

    await user.click(within(offer).getByRole('button', { name: `Buy ${FIVE_GB}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Buy for NT$150' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This add-on is already running on this number.',
    );
    expect(db().charges.charges).toHaveLength(1);
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Mobile/AddonProduct');
    await renderRoute('/Addon', { preloadedState: onNumber('0922333444') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: FIVE_GB })).toBeVisible();
    expect(await screen.findByText('No add-on bought on this number yet.')).toBeVisible();
  });

  it('shows the add-on beside the allowance on /MobileUsage', async () => {
    const user = userEvent.setup();
    await renderRoute('/Addon', { preloadedState: onNumber('0922333444') });
    const offer = await screen.findByRole('article', { name: FIVE_GB });
    await user.click(within(offer).getByRole('button', { name: `Buy ${FIVE_GB}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Buy for NT$150' }),
    );
    expect(await screen.findByText(/is bought/)).toBeVisible();
    await renderRoute('/MobileUsage', { preloadedState: onNumber('0922333444') });
    expect(await screen.findByText('Add-ons this month: +5.00 GB')).toBeVisible();
    expect(screen.getByText(/^of 15\.00 GB/)).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NetworkServiceSwitch } from '../../src/components/NetworkServiceSwitch';
import { db } from '../../src/sandbox/db/state';
import { lineIn } from '../../src/sandbox/db/tables/mobileRules';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../support/calls';
import { renderWithProviders } from '../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../support/session';

const DEVICE = '0922333444';
const isOn = (code: string) => code in (lineIn(db(), DEVICE)?.networkServices ?? {});

function view() {
  return renderWithProviders(
    <NetworkServiceSwitch deviceNo={DEVICE} serviceCode="ADBLOCK" ns="addons" prefix="adblock" />,
    { preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, DEVICE) },
  );
}

describe('NetworkServiceSwitch', () => {
  it('loads the service, states the fee and the day in the confirmation, turns it on once', async () => {
    const user = userEvent.setup();
    const release = holdOnce('Device/NWStatus');
    await view();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the ad blocking setting…');
    release();
    const card = await screen.findByRole('region', { name: 'Ad blocking on this number' });
    expect(card).toHaveTextContent('Ad blocking off');
    expect(card).toHaveTextContent('NT$35 a month on your phone bill.');

    await user.click(within(card).getByRole('button', { name: 'Turn ad blocking on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn ad blocking on?' });
    expect(dialog).toHaveTextContent(/It costs NT\$35 a month on your phone bill, from today \(/);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByText('Ad blocking on')).toBeVisible();
    expect(within(card).getByRole('status')).toHaveTextContent('Done: ad blocking is on');
    expect(card).toHaveTextContent(/On since/);
    expect(isOn('ADBLOCK')).toBe(true);
  });

  it('keeps the state when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    await view();
    const card = await screen.findByRole('region', { name: 'Ad blocking on this number' });
    await user.click(within(card).getByRole('button', { name: 'Turn ad blocking on' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card).toHaveTextContent('Ad blocking off');
    expect(isOn('ADBLOCK')).toBe(false);
  });

  it('shows a failed load and a failed change with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Device/NWStatus');
    await view();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('region', { name: 'Ad blocking on this number' });

    refuseOnce('Device/ApplyNW', 'post');
    await user.click(within(card).getByRole('button', { name: 'Turn ad blocking on' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn on' }),
    );
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("We couldn't change the ad blocking setting");
    expect(failed).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Ad blocking on')).toBeVisible();
  });
});

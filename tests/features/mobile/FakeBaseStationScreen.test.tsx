import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { lineIn } from '../../../src/sandbox/db/tables/mobileRules';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const onNumber = (deviceNo: string) => signedInState(DEMO_CUSTOMER_IDS.mobile, deviceNo);
const alertOn = (deviceNo: string) => 'FAKE2G' in (lineIn(db(), deviceNo)?.networkServices ?? {});

/** Lazily loaded screens and a busy machine: allow more than the default second. */
const SLOW = { timeout: 5_000 };

beforeAll(async () => {
  await import('../../../src/features/mobile/FakeBaseStationScreen');
});

describe('Fake base-station alert screen', () => {
  it('asks a visitor to sign in and keeps the way back', async () => {
    await renderRoute('/DetectFake2GSetting');
    expect(await screen.findByRole('link', { name: 'Sign in' }, SLOW)).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/DetectFake2GSetting')),
    );
  });

  it('explains the alert, turns it on once after a confirmation, then off', async () => {
    const user = userEvent.setup();
    const release = holdOnce('Device/NWStatus');
    await renderRoute('/DetectFake2GSetting', { preloadedState: onNumber('0922333444') });
    expect(await screen.findByText('Loading the alert setting…', {}, SLOW)).toBeVisible();
    release();
    const state = await screen.findByRole('region', { name: 'Fake base-station alert' }, SLOW);
    expect(state).toHaveTextContent('Alerts off');
    expect(state).toHaveTextContent('Free of charge.');
    expect(screen.getByRole('region', { name: 'How alerts arrive' })).toHaveTextContent(
      'By SMS to 0922*3*4*4',
    );
    expect(screen.getByRole('region', { name: 'What it protects you against' })).toHaveTextContent(
      'Scam SMS',
    );

    await user.click(within(state).getByRole('button', { name: 'Turn alerts on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn fake base-station alerts on?' });
    expect(dialog).toHaveTextContent('You will get an SMS');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(state).findByText('Alerts on', {}, SLOW)).toBeVisible();
    expect(within(state).getByRole('status')).toHaveTextContent(
      'Done: fake base-station alerts are on',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alertOn('0922333444')).toBe(true);

    await user.click(within(state).getByRole('button', { name: 'Turn alerts off' }));
    const off = await screen.findByRole('dialog', { name: 'Turn fake base-station alerts off?' });
    expect(off).toHaveTextContent('You will no longer be warned');
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await within(state).findByText('Alerts off', {}, SLOW)).toBeVisible();
    expect(alertOn('0922333444')).toBe(false);
  });

  it('cancelling the confirmation changes nothing', async () => {
    const user = userEvent.setup();
    await renderRoute('/DetectFake2GSetting', { preloadedState: onNumber('0912345678') });
    const state = await screen.findByRole('region', { name: 'Fake base-station alert' }, SLOW);
    expect(state).toHaveTextContent('Alerts on');
    expect(state).toHaveTextContent(/On since/);
    await user.click(within(state).getByRole('button', { name: 'Turn alerts off' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state).toHaveTextContent('Alerts on');
    expect(alertOn('0912345678')).toBe(true);
  });

  it('shows a failed load and a failed change with the message and a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Device/NWStatus');
    await renderRoute('/DetectFake2GSetting', { preloadedState: onNumber('0922333444') });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const state = await screen.findByRole('region', { name: 'Fake base-station alert' }, SLOW);

    refuseOnce('Device/ApplyNW', 'post');
    await user.click(within(state).getByRole('button', { name: 'Turn alerts on' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn on' }),
    );
    const failed = await screen.findByRole('alert', {}, SLOW);
    expect(failed).toHaveTextContent("We couldn't change the alert setting");
    expect(failed).toHaveTextContent(CARRIER_REFUSAL);
    expect(state).toHaveTextContent('Alerts off');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(state).findByText('Alerts on', {}, SLOW)).toBeVisible();
  });

  it('tells a fixed-line number that the page is for mobile numbers', async () => {
    await renderRoute('/DetectFake2GSetting', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    expect(await screen.findByText('This service is not for this number', {}, SLOW)).toBeVisible();
  });
});

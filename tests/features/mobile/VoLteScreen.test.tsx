import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mutate } from '../../../src/sandbox/db/state';
import { lineIn } from '../../../src/sandbox/db/tables/mobileRules';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const onNumber = (deviceNo: string) => signedInState(DEMO_CUSTOMER_IDS.mobile, deviceNo);

/** Lazily loaded screens and a busy machine: allow more than the default second. */
const SLOW = { timeout: 5_000 };

beforeAll(async () => {
  await import('../../../src/features/mobile/VoLteScreen');
});

describe('VoLTE screen', () => {
  it('asks a visitor to sign in and keeps the way back', async () => {
    await renderRoute('/VoLTEApply');
    expect(await screen.findByRole('link', { name: 'Sign in' }, SLOW)).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/VoLTEApply')),
    );
  });

  it('shows the handset and the plan, confirms, applies once and then reads on', async () => {
    const user = userEvent.setup();
    const release = holdOnce('Contract/ApplyVoLTECheck');
    await renderRoute('/VoLTEApply', { preloadedState: onNumber('0922333444') });
    expect(await screen.findByText('Checking VoLTE for this number…', {}, SLOW)).toBeVisible();
    release();
    const check = await screen.findByRole('region', { name: 'Can this number use VoLTE?' }, SLOW);
    expect(check).toHaveTextContent('Xiaomi Redmi 12C');
    expect(check).toHaveTextContent('Supports VoLTE');
    expect(check).toHaveTextContent('4G 599 方案');
    expect(check).toHaveTextContent('Includes VoLTE');

    await user.click(within(check).getByRole('button', { name: 'Apply for VoLTE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn VoLTE on?' });
    expect(dialog).toHaveTextContent('There is no fee');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Turn VoLTE on' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done: VoLTE is on');
    expect(
      await screen.findByRole('region', { name: 'VoLTE on this number' }, SLOW),
    ).toHaveTextContent('VoLTE is on');
    // A second apply would have been refused ("already on") and shown as an alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a handset without VoLTE cannot apply', async () => {
    await renderRoute('/VoLTEApply', { preloadedState: onNumber('0933555666') });
    const check = await screen.findByRole('region', { name: 'Can this number use VoLTE?' }, SLOW);
    expect(check).toHaveTextContent('Does not support VoLTE');
    expect(check).toHaveTextContent('Use a phone that supports VoLTE');
    expect(within(check).queryByRole('button', { name: 'Apply for VoLTE' })).toBeNull();
  });

  it('says why a plan without VoLTE cannot apply, with the way to the plans', async () => {
    mutate((database) => {
      const line = lineIn(database, '0922333444');
      if (line) line.packageCode = 'M4G399';
    });
    await renderRoute('/VoLTEApply', { preloadedState: onNumber('0922333444') });
    const check = await screen.findByRole('region', { name: 'Can this number use VoLTE?' }, SLOW);
    expect(check).toHaveTextContent('4G 399 方案');
    expect(check).toHaveTextContent('Does not include VoLTE');
    expect(within(check).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/MobileRateChange',
    );
    expect(within(check).queryByRole('button', { name: 'Apply for VoLTE' })).toBeNull();
  });

  it('shows a number that already has VoLTE as on', async () => {
    await renderRoute('/VoLTEApply', { preloadedState: onNumber('0912345678') });
    expect(
      await screen.findByRole('region', { name: 'VoLTE on this number' }, SLOW),
    ).toHaveTextContent('VoLTE is on');
  });

  it('shows a failed check with a retry, and a failed apply with its message and a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Contract/ApplyVoLTECheck');
    await renderRoute('/VoLTEApply', { preloadedState: onNumber('0922333444') });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const check = await screen.findByRole('region', { name: 'Can this number use VoLTE?' }, SLOW);

    refuseOnce('Contract/ApplyVoLTE');
    await user.click(within(check).getByRole('button', { name: 'Apply for VoLTE' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn VoLTE on' }),
    );
    const failed = await screen.findByRole('alert', {}, SLOW);
    expect(failed).toHaveTextContent("We couldn't turn VoLTE on");
    expect(failed).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: 'VoLTE on this number' }, SLOW),
    ).toHaveTextContent('VoLTE is on');
  });
});

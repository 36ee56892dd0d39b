import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const onNumber = (deviceNo: string) => signedInState(DEMO_CUSTOMER_IDS.mobile, deviceNo);
const RECEIVER_FIELD = 'To 0933555666 (5G 599 方案)';

beforeAll(async () => {
  await import('../../../src/features/addons/DataTransferScreen');
});

describe('5G data sharing screen', () => {
  it('shows the profile after loading and refuses more than is left at the field', async () => {
    const user = userEvent.setup();
    const release = holdOnce('Mobile/ShareProfile');
    await renderRoute('/DataTransfer', { preloadedState: onNumber('0912345678') });
    expect(await screen.findByText('Loading the sharing details…')).toBeVisible();
    release();
    const profile = await screen.findByRole('region', { name: 'Sharing from this number' });
    expect(profile).toHaveTextContent('20.00 GB');
    const members = screen.getByRole('table', {
      name: 'Numbers of your account and whether they can receive data',
    });
    expect(members).toHaveTextContent('Not on a 5G plan: it cannot receive data.');
    expect(screen.getByRole('link', { name: 'Share now', current: 'page' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Share data now' });
    const amount = within(form).getByLabelText(RECEIVER_FIELD);
    await user.type(amount, '25');
    await user.click(within(form).getByRole('button', { name: 'Share' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/More than this number has left to share/);
    expect(db().addons.shares).toHaveLength(0);
  });

  it('shares now once after a confirmation, and the profile follows', async () => {
    const user = userEvent.setup();
    await renderRoute('/DataTransfer/share', { preloadedState: onNumber('0912345678') });
    const form = await screen.findByRole('form', { name: 'Share data now' });
    await user.type(within(form).getByLabelText(RECEIVER_FIELD), '2');
    await user.click(within(form).getByRole('button', { name: 'Share' }));
    expect(form).toHaveTextContent('Share 2.00 GB to 0933555666 from 0912345678?');
    await user.dblClick(within(form).getByRole('button', { name: 'Share 2.00 GB' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Done: 2.00 GB to 0933555666 shared from 0912345678.',
    );
    expect(db().addons.shares).toEqual([
      expect.objectContaining({ fromNo: '0912345678', toNo: '0933555666', dataMB: 2048 }),
    ]);
    const profile = screen.getByRole('region', { name: 'Sharing from this number' });
    expect(await within(profile).findByText('18.00 GB')).toBeVisible();
  });

  it('saves a monthly share from next month', async () => {
    const user = userEvent.setup();
    await renderRoute('/DataTransfer/monthly', { preloadedState: onNumber('0912345678') });
    const form = await screen.findByRole('form', { name: 'Share every month' });
    expect(form).toHaveTextContent('No monthly sharing is set.');
    await user.type(within(form).getByLabelText(RECEIVER_FIELD), '1');
    await user.click(within(form).getByRole('button', { name: 'Save monthly sharing' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      /Saved: from .+ this number gives 1\.00 GB to 0933555666 every month\./,
    );
    expect(db().addons.monthlyShares).toEqual([
      expect.objectContaining({ toNo: '0933555666', dataMB: 1024 }),
    ]);
  });

  it('shows a failed record with a retry, then an empty record', async () => {
    const user = userEvent.setup();
    refuseOnce('Mobile/ShareMembersLog');
    await renderRoute('/DataTransfer/log', { preloadedState: onNumber('0912345678') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const log = await screen.findByRole('table', {
      name: 'Data shared between the numbers of your account',
    });
    expect(log).toHaveTextContent('Nothing shared yet.');
  });

  it('tells a number on a 4G plan that it cannot share', async () => {
    await renderRoute('/DataTransfer', { preloadedState: onNumber('0922333444') });
    expect(await screen.findByText('Only a number on a 5G plan can share data.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Share data now' })).toBeNull();
  });
});

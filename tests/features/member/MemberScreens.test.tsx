import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getTransferCouponLog } from '../../../src/api/coupon';
import { getLineBindStatus } from '../../../src/api/memberArea';
import { paths } from '../../../src/config/paths';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

describe('home', () => {
  it('shows a signed-in member every number with amount due and data use', async () => {
    await renderRoute(paths.home, { preloadedState: signedInState() });
    for (const number of ['0912345678', '0922333444', '0933555666']) {
      expect(
        await screen.findByRole('heading', { level: 3, name: new RegExp(number) }),
      ).toBeVisible();
    }
    expect(screen.getAllByRole('meter').length).toBeGreaterThan(0);
    expect(screen.getByText(/To pay for all numbers/)).toBeVisible();
    expect(screen.getByText('No bill yet')).toBeVisible();
  });

  it('offers a visitor the services and a sign-in', async () => {
    await renderRoute(paths.home);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Popular services' })).toBeVisible();
  });
});

describe('/My', () => {
  it('refuses a transfer to a number that is not the carrier’s, keeps it and moves nothing', async () => {
    await renderRoute(paths.my, { preloadedState: signedInState() });
    await screen.findByRole('table', { name: 'Unused' });
    await userEvent.selectOptions(screen.getByLabelText('Coupon to transfer'), 'CP2026000101');
    const receiver = screen.getByLabelText('Mobile number of the receiver');
    await userEvent.type(receiver, '0900000000');
    await userEvent.click(screen.getByRole('button', { name: 'Check the number' }));
    await waitFor(() => {
      expect(receiver).toHaveAttribute('aria-invalid', 'true');
    });
    expect(screen.getByText('受贈門號非本公司行動門號')).toBeVisible();
    expect(receiver).toHaveValue('0900000000');
    const log = await getTransferCouponLog();
    expect('data' in log && log.data).toEqual([]);
  });

  it('shows a company no VIP level and no points', async () => {
    await renderRoute(paths.my, {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.enterprise),
    });
    expect(await screen.findByRole('heading', { name: 'My coupons' })).toBeVisible();
    expect(screen.queryByText('VIP level')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Hami Points' })).toBeNull();
  });
});

describe('/MyInfoSettings', () => {
  it('keeps a birthday in the future, says why, and changes nothing', async () => {
    await renderRoute(paths.myInfoSettings, { preloadedState: signedInState() });
    const birthday = await screen.findByLabelText('Birthday');
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText(/Your birthday can't be in the future/)).not.toHaveLength(0);
    expect(birthday).toHaveValue('2999-01-01');
    expect(birthday).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the name and the header’s member info follows', async () => {
    const { store } = await renderRoute(paths.myInfoSettings, { preloadedState: signedInState() });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, '王大明');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Saved. Your new details are shown across the portal.'),
    ).toBeVisible();
    expect(store.getState().member.chtMemberInfo?.name).toBe('王大明');
  });
});

describe('/PidSetting', () => {
  it('a wrong code keeps the form and binds nothing; the right one binds', async () => {
    await renderRoute(paths.pidSetting, { preloadedState: signedInState() });
    await screen.findByText('Not bound to an ID number yet');
    await userEvent.type(screen.getByLabelText('Number'), '0912345678');
    await userEvent.type(screen.getByLabelText('ID number'), 'a123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    const code = await screen.findByLabelText('Verification code');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    await waitFor(() => {
      expect(code).toHaveAttribute('aria-invalid', 'true');
    });
    const before = await getLineBindStatus();
    expect('data' in before && before.data.lines).toEqual([]);

    await userEvent.clear(code);
    await userEvent.type(code, '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('0912345678 is bound to your ID number.')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Lines that prove your ID number' });
    expect(await within(table).findByText('0912345678')).toBeVisible();
  });
});

describe('/Process', () => {
  it('lists online-store, fixed-line and roaming applications with their statuses', async () => {
    await renderRoute(paths.process, { preloadedState: signedInState() });
    expect(await screen.findByText('Waiting for your documents')).toBeVisible();
    // The roaming section lists every pass ordered, so a status may stand more than once.
    expect((await screen.findAllByText('In progress'))[0]).toBeVisible();
    expect((await screen.findAllByText('Completed'))[0]).toBeVisible();
  });
});

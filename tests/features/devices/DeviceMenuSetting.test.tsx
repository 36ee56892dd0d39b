import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDeviceMenu, updateDeviceMenuInfo } from '../../../src/api/member';
import { paths } from '../../../src/config/paths';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { actAs } from '../../sandbox/support';
import { signedInState } from '../../support/session';

function rows() {
  return within(screen.getByRole('list', { name: 'Your numbers' })).getAllByRole('listitem');
}

describe('/DeviceMenuSetting', () => {
  it('asks a visitor to log in', async () => {
    await renderRoute(paths.deviceMenuSetting);
    expect(screen.getByText('Sign in to see this page')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/DeviceMenuSetting')),
    );
  });

  it('renames, hides and moves a number by keyboard, saves, and the menu follows', async () => {
    const { store } = await renderRoute(paths.deviceMenuSetting, {
      preloadedState: signedInState(),
    });
    await screen.findByRole('list', { name: 'Your numbers' });
    expect(within(rows()[0]!).getByText('0912345678')).toBeVisible();
    await screen.findByLabelText('Name for 0933555666');

    await userEvent.type(screen.getByLabelText('Name for 0933555666'), 'Tablet');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Show 0922333444 in the number menu' }),
    );
    const moveUp = screen.getByRole('button', { name: 'Move 0933555666 up' });
    moveUp.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('0933555666 is now number 1 of 3.');
    });
    expect(screen.getByRole('button', { name: 'Move 0933555666 up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. The number menu now follows your settings.'),
    ).toBeVisible();
    const devices = store.getState().client.devices;
    expect(devices.map((device) => device.deviceNo)).toEqual([
      '0933555666',
      '0912345678',
      '0922333444',
    ]);
    expect(devices[0]?.AliasOfCustom).toBe('Tablet');
    expect(devices[2]?.show).toBe(false);
  });

  it('refuses to hide every number and keeps the edits', async () => {
    await renderRoute(paths.deviceMenuSetting, { preloadedState: signedInState() });
    await screen.findByRole('list', { name: 'Your numbers' });
    for (const number of ['0912345678', '0922333444', '0933555666']) {
      await userEvent.click(
        screen.getByRole('checkbox', { name: `Show ${number} in the number menu` }),
      );
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Show at least one number.');
    expect(
      screen.getByRole('checkbox', { name: 'Show 0912345678 in the number menu' }),
    ).not.toBeChecked();
  });

  it('restores the carrier order after confirmation', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const menu = await getDeviceMenu();
    if ('error' in menu) throw new Error(menu.error.message);
    await updateDeviceMenuInfo({ devices: [...menu.data.devices].reverse() });
    await renderRoute(paths.deviceMenuSetting, { preloadedState: signedInState() });
    await screen.findByRole('list', { name: 'Your numbers' });
    expect(within(rows()[0]!).getByText('0933555666')).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: "Restore the carrier's order and names" }),
    );
    const question = screen.getByRole('group', {
      name: "Restore the carrier's order and names for all your numbers?",
    });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(within(rows()[0]!).getByText('0933555666')).toBeVisible();

    await userEvent.click(
      screen.getByRole('button', { name: "Restore the carrier's order and names" }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, restore' }));
    await waitFor(() => {
      expect(screen.getByText("The carrier's order and names are back.")).toBeVisible();
      expect(within(rows()[0]!).getByText('0912345678')).toBeVisible();
    });
  });
});

describe('/DeviceMenuSetting names', () => {
  it('shows a wrong name under its field, keeps every edit and saves nothing', async () => {
    const { store } = await renderRoute(paths.deviceMenuSetting, {
      preloadedState: signedInState(),
    });
    const field = await screen.findByLabelText('Name for 0922333444');
    await userEvent.clear(field);
    await userEvent.type(field, 'x'.repeat(21));
    await userEvent.type(screen.getByLabelText('Name for 0912345678'), '<home>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const first = screen.getByLabelText('Name for 0912345678');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(
      expect.stringContaining('A name cannot contain <, > or control characters.'),
    );
    expect(first).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('A name can have at most 20 characters.'),
    );
    expect(field).toHaveValue('x'.repeat(21));

    await userEvent.clear(first);
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().client.devices[1]?.AliasOfCustom).not.toBe('x'.repeat(21));
  });

  it('keeps what the member typed when the carrier refuses the save', async () => {
    await renderRoute(paths.deviceMenuSetting, { preloadedState: signedInState() });
    const field = await screen.findByLabelText('Name for 0912345678');
    await userEvent.clear(field);
    await userEvent.type(field, 'Work');
    server.use(
      http.post(apiUrl('CHTMember/UpdateDeviceMenuInfo'), () =>
        HttpResponse.json({ result: -1, message: '系統忙碌中，請稍後再試' }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('系統忙碌中，請稍後再試');
    expect(field).toHaveValue('Work');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the error with a retry when the menu cannot be read', async () => {
    server.use(
      http.post(apiUrl('CHTMember/DeviceMenu'), () =>
        HttpResponse.json({ result: -1, message: '門號資料暫時無法取得' }),
      ),
    );
    await renderRoute(paths.deviceMenuSetting, { preloadedState: signedInState() });
    expect(await screen.findByText('門號資料暫時無法取得')).toBeVisible();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('list', { name: 'Your numbers' })).toBeVisible();
  });

  it('moves focus to the other arrow when a number reaches the top', async () => {
    await renderRoute(paths.deviceMenuSetting, { preloadedState: signedInState() });
    const up = await screen.findByRole('button', { name: 'Move 0922333444 up' });
    await userEvent.click(up);
    expect(screen.getByRole('button', { name: 'Move 0922333444 down' })).toHaveFocus();
    expect(within(rows()[0]!).getByText('0922333444')).toBeVisible();
  });
});

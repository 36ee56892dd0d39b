import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { server } from '../../../src/sandbox/node';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { renderRoute } from '../../support/render';
import { prepaidSessionState } from '../../support/session';

describe('prepaid number information', () => {
  it('shows the main account, the other balances and the plans grouped by kind', async () => {
    await renderRoute(paths.prepaidSubscriber, {
      preloadedState: prepaidSessionState('0987000401'),
    });
    const main = await screen.findByRole('region', { name: 'Main account' });
    expect(within(main).getByText('0987*0*4*1')).toBeVisible();
    expect(within(main).getByText('NT$350')).toBeVisible();
    expect(within(main).getByText('VoWiFi, VoLTE')).toBeVisible();

    const accounts = screen.getByRole('table', {
      name: 'Your accounts and the order they are used in',
    });
    const order = within(accounts)
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('strong')?.textContent);
    expect(order).toEqual(['In-network gift credit', 'Free credit', 'Main account', 'Bonus']);
    expect(within(accounts).getByText('NT$100')).toBeVisible();
    expect(screen.getByText(/Plans are bought from the main account only/)).toBeVisible();

    const others = screen.getByRole('region', { name: 'Other account balances' });
    expect(within(others).getByText('30 min 0 s')).toBeVisible();
    expect(within(others).getByText('512.00 MB')).toBeVisible();

    const daily = screen.getByRole('list', { name: 'Daily plans' });
    expect(within(daily).getAllByRole('listitem').length).toBeGreaterThan(2);
    expect(within(daily).getByText('Withdrawn')).toBeVisible();
    expect(within(daily).getByText('Expired')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Hourly plans' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Volume plans' })).toBeVisible();
  });

  it('renews a plan inside its window after confirmation', async () => {
    await renderRoute(paths.prepaidSubscriber, {
      preloadedState: prepaidSessionState('0987000402'),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Renew Data pack 1GB/ }));
    expect(
      screen.getByText(/Renew Data pack 1GB .* for NT\$180 from your main balance\?/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm renewal' }));
    // The card holds 45: the renewal is refused and says why.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Purchase failed: the main balance is not enough.',
    );
  });

  it('explains an expired number', async () => {
    await renderRoute(paths.prepaidSubscriber, {
      preloadedState: prepaidSessionState('0987000001'),
    });
    expect(await screen.findByText(/This number expired on/)).toBeVisible();
  });

  it('shows a failure with a retry', async () => {
    server.use(
      http.get(apiUrl('Prepaid/GetSubscriber'), () =>
        HttpResponse.json({ result: -1, message: '系統忙碌中' }),
      ),
    );
    await renderRoute(paths.prepaidSubscriber, {
      preloadedState: prepaidSessionState('0987000401'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('系統忙碌中');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Main account' })).toBeVisible();
  });
});

describe('prepaid top-up', () => {
  it('tops up with a valid code, shows the bonus in its own account and adds it to the record', async () => {
    await renderRoute(paths.prepaidTopUp, { preloadedState: prepaidSessionState('0987000401') });
    const records = await screen.findByRole('table', { name: 'Top-up record' });
    const before = within(records).getAllByRole('row').length;
    await userEvent.type(screen.getByLabelText('Top-up code'), '5000-0000-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Top-up succeeded.');
    expect(within(result).getByText('NT$500')).toBeVisible();
    expect(within(result).getByText(/NT\$100 in your bonus account, valid until/)).toBeVisible();
    expect(within(result).getByText('NT$850')).toBeVisible();
    expect(
      within(await screen.findByRole('table', { name: 'Top-up record' })).getAllByRole('row'),
    ).toHaveLength(before + 1);
  });

  it('refuses a used card next to the field and keeps the code', async () => {
    await renderRoute(paths.prepaidTopUp, { preloadedState: prepaidSessionState('0987000401') });
    await userEvent.type(await screen.findByLabelText('Top-up code'), '900000000001');
    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/already been used/);
    expect(screen.getByLabelText('Top-up code')).toHaveValue('900000000001');
    expect(screen.getByLabelText('Top-up code')).toHaveAccessibleDescription(/already been used/);
  });

  it('checks the code format before calling', async () => {
    await renderRoute(paths.prepaidTopUp, { preloadedState: prepaidSessionState('0987000401') });
    await userEvent.type(await screen.findByLabelText('Top-up code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(screen.getByText('The top-up code is 12 or 14 digits. Please check it.')).toBeVisible();
  });

  it('redeems a prepaid coupon into the bonus account, once', async () => {
    await renderRoute(paths.prepaidTopUp, { preloadedState: prepaidSessionState('0987000401') });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(screen.getByLabelText('Coupon code')).toHaveAccessibleDescription(/can't be left blank/);
    await userEvent.type(screen.getByLabelText('Coupon code'), 'prepaid100');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(
      await screen.findByText(/NT\$100 has been added to your bonus account, valid until/),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('Coupon code'), 'PREPAID050');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(
      await screen.findByText('This coupon code has already been used.', { selector: '*' }),
    ).toBeVisible();
  });

  it('says when there is no top-up record', async () => {
    await renderRoute(paths.prepaidTopUp, { preloadedState: prepaidSessionState('0987000402') });
    expect(await screen.findByText('No top-up record found.')).toBeVisible();
  });
});

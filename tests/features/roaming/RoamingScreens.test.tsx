import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxNow } from '../../../src/sandbox/db/clock';
import { dateAfter, taipeiDate } from '../../../src/sandbox/db/dates';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { mutate } from '../../../src/sandbox/db/state';
import { server } from '../../../src/sandbox/node';
import type { PreloadedState } from '../../../src/state/store';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  calls.push(new URL(request.url).pathname);
};
server.events.on('request:start', record);
afterEach(() => {
  calls.length = 0;
});
const callsTo = (path: string) => calls.filter((pathname) => pathname.endsWith(path)).length;

/** /Roaming signed in, the finder's default trip (Japan) searched: the finder and its table. */
async function showJapanPasses() {
  const user = userEvent.setup();
  await renderRoute('/Roaming', { preloadedState: signedInState() });
  const finder = await screen.findByRole('region', { name: 'Find a roaming pass' });
  await waitFor(() => {
    expect(within(finder).getByLabelText('Destination')).toHaveValue('JP');
  });
  await user.click(within(finder).getByRole('button', { name: 'Show passes' }));
  const table = await within(finder).findByRole('table', { name: 'Passes for Japan' });
  return { user, finder, table };
}

describe('/Roaming', () => {
  it('refuses a start date in the past at its field and asks for no passes', async () => {
    await renderRoute('/Roaming', { preloadedState: signedInState() });
    const finder = await screen.findByRole('region', { name: 'Find a roaming pass' });
    await waitFor(() => {
      expect(within(finder).getByLabelText('Destination')).toHaveValue('JP');
    });
    const start = within(finder).getByLabelText('First day abroad');
    fireEvent.change(start, { target: { value: dateAfter(sandboxNow(), -1) } });
    await userEvent.click(within(finder).getByRole('button', { name: 'Show passes' }));
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(finder).getByText("The first day abroad can't be in the past."),
    ).toBeInTheDocument();
    expect(callsTo('RSC/RoamingPlanSuggestion')).toBe(0);
  });

  it('lists the passes for Japan and refuses a lower-case serial at the field without a call', async () => {
    const { user, finder, table } = await showJapanPasses();
    expect(within(table).getByRole('rowheader', { name: '日本 5 天 5GB' })).toBeInTheDocument();
    expect(within(table).getByText('NT$299')).toBeInTheDocument();

    await user.click(within(finder).getByRole('button', { name: 'Choose 日本 5 天 5GB' }));
    const buy = within(finder).getByRole('region', { name: 'Buy 日本 5 天 5GB' });
    const serial = within(buy).getByLabelText('Discount serial (optional)');
    await user.type(serial, 'roam2026');
    await user.click(within(buy).getByRole('button', { name: 'Buy for NT$299' }));
    expect(serial).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(buy).getByText('Enter the discount serial using capital letters and digits only.'),
    ).toBeInTheDocument();
    expect(callsTo('RSC/CouponRatePlanInfo')).toBe(0);
    expect(callsTo('Contract/ApplyRoamingToEShop')).toBe(0);
  });

  it('offers to set roaming up on a number that never had it', async () => {
    const user = userEvent.setup();
    await renderRoute('/Roaming', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0933555666'),
    });
    await user.click(await screen.findByRole('button', { name: 'Set up roaming' }));
    expect(await screen.findByText('Roaming is on for this number.')).toBeInTheDocument();
  });
});

/** 0912345678's cap, and a pass of this price ordered today (so the month's spend is known). */
function capWithSpend(cap: { monthlyAmount: number; action: 'stop' | 'alert' }, spent: number) {
  mutate((database) => {
    const today = dateAfter(sandboxNow(), 0);
    const month = today.slice(0, 7);
    database.roaming.orders = database.roaming.orders.filter(
      (order) => !order.orderDate.startsWith(month),
    );
    database.roaming.orders.push({
      orderId: 'RO-TEST',
      deviceNo: '0912345678',
      packageId: 'KR5',
      orderDate: today,
      startDate: dateAfter(sandboxNow(), 20),
      endDate: dateAfter(sandboxNow(), 22),
      listPrice: spent,
      discount: 0,
      couponSn: null,
      travelInsurance: false,
      channel: 'web',
      cancelled: false,
      applicationNo: 'RA-TEST',
    });
    const row = database.roaming.caps.find((item) => item.deviceNo === '0912345678');
    if (row) Object.assign(row, { enabled: true, dataThresholdMB: null, ...cap });
  });
}

async function openPass(name: string) {
  const { user, finder } = await showJapanPasses();
  await user.click(within(finder).getByRole('button', { name: `Choose ${name}` }));
  return { user, buy: within(finder).getByRole('region', { name: `Buy ${name}` }) };
}

describe('/Roaming buying against the cap and the line', () => {
  it('shows what the pass does to the cap, and refuses past a "stop" cap before any call', async () => {
    capWithSpend({ monthlyAmount: 500, action: 'stop' }, 130);
    const { user, buy } = await openPass('日本 5 天 5GB');
    expect(
      await within(buy).findByText(
        'This pass takes you to 85 % of your NT$500 monthly cap (NT$429 this month).',
      ),
    ).toBeInTheDocument();
    await user.click(within(buy).getByRole('button', { name: 'Choose another pass' }));

    const finder = screen.getByRole('region', { name: 'Find a roaming pass' });
    await user.click(within(finder).getByRole('button', { name: 'Choose 日本 15 天 吃到飽' }));
    const over = within(finder).getByRole('region', { name: 'Buy 日本 15 天 吃到飽' });
    await user.click(await within(over).findByRole('button', { name: 'Buy for NT$699' }));
    const alert = await within(over).findByRole('alert');
    expect(alert).toHaveTextContent('The pass was not bought');
    expect(alert).toHaveTextContent("so it can't be bought");
    expect(callsTo('RSC/CANProvisionRateplan')).toBe(0);
    expect(callsTo('Contract/ApplyRoamingToEShop')).toBe(0);
  });

  it('warns past an "alert only" cap and buys after the pre-check', async () => {
    capWithSpend({ monthlyAmount: 500, action: 'alert' }, 130);
    const { user, buy } = await openPass('日本 15 天 吃到飽');
    expect(
      await within(buy).findByText(/Your cap is set to alert only, so you can still buy it\./),
    ).toBeInTheDocument();
    await user.click(within(buy).getByRole('button', { name: 'Buy for NT$699' }));
    expect(await screen.findByRole('region', { name: 'Pass bought' })).toBeInTheDocument();
    expect(callsTo('RSC/CANProvisionRateplan')).toBe(1);
  });

  it("shows a refused serial in English from its code, and a valid one's price on the button", async () => {
    const { user, buy } = await openPass('日本 5 天 5GB');
    const serial = within(buy).getByLabelText('Discount serial (optional)');
    await user.type(serial, 'USED2025');
    await user.click(within(buy).getByRole('button', { name: 'Apply serial' }));
    expect(
      await within(buy).findByText('This discount serial has already been used.'),
    ).toBeInTheDocument();
    expect(within(buy).queryByText('此優惠序號已使用')).not.toBeInTheDocument();

    await user.clear(serial);
    await user.type(serial, 'ROAM2026');
    await user.click(within(buy).getByRole('button', { name: 'Apply serial' }));
    expect(await within(buy).findByRole('button', { name: 'Buy for NT$199' })).toBeInTheDocument();
    expect(within(buy).getByText('Serial ROAM2026: NT$100 off.')).toBeInTheDocument();
  });

  it('refuses a pass on a suspended number with the reason, and orders nothing', async () => {
    mutate((database) => {
      const line = database.mobile.lines.find((row) => row.deviceNo === '0912345678');
      if (line) line.suspend = 'twoWaySuspended';
    });
    const { user, buy } = await openPass('日本 5 天 5GB');
    await user.click(within(buy).getByRole('button', { name: 'Buy for NT$299' }));
    expect(await within(buy).findByRole('alert')).toHaveTextContent(
      "This number is suspended, so it can't take a roaming pass.",
    );
    expect(callsTo('Contract/ApplyRoamingToEShop')).toBe(0);
  });

  it('says when the cap stopped roaming data', async () => {
    capWithSpend({ monthlyAmount: 100, action: 'stop' }, 130);
    await renderRoute('/Roaming', { preloadedState: signedInState() });
    expect(
      await screen.findByText(/Your monthly roaming cap stopped roaming data\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Roaming is off for this number/)).toBeInTheDocument();
  });

  it('lists its sections first, and switches roaming off at once, with an undo', async () => {
    const user = userEvent.setup();
    await renderRoute('/Roaming', { preloadedState: signedInState() });
    const menu = await screen.findByRole('navigation', { name: 'On this page' });
    const settingsLink = within(menu).getByRole('link', { name: 'Roaming and alerts' });
    expect(within(menu).getAllByRole('link')).toHaveLength(5);
    await user.click(settingsLink);
    const settings = screen.getByRole('region', { name: 'Roaming and alerts' });
    expect(settings.parentElement).toHaveFocus();

    const toggle = await within(settings).findByRole('switch', { name: 'Roaming' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await within(settings).findByText('Roaming is now off.')).toBeVisible();
    expect(await screen.findByText(/Roaming is off for this number/)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(callsTo('SetSubrSettings')).toBe(1);

    await user.click(within(settings).getByRole('button', { name: 'Undo' }));
    expect(await within(settings).findByText('Roaming is now on.')).toBeVisible();
    expect(await screen.findByText(/Roaming is on for this number/)).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});

describe('/RoamingHistory', () => {
  it('shows the orders of a month and the detail of one', async () => {
    const user = userEvent.setup();
    await renderRoute('/RoamingHistory', { preloadedState: signedInState() });
    const month = await screen.findByLabelText('Month');
    const options = within(month).getAllByRole('option');
    expect(options).toHaveLength(12);
    // Last month: the order that used the serial USED2025.
    const { year, month: current } = taipeiDate(sandboxNow());
    await user.selectOptions(month, options[1] ?? '');
    const table = await screen.findByRole('table', { name: /^Roaming orders in/ });
    expect(table).toHaveAccessibleName(
      expect.stringContaining(String(current === 1 ? year - 1 : year)),
    );
    await user.click(within(table).getByRole('button', { name: /^Detail of 日本 5 天 5GB/ }));
    const detail = await screen.findByRole('region', { name: /^Order RO/ });
    expect(await within(detail).findByText('USED2025')).toBeInTheDocument();
    expect(within(detail).getByText('-NT$100')).toBeInTheDocument();
  });

  it('refuses with "Device number is required" (shown translated) without a call when there is no number', async () => {
    const state = signedInState();
    const preloadedState: PreloadedState = {
      ...state,
      client: state.client ? { ...state.client, device: null } : state.client,
    };
    await renderRoute('/RoamingHistory', { preloadedState });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We can't show roaming orders");
    expect(alert).toHaveTextContent('Please choose a number first.');
    expect(callsTo('RSC/GetSubscriptionHistoryDetail')).toBe(0);
    expect(callsTo('RSC/GetSubscriptionHistory')).toBe(0);
  });
});

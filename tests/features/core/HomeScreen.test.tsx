import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { mutate } from '../../../src/sandbox/db/state';
import { failNextCall } from '../../../src/sandbox/faults';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

async function numberCard(deviceNo: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: new RegExp(deviceNo) });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card for ${deviceNo}`);
  return within(card);
}

describe('home: the household console', () => {
  it("opens the second card's bill on that number, whichever was selected before", async () => {
    const user = userEvent.setup();
    const { store } = await renderRoute(paths.home, { preloadedState: signedInState() });
    expect(store.getState().client.device?.deviceNo).toBe('0912345678');
    const second = await numberCard('0922333444');
    await user.click(second.getByRole('link', { name: 'Pay the bill' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bills and payment' }),
    ).toBeVisible();
    expect(store.getState().client.device?.deviceNo).toBe('0922333444');
    expect(screen.getByRole('combobox')).toHaveValue('0922333444');
  });

  it('gives broadband its speed tier and traffic and the landline its minutes', async () => {
    await renderRoute(paths.home, {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    const broadband = await numberCard('HN12345678');
    expect(broadband.getByText('Internet this month')).toBeVisible();
    expect(broadband.getByText(/^500M line · .+ used$/)).toBeVisible();
    const landline = await numberCard('0223456789');
    expect(landline.getByText('Calls this month')).toBeVisible();
    expect(landline.getByText(/^\d+ minutes of calls$/)).toBeVisible();
  });

  it('says when the numbers could not be loaded and loads them again', async () => {
    const user = userEvent.setup();
    failNextCall('result');
    await renderRoute(paths.home, { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your numbers");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await numberCard('0912345678')).toBeTruthy();
  });
});

describe('home: the 5G renewal offer', () => {
  async function offersFor(deviceNo: string) {
    await renderRoute(paths.home, {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, deviceNo),
    });
    const offers = within(await screen.findByRole('region', { name: 'Offers for you' }));
    expect(offers.getByRole('link', { name: '出國漫遊日租方案' })).toBeVisible();
    return offers;
  }

  it('leads a line that may change plan to /MobileRateChange', async () => {
    const offers = await offersFor('0922333444');
    expect(offers.getByRole('link', { name: '5G 續約享好禮' })).toHaveAttribute(
      'href',
      paths.mobileRateChange,
    );
  });

  it('is not offered for a line within its contract', async () => {
    const offers = await offersFor('0912345678');
    expect(offers.queryByRole('link', { name: '5G 續約享好禮' })).toBeNull();
  });

  it('is not offered for a suspended line', async () => {
    mutate((database) => {
      const line = database.mobile.lines.find((row) => row.deviceNo === '0922333444');
      if (line) line.suspend = 'twoWaySuspended';
    });
    const offers = await offersFor('0922333444');
    expect(offers.queryByRole('link', { name: '5G 續約享好禮' })).toBeNull();
  });
});

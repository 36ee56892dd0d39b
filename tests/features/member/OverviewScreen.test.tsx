import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

async function rowOf(deviceNo: string) {
  const header = await screen.findByRole('rowheader', { name: new RegExp(deviceNo) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${deviceNo}`);
  return within(row);
}

describe('/Overview', () => {
  it('shows per number kind, plan and contract end on one line, the roaming this month and pay all', async () => {
    await renderRoute(paths.overview, { preloadedState: signedInState() });
    const first = await rowOf('0912345678');
    expect(first.getByText(/^Mobile · .+ · Contract until /)).toBeVisible();
    expect(first.getByText(/ until /, { selector: 'td' })).toBeVisible();
    // In its column; the same text is folded under the number for mid-width screens.
    expect(
      first.getByText(/^NT\$[\d,]+ (of the NT\$[\d,]+ cap|spent, no cap set)$/, {
        selector: 'td span',
      }),
    ).toBeVisible();
    expect((await rowOf('0922333444')).getByText(/^overdue since /)).toBeVisible();
    const third = await rowOf('0933555666');
    expect(third.getByText('No pass in use', { selector: 'td' })).toBeVisible();
    expect(third.getByText(/^Mobile · /)).toBeVisible();
    expect(third.queryByText(/Contract until /)).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay all numbers' })).toHaveAttribute(
      'href',
      '/Bill/payments',
    );
  });

  it("opens a row's usage on that number", async () => {
    const user = userEvent.setup();
    const { store } = await renderRoute(paths.overview, { preloadedState: signedInState() });
    const second = await rowOf('0922333444');
    await user.click(second.getByRole('link', { name: 'Usage of 0922333444' }));
    await screen.findByRole('heading', { level: 1, name: 'Mobile usage' });
    expect(store.getState().client.device?.deviceNo).toBe('0922333444');
  });

  it('opens the broadband row on its number and shows the landline minutes', async () => {
    const user = userEvent.setup();
    const { store } = await renderRoute(paths.overview, {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    const landline = await rowOf('0223456789');
    expect(landline.getByText(/^\d+ minutes of calls$/)).toBeVisible();
    expect(landline.queryByRole('link', { name: /^Usage of/ })).toBeNull();
    const broadband = await rowOf('HN12345678');
    expect(broadband.getByText(/^500M line · /)).toBeVisible();
    await user.click(broadband.getByRole('link', { name: /^(Pay the bill|Bill) of HN12345678$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Bills and payment' });
    expect(store.getState().client.device?.deviceNo).toBe('HN12345678');
  });

  it('says when the overview could not be loaded and loads it again', async () => {
    const user = userEvent.setup();
    refuseOnce('dashboard/SimplifiedInformation');
    await renderRoute(paths.overview, { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the overview");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('0912345678')).toBeTruthy();
  });
});

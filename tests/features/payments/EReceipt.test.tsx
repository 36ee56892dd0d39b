import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { failNextCall } from '../../../src/sandbox/faults';
import { renderRoute } from '../../support/render';
import { holdOnce } from '../../support/calls';
import { signedInState } from '../../support/session';
import { nth } from '../../support/nth';

async function findMonths() {
  return screen.findByRole('table', { name: 'Bills of the last 12 months' });
}

describe('E-receipt screen', () => {
  it('lists 12 months; a payment receipt only for a paid month', async () => {
    await renderRoute('/EReceipt', { preloadedState: signedInState() });
    const table = await findMonths();
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const receipts = within(table).getAllByRole('checkbox', { name: /^Payment receipt of / });
    expect(receipts[0]).toBeDisabled();
    expect(receipts[1]).toBeEnabled();
    expect(within(table).getByText('Not paid yet')).toBeInTheDocument();
    expect(screen.getByText(/^Reissued documents are sent to wa\*+@example\.com\.$/)).toBeVisible();
  });

  it('checks the choice: at least one, at most 6 months', async () => {
    const user = userEvent.setup();
    await renderRoute('/EReceipt', { preloadedState: signedInState() });
    const table = await findMonths();
    await user.click(screen.getByRole('button', { name: 'Reissue' }));
    const group = screen.getByRole('group', { name: /^Choose what to reissue/ });
    expect(group).toHaveAccessibleDescription('Choose at least one bill copy or payment receipt.');
    const copies = within(table).getAllByRole('checkbox', { name: /^Bill copy of / });
    for (const copy of copies.slice(0, 7)) await user.click(copy);
    await user.click(screen.getByRole('button', { name: 'Reissue' }));
    expect(group).toHaveAccessibleDescription('Choose at most 6 months at a time.');
    expect(copies[6]).toBeChecked();
  });

  it('reissues a bill copy and a receipt, and refuses the same month again today', async () => {
    const user = userEvent.setup();
    await renderRoute('/EReceipt', { preloadedState: signedInState() });
    const table = await findMonths();
    await user.click(nth(within(table).getAllByRole('checkbox', { name: /^Bill copy of / }), 0));
    await user.click(
      nth(within(table).getAllByRole('checkbox', { name: /^Payment receipt of / }), 1),
    );
    await user.click(screen.getByRole('button', { name: 'Reissue' }));
    expect(await screen.findByText(/^Done: 2 month\(s\) will be sent to/)).toHaveTextContent(
      /\(reference RI\w+\)\.$/,
    );
    await user.click(
      nth(within(await findMonths()).getAllByRole('checkbox', { name: /^Bill copy of / }), 0),
    );
    await user.click(screen.getByRole('button', { name: 'Reissue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此月份今日已申請補寄');
  });

  it('explains a number without bills', async () => {
    await renderRoute('/EReceipt', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0933555666'),
    });
    expect(await screen.findByText('No bills yet')).toBeInTheDocument();
  });

  it('shows the loading state, the error with its message, and a retry', async () => {
    const user = userEvent.setup();
    const release = holdOnce('Bill/EReceiptMonthInfo');
    failNextCall('result');
    await renderRoute('/EReceipt', { preloadedState: signedInState() });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your bills…');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your bills");
    expect(alert).toHaveTextContent('系統忙碌中');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findMonths()).toBeInTheDocument();
  });
});

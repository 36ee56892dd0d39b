import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

async function findCurrentBill() {
  return screen.findByRole('region', { name: /^Bill for / });
}

describe('Bill screen', () => {
  it('shows the current bill of the selected number', async () => {
    await renderRoute('/Bill', { preloadedState: signedInState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Bills and payment' })).toBeVisible();
    // The number shows once, in the chooser, named by its kind in the interface language.
    expect(screen.getByRole('combobox', { name: 'Number' })).toHaveDisplayValue(
      'My mobile · 0912345678',
    );
    expect(screen.queryByText(/^Number .*0912345678$/)).not.toBeInTheDocument();

    const bill = await findCurrentBill();
    expect(within(bill).getByText('Unpaid')).toBeInTheDocument();
    expect(within(bill).getByText('Amount due')).toBeInTheDocument();
    expect(within(bill).getByText('NT$1,443')).toBeInTheDocument();
    expect(within(bill).getByText('Due date')).toBeInTheDocument();
    expect(within(bill).getByText('Please pay by the due date.')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Bill views' });
    expect(within(tabs).getByRole('link', { name: 'Current bill' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Bill history' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(tabs).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      '/Bill/payments',
    );
    expect(within(bill).getByRole('button', { name: 'Pay now (NT$1,443)' })).toBeVisible();
  });

  it('falls back to the current bill for an unknown tab', async () => {
    await renderRoute('/Bill/no-such-view', { preloadedState: signedInState() });
    expect(await findCurrentBill()).toHaveTextContent('NT$1,443');
    expect(screen.getByRole('link', { name: 'Current bill' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('compares the bill with last month, line by line in words', async () => {
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const comparison = await screen.findByRole('region', { name: /^Compared with / });
    const total = await within(comparison).findByText(/^This bill is /);
    expect(total.textContent).toMatch(
      /^This bill is (NT\$[\d,]+ (more|less) than|the same as) last month's \(NT\$[\d,]+\)\.$/,
    );
    const sentences = [
      ...within(comparison)
        .queryAllByRole('listitem')
        .map((item) => item.textContent),
      within(comparison).queryByText(/^Unchanged: /)?.textContent ?? '',
    ].join(' ');
    // Every kind of charge of the bill is accounted for: changed, new, gone or unchanged.
    expect(sentences).toMatch(/Monthly fee/);
    expect(sentences).toMatch(/Business tax/);
  });

  it('shows the charges since the last bill and the small-payment quota of a mobile number', async () => {
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const unbilled = await screen.findByRole('region', { name: 'Since your last bill' });
    expect(await within(unbilled).findByText('NT$350 of NT$2,000 used this month')).toBeVisible();
    expect(within(unbilled).getByText(/^as of /)).toBeInTheDocument();
  });

  it('sums up what every number owes, and switches to a number from there', async () => {
    const user = userEvent.setup();
    const { store } = await renderRoute('/Bill', { preloadedState: signedInState() });
    const summary = await screen.findByRole('region', { name: 'All your numbers' });
    const total = await within(summary).findByRole('row', { name: /^Total to pay/ });
    expect(total).toHaveTextContent('NT$2,340');
    expect(within(summary).getByRole('row', { name: /0933555666/ })).toHaveTextContent(
      'No bills yet',
    );
    expect(
      within(summary).getByRole('link', { name: 'Pay several numbers at once' }),
    ).toHaveAttribute('href', '/Bill/payments');
    await user.click(
      within(summary).getByRole('button', { name: /^Show the bills of .*0922333444/ }),
    );
    expect(store.getState().client.device?.deviceNo).toBe('0922333444');
    expect(await findCurrentBill()).toHaveTextContent('NT$897');
  });

  it('shows a loading state until the bill arrives', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the call, then lets it go on to the sandbox handler.
    server.use(
      http.get(
        apiUrl('Bill/BillInfo'),
        async () => {
          await released;
        },
        { once: true },
      ),
    );
    await renderRoute('/Bill', { preloadedState: signedInState() });
    // The route's own loading frame may still be there beside the bill's: look for the bill's.
    const loading = await screen.findByText('Loading your bill…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: /^Bill for / })).not.toBeInTheDocument();
    release();
    expect(await findCurrentBill()).toHaveTextContent('NT$1,443');
    await waitFor(() => {
      expect(screen.queryAllByRole('status')).toHaveLength(0);
    });
  });

  it("opens the current bill's lines", async () => {
    const user = userEvent.setup();
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const bill = await findCurrentBill();
    const toggle = within(bill).getByRole('button', { name: 'Show bill details' });
    await user.click(toggle);
    const table = await within(bill).findByRole('table', { name: /^Bill details for / });
    expect(within(table).getByRole('rowheader', { name: /Monthly fee/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Total NT\$1,443/ })).toBeInTheDocument();
    expect(within(bill).getByRole('button', { name: 'Hide bill details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('explains a number without bills and points to the number switcher', async () => {
    await renderRoute('/Bill', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0933555666'),
    });
    expect(await screen.findByText('There are no bills for this number yet')).toBeInTheDocument();
    expect(
      screen.getByText('You can choose another number above to see its bills.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Number' })).toHaveValue('0933555666');
  });

  it('shows the error with a retry that loads the bill', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('Bill/BillInfo'), () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    await renderRoute('/Bill', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your bill");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findCurrentBill()).toHaveTextContent('NT$1,443');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    await renderRoute('/Bill');
    expect(screen.getByText('Sign in to see this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/Login?back=${encodeURIComponent('/Bill')}`,
    );
    expect(screen.queryByRole('navigation', { name: 'Bill views' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in on every tab', async () => {
    await renderRoute('/Bill/payments');
    expect(screen.getByText('Sign in to see this page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Pay several/ })).not.toBeInTheDocument();
  });

  it('switches to the history and opens a past bill', async () => {
    const user = userEvent.setup();
    await renderRoute('/Bill', { preloadedState: signedInState() });
    await findCurrentBill();
    await user.click(screen.getByRole('link', { name: 'Bill history' }));

    const history = await screen.findByRole('region', { name: 'Bills from the last 12 months' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Bill history' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const toggles = within(history).getAllByRole('button', { name: /^Show details for / });
    const fourth = toggles[3]!;
    const month = fourth.textContent.replace('Show details for ', '');
    await user.click(fourth);

    const table = await within(history).findByRole('table', { name: `Bill details for ${month}` });
    expect(within(table).getByRole('rowheader', { name: /Monthly fee/ })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /Business tax/ })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /Discount/ })).toBeInTheDocument();
    expect(
      within(history).getByRole('button', { name: `Hide details for ${month}` }),
    ).toBeVisible();
    expect(within(history).getAllByText('Paid').length).toBeGreaterThanOrEqual(11);
  });

  it('opens the history directly at /Bill/history', async () => {
    await renderRoute('/Bill/history', { preloadedState: signedInState() });
    expect(
      await screen.findByRole('region', { name: 'Bills from the last 12 months' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bill history' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("switches number and shows that number's overdue bill", async () => {
    const user = userEvent.setup();
    const { store } = await renderRoute('/Bill', { preloadedState: signedInState() });
    await findCurrentBill();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number' }), '0922333444');

    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Number' })).toHaveDisplayValue(
        'My mobile · 0922333444',
      );
    });
    const bill = await findCurrentBill();
    await waitFor(() => {
      expect(within(bill).getByText('Overdue')).toBeInTheDocument();
    });
    expect(within(bill).getByText('NT$897')).toBeInTheDocument();
    expect(
      within(bill).getByText(
        'This bill is past its due date. Please pay it as soon as possible to keep your service running.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().client.device?.deviceNo).toBe('0922333444');
  });

  it('speaks Traditional Chinese', async () => {
    await renderRoute('/Bill', { preloadedState: signedInState(), language: 'zh-TW' });
    expect(screen.getByRole('heading', { level: 1, name: '帳單查詢與繳費' })).toBeVisible();
    const bill = await screen.findByRole('region', { name: /帳單$/ });
    expect(within(bill).getByText('未繳費')).toBeInTheDocument();
    expect(within(bill).getByText('應繳金額')).toBeInTheDocument();
    expect(within(bill).getByText('NT$1,443')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '本期帳單' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: '門號' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const findHistory = () => screen.findByRole('region', { name: 'Bills from the last 12 months' });

async function openBill(index: number) {
  const user = userEvent.setup();
  const history = await findHistory();
  const toggle = within(history).getAllByRole('button', { name: /^Show details for / })[index]!;
  const month = toggle.textContent.replace('Show details for ', '');
  await user.click(toggle);
  await within(history).findByRole('table', { name: `Bill details for ${month}` });
  const item = toggle.closest('li')!;
  return { user, item };
}

describe('Bill history tab', () => {
  it('charts the amounts month by month with a table to read', async () => {
    await renderRoute('/Bill/history', { preloadedState: signedInState() });
    const record = await screen.findByRole('region', { name: 'Your bills month by month' });
    const table = await within(record).findByRole('table', { name: 'Bill amounts by month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.at(-1)).toHaveTextContent(/NT\$1,443\s*Unpaid/);
    expect(within(record).getByText(/^On average NT\$[\d,]+ a month\.$/)).toBeInTheDocument();
  });

  it('explains a number without bills', async () => {
    await renderRoute('/Bill/history', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0933555666'),
    });
    expect(await screen.findByText('There are no bills for this number yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your bills month by month' })).toBeNull();
  });

  it('shows the error of the chart with a retry', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('Bill/BillRecord'), () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    await renderRoute('/Bill/history', { preloadedState: signedInState() });
    const record = await screen.findByRole('region', { name: 'Your bills month by month' });
    const alert = await within(record).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your bill amounts");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(record).findByRole('table')).toBeVisible();
  });

  it('prepares a PDF of a past bill and of its payment receipt', async () => {
    await renderRoute('/Bill/history', { preloadedState: signedInState() });
    const { user, item } = await openBill(2);
    await user.click(within(item).getByRole('button', { name: 'Download the bill (PDF)' }));
    const save = await within(item).findByRole('link', {
      name: /^Save bill-0912345678-\d{6}\.pdf$/,
    });
    expect(save.getAttribute('href')).toMatch(/^(blob:|data:application\/pdf;base64,)/);
    await user.click(
      within(item).getByRole('button', { name: 'Download the payment receipt (PDF)' }),
    );
    expect(
      await within(item).findByRole('link', { name: /^Save receipt-0912345678-\d{6}\.pdf$/ }),
    ).toBeVisible();
  });

  it('offers no receipt for an unpaid bill and sends copies by e-mail', async () => {
    await renderRoute('/Bill/history', { preloadedState: signedInState() });
    const { user, item } = await openBill(0);
    expect(within(item).queryByRole('button', { name: /payment receipt/ })).toBeNull();
    expect(within(item).getByRole('checkbox', { name: 'Payment receipt' })).toBeDisabled();

    await user.click(within(item).getByRole('button', { name: 'Send by e-mail' }));
    const group = within(item).getByRole('group', { name: 'Send copies by e-mail' });
    expect(group).toHaveAccessibleDescription('Choose at least one document to send.');
    await user.click(within(item).getByRole('checkbox', { name: 'Copy of the bill' }));
    await user.click(within(item).getByRole('button', { name: 'Send by e-mail' }));
    expect(await within(item).findByRole('status')).toHaveTextContent(/^Sent to .+@/);
  });

  it('shows why a download failed', async () => {
    server.use(
      http.post(
        apiUrl('Bill/EbillDownloadCheck/:type'),
        () => HttpResponse.json({ result: -1, message: '帳單檔案產生中，請稍後再試' }),
        { once: true },
      ),
    );
    await renderRoute('/Bill/history', { preloadedState: signedInState() });
    const { user, item } = await openBill(1);
    await user.click(within(item).getByRole('button', { name: 'Download the bill (PDF)' }));
    const alert = await within(item).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't prepare the file");
    expect(alert).toHaveTextContent('帳單檔案產生中，請稍後再試');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CarrierEnvelope } from '../../../src/api/http';
import type { DataUsageHistory } from '../../../src/api/types/bill';
import { formatDataVolume } from '../../../src/lib/format';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { failNextCall } from '../../../src/sandbox/faults';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { holdOnce } from '../../support/calls';
import { signedInState } from '../../support/session';
import { nth } from '../../support/nth';

describe('Data usage history screen', () => {
  it('shows 12 months as a chart and as a table with the same numbers', async () => {
    await renderRoute('/DataUsageHistory', { preloadedState: signedInState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Data usage history' })).toBeVisible();
    const chart = await screen.findByRole('img', { name: /^Bar chart of data used per month/ });
    const table = screen.getByRole('table', { name: 'Data used per month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(nth(rows, 11)).getByRole('rowheader')).toHaveTextContent('(so far)');

    // Every bar, in order, is the value of its table row.
    const bars = Array.from(chart.querySelectorAll('rect'));
    expect(bars).toHaveLength(12);
    const cells = rows.map((row) => within(row).getByRole('cell').textContent);
    const formatted = bars.map((bar) =>
      formatDataVolume(Number(bar.getAttribute('data-value')), 'en'),
    );
    expect(formatted).toEqual(cells);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    const values = bars.map((bar) => Number(bar.getAttribute('data-value')));
    const tallest = heights.indexOf(Math.max(...heights));
    expect(values[tallest]).toBe(Math.max(...values));
  });

  it('shows this month so far, the plan and the last update', async () => {
    await renderRoute('/DataUsageHistory', { preloadedState: signedInState() });
    const summary = await screen.findByRole('region', { name: 'This month so far' });
    expect(within(summary).getByText('Data used this month')).toBeInTheDocument();
    expect(within(summary).getByText('Unlimited')).toBeInTheDocument();
    expect(within(summary).getByText(/^Updated /)).toBeInTheDocument();
    expect(within(summary).getByText(/up to date, 3 min ago/)).toBeInTheDocument();
  });

  it('shows what is left of a limited plan', async () => {
    await renderRoute('/DataUsageHistory', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0922333444'),
    });
    const summary = await screen.findByRole('region', { name: 'This month so far' });
    expect(within(summary).getByText('10.00 GB')).toBeInTheDocument();
    expect(within(summary).getByText(/left this month$/)).toBeInTheDocument();
    expect(within(summary).getByText(/over 10 minutes old/)).toBeInTheDocument();
  });

  it('shows a loading state until the history arrives', async () => {
    const release = holdOnce('Bill/DataUsageHistory');
    await renderRoute('/DataUsageHistory', { preloadedState: signedInState() });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your data usage…');
    release();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('explains a number without any use yet', async () => {
    server.use(
      http.get(
        apiUrl('Bill/DataUsageHistory'),
        () =>
          Response.json({
            result: 1,
            data: { months: [] },
          } satisfies CarrierEnvelope<DataUsageHistory>),
        { once: true },
      ),
    );
    await renderRoute('/DataUsageHistory', { preloadedState: signedInState() });
    expect(await screen.findByText('No data usage yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the call's message and a retry that works", async () => {
    const user = userEvent.setup();
    failNextCall('result');
    await renderRoute('/DataUsageHistory', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your data usage");
    expect(alert).toHaveTextContent('系統忙碌中，請稍後再試');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says honestly that a broadband line has no mobile data', async () => {
    await renderRoute('/DataUsageHistory', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678'),
    });
    expect(screen.getByText('This is not a mobile number')).toBeInTheDocument();
    expect(screen.getByText('There is no mobile number on your account.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    await renderRoute('/DataUsageHistory');
    expect(screen.getByText('Sign in to see this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

import { APPLY_FOR_SERVICE_PAGES } from '../../../src/lib/carrierPages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CarrierEnvelope } from '../../../src/api/http';
import type { InternetUsage, MobileUsage } from '../../../src/api/usage';
import { formatDataVolume } from '../../../src/lib/format';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { failNextCall } from '../../../src/sandbox/faults';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { holdOnce } from '../../support/calls';
import { signedInState } from '../../support/session';

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

describe('Mobile usage screen', () => {
  it("shows this cycle's totals and one bar and one table row per day", async () => {
    await renderRoute('/MobileUsage', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0922333444'),
    });
    const summary = await screen.findByRole('region', { name: 'This billing cycle' });
    expect(within(summary).getByText(/^of 10\.00 GB, .* left$/)).toBeInTheDocument();
    expect(within(summary).getByText('Calls')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /^Bar chart of data used on each of the/ });
    const table = screen.getByRole('table', { name: 'Use per day in this billing cycle' });
    const rows = within(table).getAllByRole('row').slice(1);
    const bars = Array.from(chart.querySelectorAll('rect'));
    expect(bars).toHaveLength(rows.length);
    rows.forEach((row, index) => {
      const value = Number(bars[index]?.getAttribute('data-value'));
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(formatDataVolume(value, 'en'));
    });
  });

  it('shows the loading state, then the data', async () => {
    const release = holdOnce('Mobile/MobileUsage');
    await renderRoute('/MobileUsage', { preloadedState: signedInState() });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your mobile usage…');
    release();
    expect(await screen.findByText('Unlimited plan')).toBeInTheDocument();
  });

  it('explains an empty cycle', async () => {
    const empty: MobileUsage = {
      deviceNo: '0912345678',
      cycleStart: '2026-03-01',
      cycleEnd: '2026-03-31',
      updatedAt: new Date().toISOString(),
      dataAllowanceMB: null,
      totals: { dataMB: 0, voiceMinutes: 0, sms: 0 },
      days: [],
    };
    server.use(
      http.get(
        apiUrl('Mobile/MobileUsage'),
        () => Response.json({ result: 1, data: empty } satisfies CarrierEnvelope<MobileUsage>),
        { once: true },
      ),
    );
    await renderRoute('/MobileUsage', { preloadedState: signedInState() });
    expect(await screen.findByText('No use in this cycle yet')).toBeInTheDocument();
  });

  it("shows the call's message and retries", async () => {
    const user = userEvent.setup();
    failNextCall('result');
    await renderRoute('/MobileUsage', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your mobile usage");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('Internet usage screen', () => {
  it('opens on the broadband line when a fixed line was selected, and shows its traffic', async () => {
    const { store } = await renderRoute('/InternetUsage', {
      preloadedState: signedInState(CHEN, '0223456789'),
    });
    const chart = await screen.findByRole('img', { name: /^Bar chart of download and upload/ });
    expect(store.getState().client.device?.deviceNo).toBe('HN12345678');
    expect(screen.queryByText('This is not a broadband line')).not.toBeInTheDocument();
    expect(chart.querySelectorAll('rect')).toHaveLength(24);
    const table = screen.getByRole('table', { name: 'Download and upload per month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Download', 'Upload']);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByText('Download', { selector: 'li' })).toBeInTheDocument();
  });

  it('lets the customer choose the fixed line there, then offers the broadband line', async () => {
    const user = userEvent.setup();
    await renderRoute('/InternetUsage', { preloadedState: signedInState(CHEN, '0223456789') });
    await screen.findByRole('img', { name: /^Bar chart of download and upload/ });
    await user.selectOptions(screen.getByRole('combobox'), '0223456789');
    expect(screen.getByText('This is not a broadband line')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Show My broadband · HN12345678$/ }));
    expect(
      await screen.findByRole('img', { name: /^Bar chart of download and upload/ }),
    ).toBeInTheDocument();
  });

  it('says a mobile customer has no broadband line, and how to get one', async () => {
    await renderRoute('/InternetUsage', { preloadedState: signedInState() });
    expect(screen.getByText('There is no broadband line on your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for broadband' })).toHaveAttribute(
      'href',
      APPLY_FOR_SERVICE_PAGES.broadband,
    );
    expect(screen.getByRole('link', { name: 'Add a number' })).toBeInTheDocument();
  });

  it('explains a line without traffic', async () => {
    server.use(
      http.get(
        apiUrl('FixedLine/InternetUsage'),
        () =>
          Response.json({
            result: 1,
            data: {
              deviceNo: 'HN12345678',
              cycleStart: '2026-03-01',
              cycleEnd: '2026-03-31',
              updatedAt: new Date().toISOString(),
              speedTier: null,
              months: [],
            },
          } satisfies CarrierEnvelope<InternetUsage>),
        { once: true },
      ),
    );
    await renderRoute('/InternetUsage', { preloadedState: signedInState(CHEN, 'HN12345678') });
    expect(await screen.findByText('No internet usage yet')).toBeInTheDocument();
  });

  it("shows the call's message and retries", async () => {
    const user = userEvent.setup();
    failNextCall('result');
    await renderRoute('/InternetUsage', { preloadedState: signedInState(CHEN, 'HN12345678') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your internet usage");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

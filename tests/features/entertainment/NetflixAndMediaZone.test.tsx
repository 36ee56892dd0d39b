import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NetflixStatus } from '../../../src/api/entertainment';
import { paths } from '../../../src/config/paths';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const wangOn = (deviceNo: string) => signedInState(DEMO_CUSTOMER_IDS.mobile, deviceNo);

/** The partner's page opens in a new tab; jsdom has no window.open. */
function watchOpen() {
  return vi.spyOn(window, 'open').mockReturnValue(null);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/Netflix', () => {
  it('shows an active bundle with its Netflix plan and date', async () => {
    await renderRoute(paths.netflix, { preloadedState: wangOn('0912345678') });
    const bundle = await screen.findByRole('region', { name: 'Netflix bundle' });
    expect(await within(bundle).findByText('Active')).toBeVisible();
    expect(within(bundle).getByText('Netflix 標準方案')).toBeVisible();
    expect(within(bundle).getByText('Active since')).toBeVisible();
  });

  it('activates a waiting bundle at Netflix through the whitelist', async () => {
    const user = userEvent.setup();
    const open = watchOpen();
    await renderRoute(paths.netflix, { preloadedState: wangOn('0933555666') });
    const bundle = await screen.findByRole('region', { name: 'Netflix bundle' });
    expect(await within(bundle).findByText('Not activated yet')).toBeVisible();
    await user.click(within(bundle).getByRole('button', { name: 'Activate at Netflix' }));
    expect(await within(bundle).findByRole('status')).toHaveTextContent(
      "Netflix's page has opened.",
    );
    expect(open).toHaveBeenCalledWith(
      'https://netflix.partner.example/activate',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('opens no activation page whose host is not on the whitelist', async () => {
    const user = userEvent.setup();
    const open = watchOpen();
    server.use(
      http.get(apiUrl('Device/NetflixStatus'), () =>
        HttpResponse.json({
          result: 1,
          data: {
            deviceNo: '0933555666',
            ratePlan: '5G 599 方案',
            status: 'notActivated',
            netflixPlan: 'Netflix 標準方案',
            activationUrl: 'https://netflix.attacker.example/activate',
            bundlePlans: ['5G 599 方案'],
          } satisfies NetflixStatus,
        }),
      ),
    );
    await renderRoute(paths.netflix, { preloadedState: wangOn('0933555666') });
    await user.click(await screen.findByRole('button', { name: 'Activate at Netflix' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This address is not one of our partners' sites",
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('tells a plan without the bundle which plans include it', async () => {
    await renderRoute(paths.netflix, { preloadedState: wangOn('0922333444') });
    const bundle = await screen.findByRole('region', { name: 'Netflix bundle' });
    expect(await within(bundle).findByText('Not in this plan')).toBeVisible();
    const plans = within(bundle).getByRole('list');
    expect(within(plans).getByText('5G 1399 吃到飽')).toBeVisible();
    expect(within(bundle).getByRole('link', { name: "Change this number's plan" })).toBeVisible();
  });

  it('shows a failed status with a retry that loads it', async () => {
    const user = userEvent.setup();
    refuseOnce('Device/NetflixStatus');
    await renderRoute(paths.netflix, { preloadedState: wangOn('0912345678') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Netflix bundle' })).toBeVisible();
  });
});

describe('/MediaZone', () => {
  it('lists the services of the customer plans per number, and the others by plan', async () => {
    await renderRoute(paths.mediaZone, { preloadedState: signedInState() });
    const included = await screen.findByRole('region', { name: 'In your plans' });
    const netflix = await within(included).findByRole('article', { name: /Netflix/ });
    expect(within(netflix).getByText('0912345678 (5G 1399 吃到飽)')).toBeVisible();
    expect(within(netflix).getByText('Active')).toBeVisible();
    expect(within(netflix).getByText('0933555666 (5G 599 方案)')).toBeVisible();
    expect(within(netflix).getByText('Not activated yet')).toBeVisible();
    const video = within(included).getByRole('article', { name: /Hami Video/ });
    expect(
      within(video).getByText(
        'Download the Hami Video app and sign in with your number to switch it on.',
      ),
    ).toBeVisible();
    const others = screen.getByRole('region', { name: 'With other plans' });
    expect(within(others).getByText('Included in: 市內電話基本費, 光世代 500M')).toBeVisible();
  });

  it('activates a partner service through the whitelist', async () => {
    const user = userEvent.setup();
    const open = watchOpen();
    await renderRoute(paths.mediaZone, { preloadedState: signedInState() });
    const kkbox = await screen.findByRole('article', { name: /KKBOX/ });
    await user.click(within(kkbox).getByRole('button', { name: 'Activate at KKBOX' }));
    expect(await within(kkbox).findByRole('status')).toHaveTextContent("KKBOX's page has opened.");
    expect(open).toHaveBeenCalledWith(
      'https://kkbox.partner.example/activate',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('shows a failed list with a retry, and an empty list', async () => {
    const user = userEvent.setup();
    refuseOnce('Device/MediaZone');
    const view = await renderRoute(paths.mediaZone, { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'In your plans' })).toBeVisible();
    view.unmount();

    server.use(
      http.get(apiUrl('Device/MediaZone'), () => HttpResponse.json({ result: 1, data: [] })),
    );
    await renderRoute(paths.mediaZone, { preloadedState: signedInState() });
    expect(await screen.findByText('No media services yet')).toBeVisible();
  });
});

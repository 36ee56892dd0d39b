import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PORTAL_APPS } from '../../../src/lib/portalApps';
import { SANDBOX_VERSIONS } from '../../../src/sandbox/handlers/system';
import { clientActions, initialClientState } from '../../../src/state/client';
import { makeStore } from '../../../src/state/store';
import { refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';

describe('/App', () => {
  it('lists the three apps with both stores', async () => {
    await renderRoute('/App');
    for (const name of ['Customer app', 'Prepaid app', 'Business app'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const prepaid = screen.getByRole('region', { name: 'Prepaid app' });
    expect(
      within(prepaid).getByRole('link', {
        name: 'Prepaid app on Google Play (opens in a new tab)',
      }),
    ).toHaveAttribute('href', PORTAL_APPS.prepaid.stores.android);
    expect(within(prepaid).queryByRole('link', { name: /^Open the/ })).not.toBeInTheDocument();
    // Away from a phone, a QR code takes the phone to this page for that app.
    expect(
      within(prepaid).getByRole('img', {
        name: 'QR code: opens the Prepaid app page on your phone',
      }),
    ).toBeInTheDocument();
    expect(
      within(prepaid).getByText("Scan with your phone's camera to get the Prepaid app"),
    ).toBeInTheDocument();
  });

  it('shows the app its page names, the deep link on a phone, and the others a link away', async () => {
    const user = userEvent.setup();
    const store = makeStore();
    store.dispatch(
      clientActions.platformDetected({
        isAPP: false,
        isIOS: false,
        isAndroid: true,
        isMobile: true,
      }),
    );
    await renderRoute('/App/prepaid', { preloadedState: { client: store.getState().client } });
    expect(screen.queryByRole('region', { name: 'Customer app' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Prepaid app' })).toHaveAttribute(
      'href',
      PORTAL_APPS.prepaid.deepLink,
    );
    expect(screen.queryByRole('img', { name: /^QR code/ })).not.toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Our other apps' });
    await user.click(within(others).getByRole('link', { name: 'Business app' }));
    expect(await screen.findByRole('region', { name: 'Business app' })).toBeInTheDocument();
  });
});

describe('/AppAbout', () => {
  it('shows the newest and minimum app versions of both stores, terms and licences', async () => {
    await renderRoute('/AppAbout');
    const ios = screen.getByRole('region', { name: 'iPhone and iPad' });
    expect(await within(ios).findByText(SANDBOX_VERSIONS.ios?.version ?? '')).toBeInTheDocument();
    expect(within(ios).getByText('Oldest version still supported')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Android' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Terms of use (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('react-router-dom')).toBeInTheDocument();
  });

  it('tells an app below the minimum that it must update', async () => {
    const client = {
      ...initialClientState('test-id'),
      embedded: true,
      isAPP: true,
      isIOS: true,
      embeddedParameters: { appversion: '4.9.0' },
    };
    await renderRoute('/AppAbout', { preloadedState: { client } });
    const ios = screen.getByRole('region', { name: 'iPhone and iPad' });
    expect(await within(ios).findByText('Update needed')).toBeInTheDocument();
    expect(within(ios).getByText('4.9.0')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Android' })).not.toBeInTheDocument();
  });

  it('offers a retry when the versions cannot be loaded', async () => {
    const user = userEvent.setup();
    refuseOnce('Settings/VersionInfo/ios');
    await renderRoute('/AppAbout');
    const ios = screen.getByRole('region', { name: 'iPhone and iPad' });
    expect(await within(ios).findByRole('alert')).toHaveTextContent(
      'The app versions could not be loaded',
    );
    await user.click(within(ios).getByRole('button', { name: /try again/i }));
    expect(await within(ios).findByText(SANDBOX_VERSIONS.ios?.version ?? '')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sandboxNow } from '../../../src/sandbox/db/clock';
import { signInAs } from '../../../src/sandbox/db/sessions';
import { mutate } from '../../../src/sandbox/db/state';
import { tables } from '../../../src/sandbox/db/tables/memberAreaRules';
import { clientActions } from '../../../src/state/client';
import { makeStore } from '../../../src/state/store';
import { holdOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS } from '../../support/session';

/** A partner's one-time hand-off for 王小明, as SSO/SetSSOAuthInfo would have made it. */
function partnerToken(authToken = 'sso-test-1'): string {
  const { token } = signInAs(DEMO_CUSTOMER_IDS.mobile);
  mutate((database) => {
    tables(database).ssoAuth.push({
      authToken,
      customerId: DEMO_CUSTOMER_IDS.mobile,
      clientKey: 'sandbox-companion-client',
      token,
      deviceNo: '',
      orderId: '',
      createdAt: sandboxNow().toISOString(),
      used: false,
    });
  });
  return authToken;
}

describe('/Init', () => {
  it('shows progress, signs in with a partner token and lands on the return path', async () => {
    const authToken = partnerToken();
    const release = holdOnce('SSO/GetSSOAuthInfo');
    const { store } = await renderRoute(
      `/Init?authToken=${authToken}&path=${encodeURIComponent('/AppMessage')}&t1=1`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in and opening your page…');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    expect(store.getState().member.token).not.toBe('');
    expect(await screen.findByText('No messages yet')).toBeVisible();
  });

  it('says a used partner token does not sign in, with sign-in and home', async () => {
    const authToken = partnerToken();
    mutate((database) => {
      const row = tables(database).ssoAuth.find((item) => item.authToken === authToken);
      if (row) row.used = true;
    });
    await renderRoute(`/Init?authToken=${authToken}&path=%2FBill`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This sign-in link has expired or was already used.');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/Login?back=%2FBill',
    );
    expect(within(alert).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('lands home for a hostile return path', async () => {
    const authToken = partnerToken();
    const { store } = await renderRoute(
      `/Init?authToken=${authToken}&path=${encodeURIComponent('//evil.example/x')}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(store.getState().member.token).not.toBe('');
  });

  it('asks an app below the minimum version to update, and lets it go on', async () => {
    const app = makeStore();
    app.dispatch(
      clientActions.embeddedModeEntered({
        source: 'APP',
        parameters: { appversion: '4.2.0', DeviceType: 'iPhone' },
      }),
    );
    const { client } = app.getState();
    await renderRoute('/Init?path=%2FAppMessage', { preloadedState: { client } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This version of the app is too old for some services.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Continue for now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  });
});

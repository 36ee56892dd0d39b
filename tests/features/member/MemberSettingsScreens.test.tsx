import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNotifySettings } from '../../../src/api/memberArea';
import { mutate } from '../../../src/sandbox/db/state';
import { getSsoAuthInfo } from '../../../src/api/sso';
import { href, paths } from '../../../src/config/paths';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

async function billSetting() {
  const reply = await getNotifySettings();
  if (!('data' in reply)) throw new Error(reply.error.message);
  return reply.data.settings.find((setting) => setting.type === 'bill');
}

describe('/MyNotifySettings', () => {
  it('refuses to switch off the last channel of bill notices and saves nothing', async () => {
    const user = userEvent.setup();
    mutate((database) => {
      database.memberArea.notifySettings.push({
        customerId: DEMO_CUSTOMER_IDS.mobile,
        type: 'bill',
        sms: false,
        email: false,
        push: true,
      });
    });
    await renderRoute(href(paths.myNotifySettings, { notifyType: 'bill' }), {
      preloadedState: signedInState(),
    });
    const group = await screen.findByRole('group', {
      name: 'How to reach you about Bills and payments',
    });
    expect(screen.queryByRole('heading', { name: 'Offers and news' })).toBeNull();
    expect(within(group).getByRole('switch', { name: 'SMS' })).not.toBeChecked();
    const push = within(group).getByRole('switch', { name: 'App notification' });
    expect(push).toBeChecked();
    await user.click(push);
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      /Bill notices need at least one way to reach you/,
    );
    expect(push).toBeChecked();
    expect(await billSetting()).toMatchObject({ sms: false, email: false, push: true });
  });

  it('saves a channel as soon as it is switched, and undoes it', async () => {
    const user = userEvent.setup();
    await renderRoute(href(paths.myNotifySettings, { notifyType: 'bill' }), {
      preloadedState: signedInState(),
    });
    const sms = await screen.findByRole('switch', { name: 'SMS' });
    expect(sms).toBeChecked();
    await user.click(sms);
    expect(await screen.findByText('SMS is off for Bills and payments.')).toBeVisible();
    expect(sms).not.toBeChecked();
    expect(await billSetting()).toMatchObject({ sms: false, email: true, push: true });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('SMS is on for Bills and payments.')).toBeVisible();
    expect(await billSetting()).toMatchObject({ sms: true, email: true, push: true });
  });

  it('puts a switch back and offers to try again when the carrier refuses', async () => {
    const user = userEvent.setup();
    await renderRoute(href(paths.myNotifySettings, { notifyType: 'usage' }), {
      preloadedState: signedInState(),
    });
    const sms = await screen.findByRole('switch', { name: 'SMS' });
    refuseOnce('CHTMember/SetNotifySettings', 'post');
    await user.click(sms);
    expect(await screen.findByRole('alert')).toHaveTextContent(CARRIER_REFUSAL);
    expect(sms).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('SMS is off for Usage alerts.')).toBeVisible();
    expect(sms).not.toBeChecked();
  });

  it('stops push to an app, which leaves the list', async () => {
    await renderRoute(paths.myNotifySettings, { preloadedState: signedInState() });
    expect(await screen.findAllByRole('group', { name: /^How to reach you about / })).toHaveLength(
      5,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop notifications on iPhone 15' }));
    expect(
      await screen.findByText('iPhone 15 no longer receives app notifications.'),
    ).toBeVisible();
    expect(
      await screen.findByText('No app receives notifications for this account.'),
    ).toBeVisible();
  });

  it('shows a failed load with its message and a retry that loads', async () => {
    refuseOnce('CHTMember/NotifySettings');
    await renderRoute(paths.myNotifySettings, { preloadedState: signedInState() });
    expect(await screen.findByText(CARRIER_REFUSAL)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('group', { name: /^How to reach you about / })).toHaveLength(
      5,
    );
  });

  it('names an unknown type and shows every type instead', async () => {
    await renderRoute('/MyNotifySettings/fax', { preloadedState: signedInState() });
    expect(
      await screen.findByText('There is no notification type called "fax". Here are all of them.'),
    ).toBeVisible();
    expect(await screen.findAllByRole('group', { name: /^How to reach you about / })).toHaveLength(
      5,
    );
    expect(screen.getByRole('link', { name: 'All types' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks a visitor to sign in', async () => {
    await renderRoute(paths.myNotifySettings);
    expect(screen.getByText('Sign in to see this page')).toBeVisible();
  });
});

describe('/OperationsOfficeCode', () => {
  it('filters the offices by city and district and searches them, without sign-in', async () => {
    await renderRoute(paths.operationsOfficeCode);
    const table = () => screen.findByRole('table', { name: 'Operations office codes' });
    expect(within(await table()).getByText('T101')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('City or county'), '新北市');
    expect(await screen.findByText('2 offices found')).toBeVisible();
    expect(within(await table()).queryByText('T101')).toBeNull();
    expect(within(await table()).getByText('T202')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('District'), '板橋區');
    expect(await screen.findByText('1 office found')).toBeVisible();
    expect(within(await table()).getByText('T201')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Code, name or address'), 'zzz');
    expect(await screen.findByText(/No office matches "zzz"/)).toBeVisible();
  });
});

describe('/OperationsOfficeCode when the call fails', () => {
  it('shows the carrier’s message and loads on retry', async () => {
    refuseOnce('Device/OfficeCode');
    await renderRoute(paths.operationsOfficeCode);
    expect(await screen.findByText(CARRIER_REFUSAL)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Operations office codes' })).toBeVisible();
  });
});

describe('document reminders', () => {
  it('/RemindVerificationNotUpload names the missing documents, the deadline and the way to upload', async () => {
    await renderRoute(paths.remindVerificationNotUpload, { preloadedState: signedInState() });
    const order = await screen.findByRole('listitem', { name: /iPhone 17/ });
    expect(within(order).getByText('ID card, back')).toBeVisible();
    expect(within(order).getByText(/Upload by /)).toBeVisible();
    expect(screen.queryByRole('listitem', { name: /Galaxy S25/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      paths.eShopApply,
    );
  });

  it('/RemindVerificationUpload lists the documents under review and what happens next', async () => {
    await renderRoute(paths.remindVerificationUpload, { preloadedState: signedInState() });
    const table = await screen.findByRole('table', { name: 'Documents received' });
    expect(within(table).getAllByText('Under review')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: /iPhone 17/ })).toBeNull();
  });

  it('says so when nothing is missing', async () => {
    await renderRoute(paths.remindVerificationNotUpload, {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    expect(
      await screen.findByText('No document is missing. There is nothing to upload.'),
    ).toBeVisible();
  });
});

/** A stand-in for the tab the hand-off opens at the click (window.open is not in jsdom). */
function openedTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

describe('/EShopApply', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('closes the tab and says so when the shop is not on the single sign-on whitelist', async () => {
    const { tab } = openedTab();
    refuseOnce('CHTMember/allowSsoHosts', 'post');
    await renderRoute(paths.eShopApply, { preloadedState: signedInState() });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the online store' }));
    expect(
      await screen.findByText(/The online store can't be opened from the portal right now/),
    ).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('hands the order over to the shop with a one-time token the shop can read once', async () => {
    const { tab, open } = openedTab();
    await renderRoute(paths.eShopApply, { preloadedState: signedInState() });
    const order = await screen.findByRole('listitem', { name: /iPhone 17/ });
    expect(within(order).getByText('Waiting for your documents')).toBeVisible();
    await userEvent.click(within(order).getByRole('button', { name: 'Continue this application' }));
    expect(await within(order).findByText(/The online store opened in a new tab/)).toBeVisible();
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    const url = new URL(tab.location.href);
    expect(url.host).toBe('shop.carrier.example');
    expect(url.searchParams.get('orderId')).toBe('ES-20260001');
    const authToken = url.searchParams.get('authToken') ?? '';
    const first = await getSsoAuthInfo({ authToken });
    expect('data' in first && first.data).toMatchObject({
      orderId: 'ES-20260001',
      deviceNo: '0912345678',
    });
    const second = await getSsoAuthInfo({ authToken });
    expect('error' in second).toBe(true);
  });
});

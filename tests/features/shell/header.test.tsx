import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { clientActions } from '../../../src/state/client';
import { prepaidSessionState } from '../../support/session';
import { memberState, renderShell, resetViewport, setViewportWidth, device } from './support';

afterEach(resetViewport);

function accountButton() {
  return screen.getByRole('button', { name: /^Account menu/ });
}

async function openCard() {
  const user = userEvent.setup();
  await user.click(accountButton());
  return { user, card: screen.getByRole('region', { name: 'Account' }) };
}

describe('header for a visitor', () => {
  it('greets generically and offers the login', async () => {
    setViewportWidth(1280);
    await renderShell({ route: '/Bill' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(accountButton()).toHaveAccessibleName('Account menu Log in');
    const { card } = await openCard();
    expect(within(card).getByText('Hello, welcome!')).toBeVisible();
    expect(within(card).queryByText(/Gold|Standard account/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/Login?back=%2FBill',
    );
    expect(within(card).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});

describe('header for a prepaid card holder', () => {
  it('shows the card holder number and the prepaid services, and no member login', async () => {
    setViewportWidth(375);
    const { store } = await renderShell({ preloadedState: prepaidSessionState('0987000401') });
    expect(accountButton()).toHaveAccessibleName('Account menu 0987*0*4*1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Prepaid home' })).toHaveAttribute(
      'href',
      '/PrepaidLoginLogOut',
    );
    expect(within(nav).getByRole('link', { name: 'Prepaid top-up' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Bills and payment' })).toBeNull();
    await user.click(accountButton());
    const card = screen.getByRole('region', { name: 'Account' });
    expect(within(card).getByText('Prepaid number 0987*0*4*1')).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'Log in' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Log out' }));
    expect(store.getState().prepaid.token).toBe('');
    expect(accountButton()).toHaveAccessibleName('Account menu Log in');
  });
});

describe('header for a member', () => {
  it.each([
    [0, 'Honoured card'],
    [1, 'Gold'],
    [2, 'Titanium'],
    [3, 'Blue diamond'],
    [4, 'Black diamond'],
    [9999, 'Standard account'],
    [57, 'Standard account'],
  ])('shows VIP level %i as "%s" on the icon and in the card', async (vipLevel, label) => {
    setViewportWidth(1280);
    await renderShell({ preloadedState: memberState({ vipLevel }) });
    expect(accountButton()).toHaveAccessibleName(`Account menu ${label}`);
    const { card } = await openCard();
    expect(within(card).getByText('Hello, 王小明')).toBeVisible();
    expect(within(card).getByText(label)).toBeVisible();
    expect(within(card).getByRole('link', { name: /Upgrade my membership/ })).toHaveAttribute(
      'href',
      env.vipSiteUrl,
    );
    expect(within(card).getByRole('link', { name: 'My service center' })).toHaveAttribute(
      'href',
      '/',
    );
    const quick = within(card).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/Contract', '/Bill', '/Process', '/Account']);
  });

  it('shows the same labels in Traditional Chinese', async () => {
    setViewportWidth(1280);
    await renderShell({ preloadedState: memberState({ vipLevel: 1 }), language: 'zh-TW' });
    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: /^帳戶選單/ });
    expect(button).toHaveAccessibleName('帳戶選單 金卡');
  });

  it('shows a tax-id customer no level and no upgrade link', async () => {
    setViewportWidth(1280);
    await renderShell({
      preloadedState: memberState({
        name: '好客科技股份有限公司',
        vipLevel: 9999,
        companyTaxId: true,
      }),
    });
    expect(accountButton()).toHaveAccessibleName('Account menu 好客科技股份有限公司');
    const { card } = await openCard();
    expect(within(card).getByText('Hello, 好客科技股份有限公司')).toBeVisible();
    expect(within(card).queryByText('Standard account')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Membership level/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('tells a company by its 8-character CustomerId, not by a stored flag', async () => {
    setViewportWidth(1280);
    await renderShell({
      preloadedState: memberState({ vipLevel: 1, companyTaxId: true, pid: 'A123456789' }),
    });
    expect(accountButton()).toHaveAccessibleName('Account menu Gold');
    const { card } = await openCard();
    expect(within(card).getByText('Gold')).toBeVisible();
  });

  it('offers the number switcher when the member has several numbers', async () => {
    setViewportWidth(1280);
    const { store } = await renderShell({
      preloadedState: memberState({
        devices: [device('0912345678', 'Mine'), device('0922333444', 'Work')],
      }),
    });
    const { user, card } = await openCard();
    const switcher = within(card).getByRole('combobox', { name: 'Current number' });
    await user.selectOptions(switcher, '0922333444');
    expect(store.getState().client.device?.deviceNo).toBe('0922333444');
  });

  it('has no number switcher with a single number', async () => {
    setViewportWidth(1280);
    await renderShell({ preloadedState: memberState() });
    const { card } = await openCard();
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('logs out from the card and then greets a visitor', async () => {
    setViewportWidth(1280);
    const { store } = await renderShell({ preloadedState: memberState() });
    const { user, card } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Log out' }));
    expect(store.getState().client.isLogin).toBe(false);
    expect(store.getState().member.token).toBe('');
    expect(within(card).getByText('Hello, welcome!')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Log in' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('You have logged out.');
    expect(accountButton()).toHaveAccessibleName('Account menu Log in');
  });
});

describe('account card and menu behaviour', () => {
  it('opens the card with the keyboard and closes it on Escape, focus back on its button', async () => {
    setViewportWidth(1280);
    await renderShell({ preloadedState: memberState() });
    const user = userEvent.setup();
    const button = accountButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const cardId = button.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(cardId)).not.toBeVisible();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(cardId)).toBeVisible();
    await user.tab();
    expect(screen.getByRole('link', { name: 'My service center' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('closes the card on an outside click and on navigation', async () => {
    setViewportWidth(1280);
    await renderShell({ preloadedState: memberState() });
    const { user } = await openCard();
    await user.click(screen.getByRole('button', { name: 'Page button' }));
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');

    const { card } = await openCard();
    await user.click(within(card).getByRole('link', { name: 'Contract' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/Contract');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the hamburger below 768 px and navigates from it with the keyboard', async () => {
    setViewportWidth(375);
    await renderShell();
    const user = userEvent.setup();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(menu.parentElement).toHaveAttribute('id', menuButton.getAttribute('aria-controls'));
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'My area' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Bills and payment' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/Bill');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('closes the menu on Escape with focus back on the hamburger', async () => {
    setViewportWidth(767);
    await renderShell();
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('has no hamburger from 768 px: the navigation is always shown', async () => {
    setViewportWidth(768);
    await renderShell();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My area', '/'],
      ['Bills and payment', '/Bill'],
      ['Contract and plans', '/Contract'],
      ['Overview', '/Overview'],
      ['VIP club(opens in a new tab)', env.vipSiteUrl],
      ['Points(opens in a new tab)', env.pointsSiteUrl],
    ]);
    expect(within(nav).getByRole('link', { name: /VIP club/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('keeps search, logo and language picker in the header', async () => {
    await renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/Search');
    expect(within(banner).getByRole('link', { name: /Home$/ })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});

describe('embedded', () => {
  it('hides header and footer but keeps the page and the overlays', async () => {
    const { store } = await renderShell();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    act(() => {
      store.dispatch(
        clientActions.embeddedModeEntered({ source: 'APP', parameters: {}, targetOrigin: '' }),
      );
    });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeVisible();
    act(() => {
      store.dispatch(clientActions.toastShown({ message: 'Saved' }));
    });
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Saved');
    });
  });
});

describe('the messages link', () => {
  // A member's link and its count: e2e/messages.spec.ts (the count comes in a chunk of its own).
  it('is not offered to a visitor', async () => {
    setViewportWidth(1280);
    await renderShell({ route: '/Bill' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
  });
});

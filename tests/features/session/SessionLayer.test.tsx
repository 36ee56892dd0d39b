import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRY_WARNING_MS } from '../../../src/features/session/SessionLayer';
import { ok } from '../../../src/sandbox/handlers/respond';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { MEMBER_TOKEN_TTL_MS } from '../../../src/state/types';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';
import { loginFormReady } from '../login/support';

/** Signed in, with the member token expiring `inMs` from now. */
function expiringState(inMs: number) {
  const state = signedInState();
  if (!state.member) throw new Error('no member state');
  return { ...state, member: { ...state.member, expire: Date.now() + inMs } };
}

function setup() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

async function waitForWarning() {
  // The page has settled (its heading took focus) before the warning opens.
  await screen.findByRole('region', { name: /^Bill for / });
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  return screen.findByRole('alertdialog', { name: 'Your session is about to end' });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Session expiry warning', () => {
  it('warns two minutes before expiry, with focus inside, and extends the session', async () => {
    const user = setup();
    const { store } = await renderRoute('/Bill', {
      preloadedState: expiringState(EXPIRY_WARNING_MS + 60_000),
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const dialog = await waitForWarning();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/signed out soon/);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();

    await user.click(stay);
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(store.getState().member.expire).toBeGreaterThan(
      Date.now() + MEMBER_TOKEN_TTL_MS - 10_000,
    );
    expect(store.getState().client.isLogin).toBe(true);
  });

  it('extends with Escape too', async () => {
    const user = setup();
    const { store } = await renderRoute('/Bill', {
      preloadedState: expiringState(EXPIRY_WARNING_MS + 60_000),
    });
    await waitForWarning();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(store.getState().member.expire).toBeGreaterThan(Date.now() + EXPIRY_WARNING_MS);
  });

  it('logs out from the warning', async () => {
    const user = setup();
    const { store } = await renderRoute('/Bill', {
      preloadedState: expiringState(EXPIRY_WARNING_MS + 60_000),
    });
    await waitForWarning();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().member.token).toBe('');
    expect(store.getState().client.isLogin).toBe(false);
  });

  it('goes to the login page when the member site has ended the session', async () => {
    server.use(http.get(apiUrl('Check', 'memberSite'), () => ok({ token: '' })));
    const user = setup();
    const { store } = await renderRoute('/Bill', {
      preloadedState: expiringState(EXPIRY_WARNING_MS + 60_000),
    });
    await waitForWarning();
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(store.getState().member.token).toBe('');
  });

  it('after expiry sends the member to log in and back to the page', async () => {
    const user = setup();
    const { store } = await renderRoute('/Bill', {
      preloadedState: expiringState(EXPIRY_WARNING_MS + 60_000),
    });
    await waitForWarning();
    act(() => {
      vi.advanceTimersByTime(EXPIRY_WARNING_MS);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().member.token).toBe('');

    await loginFormReady();
    await user.type(screen.getByLabelText('Member account'), 'wang.xiaoming');
    await user.type(screen.getByLabelText('Password'), 'Sandbox-1234');
    await user.type(screen.getByLabelText('Verification characters'), '2580');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bills and payment' }),
    ).toBeVisible();
  });

  it('ends a session already stale when the page opens without leaving the page', async () => {
    const { store } = await renderRoute('/', { preloadedState: expiringState(-1000) });
    await waitFor(() => {
      expect(store.getState().member.token).toBe('');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tells once that a session ended elsewhere, and signs in again back to the page', async () => {
    const user = setup();
    const visitor = signedInState();
    const { store } = await renderRoute('/Roaming?tab=2', {
      preloadedState: { client: { ...visitor.client!, isLogin: false, sessionEnded: true } },
    });
    const notice = await screen.findByRole('alert', { name: 'Your session has ended' });
    expect(notice).toHaveTextContent('Sign in again to continue');
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('alert', { name: 'Your session has ended' })).not.toBeInTheDocument();
    expect(store.getState().client.sessionEnded).toBe(false);
  });

  it('closes the notice for good', async () => {
    const user = setup();
    const visitor = signedInState();
    const { store } = await renderRoute('/', {
      preloadedState: { client: { ...visitor.client!, isLogin: false, sessionEnded: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert', { name: 'Your session has ended' })).not.toBeInTheDocument();
    expect(store.getState().client.sessionEnded).toBe(false);
  });

  it('keeps a session whose expiry is further away than one timer can wait', async () => {
    // A server clock far ahead of the browser's gives an expiry beyond 2^31 ms from now.
    const { store } = await renderRoute('/', { preloadedState: expiringState(601 * 86_400_000) });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(store.getState().member.token).not.toBe('');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays quiet for a visitor', async () => {
    await renderRoute('/');
    act(() => {
      vi.advanceTimersByTime(3 * 60 * 60 * 1000);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

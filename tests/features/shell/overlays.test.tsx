import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NOTICE_COOKIE } from '../../../src/features/shell/CookieNotice';
import { getEncryptedCookie } from '../../../src/lib/cookies';
import { clientActions } from '../../../src/state/client';
import { renderShell } from './support';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is polite and hides itself after 2.5 s', async () => {
    const { store } = await renderShell();
    act(() => {
      store.dispatch(clientActions.toastShown({ message: 'Settings saved', type: 'success' }));
    });
    const toast = screen.getByRole('status');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast).toHaveTextContent('Done: Settings saved');
    act(() => {
      vi.advanceTimersByTime(2_499);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(store.getState().client.showToast).toBe(false);
  });

  it.each([
    ['info', 'Information:'],
    ['success', 'Done:'],
    ['warning', 'Warning:'],
    ['error', 'Error:'],
  ] as const)('styles and names the %s type', async (type, spoken) => {
    const { store } = await renderShell();
    act(() => {
      store.dispatch(clientActions.toastShown({ message: 'Message', type }));
    });
    const toast = screen.getByRole('status');
    expect(toast).toHaveClass(`shell-toast--${type}`);
    expect(toast).toHaveTextContent(`${spoken} Message`);
  });

  it('goes back after hiding when asked to', async () => {
    const { store } = await renderShell({ route: '/Bill' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('link', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/Search');
    act(() => {
      store.dispatch(clientActions.toastShown({ message: 'Sent', goBack: true }));
    });
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/Bill');
  });
});

describe('message dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes focus, keeps the page inert, closes on Escape and gives focus back', async () => {
    const { store } = await renderShell();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const pageButton = screen.getByRole('button', { name: 'Page button' });
    pageButton.focus();
    act(() => {
      store.dispatch(clientActions.dialogShown('Your request was sent.'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Your request was sent.');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    expect(pageButton.closest('[inert]')).not.toBeNull();
    await user.tab();
    expect(ok).toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pageButton).toHaveFocus();
    expect(pageButton.closest('[inert]')).toBeNull();
  });

  it('closes by itself after 3 s in the auto-close variant and then goes back', async () => {
    const { store } = await renderShell({ route: '/Bill' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('link', { name: 'Search' }));
    act(() => {
      store.dispatch(clientActions.dialogShown({ message: 'Done', autoClose: true, goBack: true }));
    });
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'This message closes by itself in 3 seconds.',
    );
    act(() => {
      vi.advanceTimersByTime(2_999);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().client.showDialog).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/Bill');
  });

  it('closes with its button and stays on the page', async () => {
    const { store } = await renderShell({ route: '/Bill' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    act(() => {
      store.dispatch(clientActions.dialogShown('Check your details.'));
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/Bill');
  });
});

describe('loading overlay', () => {
  it('is announced and marks the page busy while loading', async () => {
    const { store } = await renderShell();
    const page = screen.getByRole('heading', { name: 'Page' }).closest('.shell-page');
    expect(page).toHaveAttribute('aria-busy', 'false');
    act(() => {
      store.dispatch(clientActions.loadingChanged(true));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading, please wait…');
    expect(page).toHaveAttribute('aria-busy', 'true');
    act(() => {
      store.dispatch(clientActions.loadingChanged(false));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(page).toHaveAttribute('aria-busy', 'false');
  });
});

describe('cookie notice', () => {
  it('shows until accepted and is remembered in a cookie', async () => {
    const first = await renderShell();
    const user = userEvent.setup();
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveTextContent('This site uses cookies');
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(getEncryptedCookie(COOKIE_NOTICE_COOKIE)).toBe('yes');
    expect(document.cookie).not.toContain('yes');
    first.unmount();

    await renderShell();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('shows again when the cookie cannot be read', async () => {
    document.cookie = `${COOKIE_NOTICE_COOKIE}=tampered; path=/`;
    await renderShell();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appDeepLink,
  commandOf,
  DEFAULT_APP_COMMAND,
  hintDaysWhenShown,
  REDIRECT_HINT_COOKIE,
  shouldShowRedirectBanner,
} from '../../../src/features/announcements/redirectBannerRules';
import { getEncryptedCookie, setEncryptedCookie } from '../../../src/lib/cookies';
import { clientActions } from '../../../src/state/client';
import { makeStore, type PreloadedState } from '../../../src/state/store';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';
import { whenAddonsMounted } from './support';

const DAY_MS = 86_400_000;
const WAIT = { timeout: 8_000 };

afterEach(() => {
  vi.useRealTimers();
});

function mobileState(base: PreloadedState = {}, embedded = false): PreloadedState {
  const store = makeStore(base);
  if (embedded) {
    store.dispatch(clientActions.embeddedModeEntered({ source: 'APP', parameters: {} }));
  }
  store.dispatch(
    clientActions.platformDetected({
      isAPP: embedded,
      isIOS: false,
      isAndroid: true,
      isMobile: true,
    }),
  );
  const { client, member } = store.getState();
  return { client, member };
}

const banner = () => screen.queryByRole('complementary', { name: 'Open in the app' });
const hintCookie = () => getEncryptedCookie(REDIRECT_HINT_COOKIE);

describe('app-redirect banner rules', () => {
  it.each([
    ['cmd, mobile, not embedded, no cookie', '?cmd=2001003', true, false, false, true],
    ['an empty cmd still counts', '?cmd=', true, false, false, true],
    ['no cmd', '?page=1', true, false, false, false],
    ['a desktop', '?cmd=2001003', false, false, false, false],
    ['embedded', '?cmd=2001003', true, true, false, false],
    ['the hint cookie', '?cmd=2001003', true, false, true, false],
  ])('%s: %s', (_name, search, isMobile, embedded, hasHintCookie, shown) => {
    expect(shouldShowRedirectBanner({ search, isMobile, embedded, hasHintCookie })).toBe(shown);
  });

  it.each([
    ['2001003', 'carrier-selfservice://open?cmd=2001003'],
    [' 110001 ', 'carrier-selfservice://open?cmd=110001'],
    [null, `carrier-selfservice://open?cmd=${DEFAULT_APP_COMMAND}`],
    ['', 'carrier-selfservice://open?cmd=99002'],
    ['javascript:alert(1)', 'carrier-selfservice://open?cmd=99002'],
    ['1&x=2', 'carrier-selfservice://open?cmd=99002'],
  ])('command %s opens %s', (command, link) => {
    expect(appDeepLink(command)).toBe(link);
  });

  it('reads the command from the query', () => {
    expect(commandOf('?a=1&cmd=2001002')).toBe('2001002');
    expect(commandOf('')).toBeNull();
  });

  it('sets the hint for a day at once for a member, nothing for a visitor', () => {
    expect(hintDaysWhenShown(true)).toBe(1);
    expect(hintDaysWhenShown(false)).toBeNull();
  });
});

describe('the app-redirect banner', () => {
  it('shows on a mobile device with ?cmd= and opens the app at that command', async () => {
    await renderRoute('/?cmd=2001003', { preloadedState: mobileState() });
    const bar = await screen.findByRole('complementary', { name: 'Open in the app' }, WAIT);
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveAttribute(
      'href',
      'carrier-selfservice://open?cmd=2001003',
    );
    expect(bar).toHaveTextContent('Get more done in our app');
    expect(hintCookie()).toBeUndefined();
  });

  it('opens the default command when cmd is not a command', async () => {
    await renderRoute('/?cmd=abc', { preloadedState: mobileState() });
    await screen.findByRole('complementary', { name: 'Open in the app' }, WAIT);
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveAttribute(
      'href',
      'carrier-selfservice://open?cmd=99002',
    );
  });

  it('closes, sets the hint cookie for 7 days and stays away after a reload', async () => {
    const before = Date.now();
    const { unmount, store } = await renderRoute('/?cmd=2001003', {
      preloadedState: mobileState(),
    });
    await screen.findByRole('complementary', { name: 'Open in the app' }, WAIT);
    expect(store.getState().client.showRedirect).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close the app suggestion' }));
    expect(banner()).not.toBeInTheDocument();
    expect(store.getState().client.showRedirect).toBe(false);
    expect(hintCookie()).toBe('1');
    unmount();
    await renderRoute('/?cmd=2001003', { preloadedState: mobileState() });
    expect(banner()).not.toBeInTheDocument();
    const after = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(before + 7 * DAY_MS - 60_000);
    expect(hintCookie()).toBe('1');
    vi.setSystemTime(after + 7 * DAY_MS + 60_000);
    expect(hintCookie()).toBeUndefined();
  });

  it('sets the hint cookie for 1 day when a logged-in member sees it', async () => {
    const before = Date.now();
    await renderRoute('/?cmd=2001003', { preloadedState: mobileState(signedInState()) });
    await screen.findByRole('complementary', { name: 'Open in the app' }, WAIT);
    expect(hintCookie()).toBe('1');
    // Still on show for this page load.
    expect(banner()).toBeInTheDocument();
    const after = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(before + DAY_MS - 60_000);
    expect(hintCookie()).toBe('1');
    vi.setSystemTime(after + DAY_MS + 60_000);
    expect(hintCookie()).toBeUndefined();
  });

  it.each([
    ['without cmd', '/', mobileState()],
    ['on a desktop', '/?cmd=2001003', {}],
    ['when embedded', '/?cmd=2001003', mobileState({}, true)],
  ])('does not show %s', async (_name, route, state) => {
    const mounted = whenAddonsMounted();
    await renderRoute(route, { preloadedState: state });
    await mounted();
    expect(banner()).not.toBeInTheDocument();
  });

  it('does not show while the hint cookie exists', async () => {
    setEncryptedCookie(REDIRECT_HINT_COOKIE, '1', { days: 7 });
    const mounted = whenAddonsMounted();
    await renderRoute('/?cmd=2001003', { preloadedState: mobileState() });
    await mounted();
    expect(banner()).not.toBeInTheDocument();
  });
});

import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { rememberLogin, rememberedLogin } from '../../src/lib/prepaidRemember';
import { logOut } from '../../src/state/logout';
import { portalApi, withApiState } from '../../src/state/portalApi';
import { startPersistence, WRITE_DEBOUNCE_MS } from '../../src/state/persist';
import {
  decryptedContents,
  loggedInStore,
  MEMBER_INFO,
  MEMBER_TOKEN,
  PREPAID_TOKEN,
} from './fixtures';

const PRODUCTION = {
  appEnv: 'production',
  apiMode: 'live',
  ssoHost: 'https://sso.carrier.example/',
  publicHost: 'portal.carrier.example',
} as const;

describe('logout', () => {
  it('leaves no token or personal data in memory or in storage, at once', () => {
    vi.useFakeTimers();
    try {
      const store = loggedInStore(Date.now());
      startPersistence(store, localStorage);
      vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);
      expect(decryptedContents(localStorage)).toContain(MEMBER_TOKEN);
      rememberLogin({ ivrNo: '0987000401', password: '2468' });

      store.dispatch(logOut());

      const state = store.getState();
      expect(state.member.token).toBe('');
      expect(state.member.chtMemberInfo).toBeNull();
      expect(state.client.devices).toEqual([]);
      expect(state.client.device).toBeNull();
      expect(state.client.isLogin).toBe(false);
      expect(state.client.vipInfo).toBeNull();
      expect(state.prepaid.token).toBe('');
      // Written without waiting for the debounce.
      const stored = decryptedContents(localStorage);
      for (const secret of [
        MEMBER_TOKEN,
        PREPAID_TOKEN,
        MEMBER_INFO.name,
        MEMBER_INFO.mail,
        MEMBER_INFO.mobile,
        '0912000222',
        'titanium',
      ]) {
        expect(stored).not.toContain(secret);
      }
      expect(rememberedLogin()).toBeNull();
      expect(Cookies.get('prepaidRemember')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not leave for the member site outside production', () => {
    const store = loggedInStore(Date.now());
    const leave = vi.fn();
    store.dispatch(logOut({ leave }));
    expect(leave).not.toHaveBeenCalled();
  });

  it('in production ends the member site session through the single sign-on logout init', () => {
    const store = loggedInStore(Date.now());
    const leave = vi.fn();
    store.dispatch(
      logOut({ leave, environment: PRODUCTION, returnUrl: 'https://portal.carrier.example/' }),
    );
    expect(leave).toHaveBeenCalledWith(
      'https://sso.carrier.example/SSO/Logout/Init?' +
        new URLSearchParams({
          otpw: MEMBER_TOKEN,
          ReturnUrl: 'https://portal.carrier.example/',
        }).toString(),
    );
    expect(store.getState().member.token).toBe('');
  });

  it('stays in the portal when the member site session is already over, or there was none', () => {
    const leave = vi.fn();
    const store = loggedInStore(Date.now());
    store.dispatch(logOut({ leave, environment: PRODUCTION, endMemberSiteSession: false }));
    store.dispatch(logOut({ leave, environment: PRODUCTION }));
    expect(leave).not.toHaveBeenCalled();
  });

  it('empties the API cache', async () => {
    const store = loggedInStore(Date.now());
    const probe = portalApi.injectEndpoints({
      endpoints: (build) => ({
        logoutProbe: build.query<string, undefined>({ queryFn: () => ({ data: 'personal' }) }),
      }),
    });
    await store.dispatch(probe.endpoints.logoutProbe.initiate(undefined));
    const cached = () => withApiState(store.getState()).portalApi.queries;
    expect(Object.keys(cached())).not.toHaveLength(0);
    store.dispatch(logOut());
    expect(cached()).toEqual({});
  });
});

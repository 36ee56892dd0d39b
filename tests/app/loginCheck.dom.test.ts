import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLoginCheck, MEMBER_TOKEN_EVENT, startLoginCheck } from '../../src/app/boot/loginCheck';
import { DEVICE_MENU_CACHE_MS, resetSessionLoaders } from '../../src/app/boot/sessionLoaders';
import { env } from '../../src/config/env';
import { encryptText } from '../../src/lib/aes';
import { DEVICE_MENU_KEY } from '../../src/state/persist';
import {
  decideFirstCheck,
  decideSecondCheck,
  isCarrierDomain,
  isDeviceMenuToken,
  loginTypeForToken,
  returnTarget,
  shouldAskMemberSite,
} from '../../src/app/boot/loginCheckRules';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { signInAs } from '../../src/sandbox/db/sessions';
import { apiUrl } from '../../src/sandbox/handlers/support';
import { encrypted } from '../../src/sandbox/handlers/respond';
import { server } from '../../src/sandbox/node';
import { portalStateAfterSignIn } from '../../src/sandbox/portalState';
import { bindStoreToHttp } from '../../src/state/httpBinding';
import { makeStore, type PreloadedState } from '../../src/state/store';

function memberSiteAnswers(token: string, otpw?: { isMemberLogin: boolean; isTheSame: boolean }) {
  server.use(
    http.get(apiUrl('Check', 'memberSite'), () =>
      HttpResponse.json({ result: 1, data: { token } }),
    ),
    http.post(apiUrl('SSO/CHTMember/OtpwCheck_V2', 'memberSite'), () =>
      HttpResponse.json({ result: 1, data: otpw ?? { isMemberLogin: true, isTheSame: true } }),
    ),
  );
}

function setUp(preloaded?: PreloadedState, path = '/Bill?x=1&access_token=abc&t1=2') {
  const store = makeStore(preloaded);
  bindStoreToHttp(store);
  const navigate = vi.fn();
  const [pathname = '/', query = ''] = path.split('?');
  const location = { hostname: '127.0.0.1', pathname, search: query ? `?${query}` : '' };
  return { store, navigate, context: { store, router: { navigate }, location } };
}

function loggedIn() {
  const signIn = signInAs(DEMO_CUSTOMER_IDS.mobile);
  const { client, member, prepaid } = portalStateAfterSignIn(signIn);
  return { token: signIn.token, state: { client, member, prepaid } };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login check rules', () => {
  it('asks on carrier domains, not on init or embedded pages, and always with _gl or others', () => {
    const base = { pathname: '/Bill', search: '', embedded: false, carrierDomain: true };
    expect(shouldAskMemberSite(base)).toBe(true);
    expect(shouldAskMemberSite({ ...base, pathname: '/Init' })).toBe(false);
    expect(shouldAskMemberSite({ ...base, embedded: true })).toBe(false);
    expect(shouldAskMemberSite({ ...base, carrierDomain: false })).toBe(false);
    expect(shouldAskMemberSite({ ...base, carrierDomain: false, search: '?_gl=1' })).toBe(true);
    expect(shouldAskMemberSite({ ...base, carrierDomain: false, search: '?others=x' })).toBe(true);
  });

  it('knows the carrier domains', () => {
    const live = { apiMode: 'live' as const, publicHost: 'www.carrier.example' };
    expect(isCarrierDomain('www.carrier.example', live)).toBe(true);
    expect(isCarrierDomain('my.carrier.example', live)).toBe(true);
    expect(isCarrierDomain('evil.example', live)).toBe(false);
    expect(isCarrierDomain('carrier.example.evil.example', live)).toBe(false);
    expect(isCarrierDomain('127.0.0.1', { apiMode: 'sandbox', publicHost: '' })).toBe(true);
  });

  it.each([
    ['', 'tok', true, 'logOut'],
    ['', '', false, 'nothing'],
    ['tok', '', false, 'memberLoginCheck'],
    ['other', 'tok', true, 'memberLoginCheck'],
    ['tok', 'tok', true, 'secondCheck'],
  ])('site token %j, local %j, logged in %s: %s', (site, local, isLogin, expected) => {
    expect(decideFirstCheck(site, local, isLogin)).toBe(expected);
  });

  it.each([
    ['MO123', 'MO123', { isMemberLogin: false, isTheSame: false }, 'skip'],
    ['tok', 'tok', null, 'skip'],
    ['tok', 'tok', { isMemberLogin: false, isTheSame: false }, 'logOut'],
    ['tok', '', { isMemberLogin: true, isTheSame: false }, 'memberLoginCheck'],
    ['tok', 'tok', { isMemberLogin: true, isTheSame: false }, 'clearThenMemberLoginCheck'],
    ['tok', 'tok', { isMemberLogin: true, isTheSame: true }, 'giveChatToken'],
  ])('second check of %j (local %j) with %j: %s', (token, local, reply, expected) => {
    expect(decideSecondCheck(token, local, reply)).toBe(expected);
  });

  it('validates SMS, HN, TEL, Lauth_, MOICA, MOEACA and SSO-service tokens with the device menu', () => {
    for (const token of ['SMS1', 'HN1', 'TEL1', 'Lauth_1', 'MOICA1', 'MOEACA1', 'SSO-service1']) {
      expect(isDeviceMenuToken(token)).toBe(true);
    }
    expect(isDeviceMenuToken('abc')).toBe(false);
    expect(loginTypeForToken('SMS-9')).toBe('sms');
    expect(loginTypeForToken('abc')).toBe('chtmember');
  });

  it('keeps the query except access_token, path, t1 and t2 when going back', () => {
    expect(returnTarget('/Bill/history', '?access_token=a&path=b&t1=1&t2=2&campaign=x')).toBe(
      '/Bill/history?campaign=x',
    );
    expect(returnTarget('/Roaming?tab=2', '')).toBe('/Roaming?tab=2');
  });
});

describe('login check against the member site', () => {
  it('logs out when the member site has no session and the portal is logged in', async () => {
    const { state } = loggedIn();
    const { store, context } = setUp(state);
    memberSiteAnswers('');
    expect(await runLoginCheck(context)).toBe('loggedOut');
    expect(store.getState().member.token).toBe('');
    expect(store.getState().client.isLogin).toBe(false);
    // The customer is told (SessionLayer) instead of silently finding the visitor view.
    expect(store.getState().client.sessionEnded).toBe(true);
  });

  it('logs in with the member site token while logged out and goes back to the page, keeping its query', async () => {
    const { token } = loggedIn();
    const { store, navigate, context } = setUp();
    memberSiteAnswers(token);
    expect(await runLoginCheck(context)).toBe('loggedIn');
    expect(store.getState().member.token).toBe(token);
    expect(store.getState().client.isLogin).toBe(true);
    expect(store.getState().client.devices.length).toBeGreaterThan(0);
    expect(store.getState().client.ssoBackPath).toBe('/Bill?x=1&access_token=abc&t1=2');
    expect(navigate).toHaveBeenCalledWith('/Bill?x=1', { replace: true });
    expect(store.getState().member.isLoginCheck).toBe(false);
  });

  it('switches to a different member site token', async () => {
    const first = loggedIn();
    const second = signInAs(DEMO_CUSTOMER_IDS.fixedBroadband);
    const { store, context } = setUp(first.state);
    memberSiteAnswers(second.token);
    expect(await runLoginCheck(context)).toBe('loggedIn');
    expect(store.getState().member.token).toBe(second.token);
  });

  it('clears the data when member info answers -1 and navigates on without the SSO parameters', async () => {
    const { store, navigate, context } = setUp();
    memberSiteAnswers('stale-token');
    expect(await runLoginCheck(context)).toBe('notLoggedIn');
    expect(store.getState().member.token).toBe('');
    expect(store.getState().client.isLogin).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/Bill?x=1', { replace: true });
  });

  it('stays on the page when member info answers -1 and the address holds nothing to drop', async () => {
    const { navigate, context } = setUp(undefined, '/Roaming?tab=2');
    memberSiteAnswers('stale-token');
    expect(await runLoginCheck(context)).toBe('notLoggedIn');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the data when member info gives no answer at all', async () => {
    const { token, state } = loggedIn();
    const { store, context } = setUp(state);
    memberSiteAnswers(`${token}-other`);
    server.use(http.get(apiUrl('Chtmember/CHTMemberInfo'), () => HttpResponse.error()));
    expect(await runLoginCheck(context)).toBe('notLoggedIn');
    expect(store.getState().member.token).toBe('');
    expect(store.getState().client.devices).toEqual([]);
  });

  it('does nothing when neither the member site nor the portal has a session', async () => {
    const { store, navigate, context } = setUp();
    memberSiteAnswers('');
    expect(await runLoginCheck(context)).toBe('nothing');
    expect(store.getState().client.isLogin).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the member site cannot be reached', async () => {
    const { token, state } = loggedIn();
    const { store, context } = setUp(state);
    server.use(http.get(apiUrl('Check', 'memberSite'), () => HttpResponse.error()));
    expect(await runLoginCheck(context)).toBe('memberSiteUnavailable');
    expect(store.getState().member.token).toBe(token);
  });

  it('does not pull the customer back when they moved on while the check ran', async () => {
    const { token } = loggedIn();
    const { store, navigate, context } = setUp();
    memberSiteAnswers(token);
    const checking = runLoginCheck(context);
    context.location.pathname = '/Roaming';
    context.location.search = '';
    expect(await checking).toBe('loggedIn');
    expect(store.getState().member.token).toBe(token);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('saves only a same-origin return path: a forged one sends the customer home', async () => {
    const { token } = loggedIn();
    const { store, navigate, context } = setUp(undefined, '//evil.example/x');
    memberSiteAnswers(token);
    expect(await runLoginCheck(context)).toBe('loggedIn');
    expect(store.getState().member.token).toBe(token);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('validates an SMS token through the device menu: result 1 logs in, anything else does not', async () => {
    const smsToken = 'SMS-demo-token';
    const devices = portalStateAfterSignIn(signInAs(DEMO_CUSTOMER_IDS.mobile)).client.devices;
    server.use(
      http.post(apiUrl('CHTMember/DeviceMenu'), ({ request }) =>
        request.headers.get('token') === smsToken
          ? HttpResponse.json({ result: 1, data: encrypted({ devices }) })
          : HttpResponse.json({ result: -1, message: 'invalid' }),
      ),
    );
    const valid = setUp();
    memberSiteAnswers(smsToken);
    expect(await runLoginCheck(valid.context)).toBe('loggedIn');
    expect(valid.store.getState().member.token).toBe(smsToken);
    expect(valid.store.getState().client.loginType).toBe('sms');
    expect(valid.store.getState().client.devices).toHaveLength(devices.length);

    const invalid = setUp();
    memberSiteAnswers('SMS-unknown');
    expect(await runLoginCheck(invalid.context)).toBe('notLoggedIn');
    expect(invalid.store.getState().member.token).toBe('');
  });

  it('confirms a matching session and hands the token to the chat assistant after 3 s', async () => {
    const { token, state } = loggedIn();
    const { context } = setUp(state);
    memberSiteAnswers(token, { isMemberLogin: true, isTheSame: true });
    const received = vi.fn();
    globalThis.addEventListener(MEMBER_TOKEN_EVENT, (event) => {
      received((event as CustomEvent<{ token: string }>).detail.token);
    });
    expect(await runLoginCheck(context)).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(received).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(received).toHaveBeenCalledWith(token);
  });

  it('logs out when the second check says the token is not a member login', async () => {
    const { token, state } = loggedIn();
    const { store, context } = setUp(state);
    memberSiteAnswers(token, { isMemberLogin: false, isTheSame: false });
    expect(await runLoginCheck(context)).toBe('loggedOut');
    expect(store.getState().member.token).toBe('');
    expect(store.getState().client.sessionEnded).toBe(true);
  });

  it('clears the user data and checks again when the member login is not the same', async () => {
    const { token, state } = loggedIn();
    const { store, context } = setUp(state);
    memberSiteAnswers(token, { isMemberLogin: true, isTheSame: false });
    expect(await runLoginCheck(context)).toBe('loggedIn');
    expect(store.getState().member.token).toBe(token);
  });

  it('does not ask on the init page', async () => {
    const { context } = setUp(undefined, '/Init?_gl=1');
    expect(await runLoginCheck(context)).toBe('notAsked');
  });

  it('skips the second check for tokens starting with MO', async () => {
    const { state } = loggedIn();
    const token = 'MOICA-kept';
    const { store, context } = setUp({ ...state, member: { ...state.member, token } });
    let asked = false;
    memberSiteAnswers(token);
    server.use(
      http.post(apiUrl('SSO/CHTMember/OtpwCheck_V2', 'memberSite'), () => {
        asked = true;
        return HttpResponse.json({ result: 1, data: { isMemberLogin: false, isTheSame: false } });
      }),
    );
    expect(await runLoginCheck(context)).toBe('secondCheckSkipped');
    expect(asked).toBe(false);
    expect(store.getState().member.token).toBe(token);
  });

  it('does not ask on an embedded page', async () => {
    const { state } = loggedIn();
    const { store, context } = setUp({ ...state, client: { ...state.client, embedded: true } });
    expect(await runLoginCheck(context)).toBe('notAsked');
    expect(store.getState().member.token).not.toBe('');
  });
});

describe('the member login check by token prefix', () => {
  function recordCalls() {
    const calls: string[] = [];
    const devices = portalStateAfterSignIn(signInAs(DEMO_CUSTOMER_IDS.mobile)).client.devices;
    const memberInfo = portalStateAfterSignIn(signInAs(DEMO_CUSTOMER_IDS.mobile)).member
      .chtMemberInfo;
    server.use(
      http.post(apiUrl('CHTMember/DeviceMenu'), ({ request }) => {
        calls.push(`DeviceMenu ${request.headers.get('token') ?? ''}`);
        return HttpResponse.json({ result: 1, data: encrypted({ devices }) });
      }),
      http.get(apiUrl('Chtmember/CHTMemberInfo'), ({ request }) => {
        calls.push(`CHTMemberInfo ${request.headers.get('token') ?? ''}`);
        return HttpResponse.json({ result: 1, data: encrypted(memberInfo) });
      }),
    );
    return calls;
  }

  it.each([
    ['SMS-1', 'DeviceMenu', 'sms'],
    ['HN12345678-1', 'DeviceMenu', 'hn'],
    ['TEL-1', 'DeviceMenu', 'tel'],
    ['Lauth_1', 'DeviceMenu', 'lauth'],
    ['MOICA-1', 'DeviceMenu', 'moica'],
    ['MOEACA-1', 'DeviceMenu', 'moeaca'],
    ['SSO-service-1', 'DeviceMenu', 'sso'],
    ['member-token-1', 'CHTMemberInfo', 'chtmember'],
    ['sms-lower-case', 'CHTMemberInfo', 'chtmember'],
    ['XSMS-1', 'CHTMemberInfo', 'chtmember'],
  ])('%s is validated with %s and logs in as %s', async (token, call, loginType) => {
    const calls = recordCalls();
    const { store, context } = setUp();
    memberSiteAnswers(token);
    expect(await runLoginCheck(context)).toBe('loggedIn');
    expect(calls).toEqual([`${call} ${token}`]);
    expect(store.getState().member.token).toBe(token);
    expect(store.getState().client.loginType).toBe(loginType);
    expect(store.getState().client.devices.length).toBeGreaterThan(0);
  });
});

describe('startLoginCheck', () => {
  afterEach(() => {
    resetSessionLoaders();
  });

  function staleMenuStore(fetchedAt: number) {
    const { token, state } = loggedIn();
    const renamed = state.client.devices.map((device) => ({ ...device, AliasOfCustom: 'Old' }));
    localStorage.setItem(
      DEVICE_MENU_KEY,
      encryptText(JSON.stringify({ devices: renamed, fetchedAt }), env.storagePassphrase),
    );
    memberSiteAnswers(token);
    return setUp({ ...state, client: { ...state.client, devices: renamed } }, '/Bill');
  }

  it('fetches the device menu again when the stored one is older than 3600 s', async () => {
    const { store, context } = staleMenuStore(Date.now() - DEVICE_MENU_CACHE_MS - 1);
    expect(await startLoginCheck(context)).toBe('confirmed');
    expect(store.getState().client.devices[0]?.AliasOfCustom).not.toBe('Old');
  });

  it('keeps a device menu fetched within the last 3600 s', async () => {
    const { store, context } = staleMenuStore(Date.now() - DEVICE_MENU_CACHE_MS + 60_000);
    expect(await startLoginCheck(context)).toBe('confirmed');
    expect(store.getState().client.devices[0]?.AliasOfCustom).toBe('Old');
  });

  it('loads the devices and the VIP level after the check logs in', async () => {
    const { token } = loggedIn();
    const { store, context } = setUp(undefined, '/Bill');
    memberSiteAnswers(token);
    expect(await startLoginCheck(context)).toBe('loggedIn');
    await vi.waitFor(() => {
      expect(store.getState().client.vipLevel).toBe(1);
    });
  });
});

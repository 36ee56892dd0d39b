import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STORE_LINKS } from '../../src/app/boot/commandTable';
import { IVR_QUIT_DELAY_MS } from '../../src/app/boot/embeddedLaunch';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { signInAs } from '../../src/sandbox/db/sessions';
import { portalStateAfterSignIn } from '../../src/sandbox/portalState';
import { commonHeadersFrom } from '../../src/state/httpBinding';
import { prepaidActions } from '../../src/state/prepaid';
import { prepareLaunch } from './embeddedLaunchSupport';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('embedded launch: sources and pages', () => {
  it('APP: clears the old session, enters embedded mode, keeps identifier and parameters, shows the page, removes the parameter', async () => {
    const before = portalStateAfterSignIn(signInAs(DEMO_CUSTOMER_IDS.fixedBroadband));
    const { store, replaceState, run } = prepareLaunch(
      {
        source: 'APP',
        accountType: '',
        identifier: 'app-install-1',
        page: 'billhistory',
        parameters: {
          appversion: '5.12.0',
          language: 'en',
          AttachedNo: 'A1',
          alreadyShownAnnouncement: ['Maintenance tonight'],
        },
      },
      { preloaded: { member: before.member, client: before.client } },
    );
    store.dispatch(prepaidActions.prepaidSessionStarted({ token: '123', ivrNo: '0987000401' }));
    await run();
    const { client, member, prepaid } = store.getState();
    expect(member.token).toBe('');
    expect(prepaid.token).toBe('');
    expect(client.isLogin).toBe(false);
    expect(client.embedded).toBe(true);
    expect(client.isAPP).toBe(true);
    expect(client.source).toBe('APP');
    expect(client.identifier).toBe('app-install-1');
    expect(client.embeddedParameters).toMatchObject({ appversion: '5.12.0', AttachedNo: 'A1' });
    expect(client.language).toBe('en');
    expect(client.alreadyShownAnnouncement.home).toContain('Maintenance tonight');
    expect(client.alreadyShownAnnouncement.all).toContain('Maintenance tonight');
    expect(commonHeadersFrom(store)).toMatchObject({
      source: 'APP',
      identifier: 'app-install-1',
      attachedno: 'A1',
      isLogin: 'N',
    });
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/Bill/history');
  });

  it('CHAT: embedded with the chat source, the Cmd_ page shown', async () => {
    const { store, replaceState, run } = prepareLaunch({ source: 'CHAT', page: 'Cmd_2001002' });
    await run();
    expect(store.getState().client).toMatchObject({ embedded: true, source: 'CHAT' });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/Bill');
  });

  it('ENTAPP: embedded with the enterprise source on a portal path', async () => {
    const { store, replaceState, run } = prepareLaunch({ source: 'ENTAPP', page: '/ECMain' });
    await run();
    expect(store.getState().client).toMatchObject({ embedded: true, source: 'ENTAPP' });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/ECMain');
  });

  it('without a page: stays on the address it was opened at, minus the parameter', async () => {
    const { replaceState, run } = prepareLaunch({ source: 'APP' });
    await run();
    expect(replaceState).toHaveBeenCalledWith(null, '', '/Start?keep=1');
  });

  it('an unknown command opens the home page', async () => {
    const { replaceState, run } = prepareLaunch({ source: 'APP', page: 'Cmd_123456789' });
    await run();
    expect(replaceState).toHaveBeenCalledWith(null, '', '/');
  });

  it('PREPAID with a numeric token starts the prepaid session on the requested prepaid page', async () => {
    const { store, replaceState, run } = prepareLaunch({
      source: 'PREPAID',
      token: '730001234',
      account: '0987000401',
      page: 'Cmd_110001',
      parameters: { language: 'id' },
    });
    await run();
    const { prepaid, client } = store.getState();
    expect(prepaid).toMatchObject({ token: '730001234', ivrNo: '0987000401', language: 'id' });
    expect(client).toMatchObject({ embedded: true, source: 'PREPAID', isPrepaid: true });
    expect(commonHeadersFrom(store).token).toBe('730001234');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/PrepaidTopUp');
  });

  it('PREPAID without a language gets zh', async () => {
    const { store, run } = prepareLaunch({ source: 'PREPAID', token: '1', page: 'Cmd_110003' });
    await run();
    expect(store.getState().prepaid.language).toBe('zh');
  });

  it.each(['abc', '12a4', '', ' 123'])(
    'PREPAID with the non-numeric token "%s" clears it and goes to the prepaid logout page',
    async (token) => {
      const { store, replaceState, run } = prepareLaunch({
        source: 'PREPAID',
        token,
        page: 'Cmd_110003',
      });
      store.dispatch(prepaidActions.prepaidSessionStarted({ token: '999', ivrNo: '0987000401' }));
      await run();
      expect(store.getState().prepaid.token).toBe('');
      expect(store.getState().client.source).toBe('PREPAID');
      expect(commonHeadersFrom(store).token).toBe('');
      expect(replaceState).toHaveBeenCalledWith(null, '', '/PrepaidLoginLogOut');
    },
  );

  it.each(['/AppLogin', '/Main', '/My', '/EmbeddedService', '/AppOnBoarding'])(
    'keeps embedded mode off for %s',
    async (page) => {
      const { store, replaceState, run } = prepareLaunch({ source: 'APP', page });
      await run();
      expect(store.getState().client.embedded).toBe(false);
      expect(replaceState).toHaveBeenCalledWith(null, '', page);
    },
  );

  it('keeps the https origin of a framing page as the bridge target', async () => {
    const { store, run } = prepareLaunch(
      { source: 'APP' },
      { referrer: 'https://app.carrier.example/shell' },
    );
    await run();
    expect(store.getState().client.targetOrigin).toBe('https://app.carrier.example');
  });

  it.each([
    ['not hex', 'not-hex-at-all'],
    ['not UTF-8', 'fffe'],
    ['not JSON', '7b7b'],
    ['a prototype key', Buffer.from('{"source":"APP","__proto__":{"x":1}}').toString('hex')],
    ['an unknown source', Buffer.from('{"source":"WEB"}').toString('hex')],
  ])('ignores a parameter that is %s: no state change, parameter removed', async (_name, raw) => {
    const signIn = portalStateAfterSignIn(signInAs(DEMO_CUSTOMER_IDS.mobile));
    const { store, replaceState, environment, run } = prepareLaunch(null, {
      raw,
      preloaded: { member: signIn.member, client: signIn.client },
    });
    const before = store.getState();
    await expect(run()).resolves.toBeUndefined();
    expect(store.getState()).toEqual(before);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/Start?keep=1');
    expect(environment.events.addEventListener).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('an IVRredir page asks the app to open the store, says so, then closes after 1 s', async () => {
    vi.useFakeTimers();
    const postMessage = vi.fn();
    vi.stubGlobal('webkit', { messageHandlers: { portalBridge: { postMessage } } });
    const { store, replaceState, run } = prepareLaunch({
      source: 'APP',
      page: 'IVRredir',
      parameters: { DeviceType: 'iOS', language: 'en' },
    });
    await run();
    expect(replaceState).toHaveBeenCalledWith(null, '', '/Start?keep=1');
    expect(postMessage).toHaveBeenCalledWith({
      type: 'openExternal',
      url: APP_STORE_LINKS.ios,
      sso: false,
    });
    expect(store.getState().client.msgToast).toBe('Opening the app store…');
    expect(postMessage).not.toHaveBeenCalledWith({ type: 'close' });
    await vi.advanceTimersByTimeAsync(IVR_QUIT_DELAY_MS - 1);
    expect(postMessage).not.toHaveBeenCalledWith({ type: 'close' });
    await vi.advanceTimersByTimeAsync(1);
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'close' });
  });

  it('an IVRredir page outside an app goes to the store itself', async () => {
    const { environment, run } = prepareLaunch({
      source: 'APP',
      page: 'IVRredir_sms',
      parameters: { DeviceType: 'android' },
    });
    await run();
    expect(environment.location.href).toBe(APP_STORE_LINKS.android);
  });

  it('leaving the page (pagehide) resets embedded mode and clears the user data', async () => {
    const { token } = signInAs(DEMO_CUSTOMER_IDS.mobile);
    const { store, environment, run } = prepareLaunch({
      source: 'APP',
      accountType: 'chtmember',
      token,
    });
    await run();
    expect(store.getState().member.token).toBe(token);
    const [event, onLeave] = environment.events.addEventListener.mock.calls[0] as [
      string,
      () => void,
    ];
    expect(event).toBe('pagehide');
    onLeave();
    const { client, member } = store.getState();
    expect(client).toMatchObject({ embedded: false, isAPP: false, source: '', isLogin: false });
    expect(client.devices).toEqual([]);
    expect(member.token).toBe('');
    expect(commonHeadersFrom(store).source).toBe('MYCHT');
  });
});

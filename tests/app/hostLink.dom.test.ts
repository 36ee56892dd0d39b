import { describe, expect, it, vi } from 'vitest';
import { hostOrigin } from '../../src/app/boot/embeddedMode';
import {
  allowedHostOrigins,
  allowSsoHosts,
  listenToHost,
  openLink,
} from '../../src/app/boot/hostLink';
import { SANDBOX_SSO_HOSTS } from '../../src/sandbox/handlers/member';
import { clientActions } from '../../src/state/client';
import { bindStoreToHttp } from '../../src/state/httpBinding';
import { makeStore } from '../../src/state/store';

const PORTAL = 'https://portal.example';
const APP_ORIGIN = 'https://app.carrier.example';

function embeddedStore(targetOrigin: string) {
  const store = makeStore();
  bindStoreToHttp(store);
  store.dispatch(
    clientActions.embeddedModeEntered({ source: 'APP', parameters: {}, targetOrigin }),
  );
  return store;
}

describe('host app link', () => {
  it('takes the framing page origin only when it is https', () => {
    expect(hostOrigin('https://app.carrier.example/shell?x=1')).toBe('https://app.carrier.example');
    expect(hostOrigin('http://app.carrier.example/')).toBe('');
    expect(hostOrigin('')).toBe('');
    expect(hostOrigin('not a url')).toBe('');
  });

  it('acts on known messages from the app origin only', () => {
    const store = embeddedStore('https://app.carrier.example');
    const target = new EventTarget();
    const navigate = vi.fn();
    const changeLanguage = vi.fn();
    const stop = listenToHost(store, { navigate, i18n: { changeLanguage } }, target, PORTAL);
    const send = (origin: string, data: unknown) => {
      target.dispatchEvent(new MessageEvent('message', { origin, data }));
    };
    send('https://evil.example', { type: 'navigate', path: '/Bill' });
    send('https://app.carrier.example', { type: 'navigate', path: 'https://evil.example' });
    expect(navigate).not.toHaveBeenCalled();
    send('https://app.carrier.example', { type: 'navigate', path: '/Bill' });
    expect(navigate).toHaveBeenCalledWith('/Bill');
    send('https://app.carrier.example', { type: 'language', language: 'th' });
    expect(changeLanguage).toHaveBeenCalledWith('th');
    expect(store.getState().client.language).toBe('th');
    stop();
    send('https://app.carrier.example', { type: 'navigate', path: '/Roaming' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('accepts messages a native app injects (the portal origin) and nothing when not embedded', () => {
    const store = embeddedStore('');
    const target = new EventTarget();
    const navigate = vi.fn();
    const stop = listenToHost(
      store,
      { navigate, i18n: { changeLanguage: vi.fn() } },
      target,
      PORTAL,
    );
    target.dispatchEvent(
      new MessageEvent('message', { origin: PORTAL, data: '{"type":"navigate","path":"/Bill"}' }),
    );
    expect(navigate).toHaveBeenCalledWith('/Bill');
    store.dispatch(clientActions.embeddedModeLeft());
    target.dispatchEvent(
      new MessageEvent('message', { origin: PORTAL, data: { type: 'navigate', path: '/Main' } }),
    );
    expect(navigate).toHaveBeenCalledTimes(1);
    stop();
    expect(allowedHostOrigins('', 'null')).toEqual([]);
    expect(allowedHostOrigins(APP_ORIGIN, PORTAL)).toEqual([PORTAL, APP_ORIGIN]);
  });

  it('sends external links through the app with the sandbox whitelist', async () => {
    expect(await allowSsoHosts()).toEqual(SANDBOX_SSO_HOSTS);
    const postMessage = vi.fn();
    vi.stubGlobal('webkit', { messageHandlers: { portalBridge: { postMessage } } });
    const store = embeddedStore('');
    await openLink(store, 'https://shop.carrier.example/deal');
    expect(postMessage).toHaveBeenCalledWith({
      type: 'openExternal',
      url: 'https://shop.carrier.example/deal',
      sso: true,
    });
    vi.unstubAllGlobals();
  });
});

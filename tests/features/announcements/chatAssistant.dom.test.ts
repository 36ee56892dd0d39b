import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_TOKEN_EVENT } from '../../../src/app/boot/loginCheck';
import {
  afterPageLoad,
  CHAT_START_DELAY_MS,
  CHAT_TOKEN_DELAY_MS,
  loadChatScript,
  shouldLoadChat,
  startChatAssistant,
  type ChatAssistantApi,
  type ChatScriptLoader,
} from '../../../src/features/announcements/chatAssistant';

const URL = 'https://chat-test.carrier.example/assistant.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('script[data-portal-chat]').forEach((script) => {
    script.remove();
  });
  Reflect.deleteProperty(window, 'carrierChatAssistant');
});

/** A loader that answers after `delay` ms with the given assistant (or null: failed). */
function loaderWith(api: ChatAssistantApi | null, delay = 0) {
  const loader = vi.fn<ChatScriptLoader>(
    () =>
      new Promise((resolve) => {
        setTimeout(() => {
          resolve(api);
        }, delay);
      }),
  );
  return loader;
}

function start(loader: ChatScriptLoader, token = () => 'member-token') {
  const events = new EventTarget();
  const stop = startChatAssistant({
    url: URL,
    loader,
    token,
    tokenEvent: MEMBER_TOKEN_EVENT,
    events,
    whenLoaded: (callback) => {
      callback();
      return () => undefined;
    },
  });
  const confirm = (value: unknown) =>
    events.dispatchEvent(new CustomEvent(MEMBER_TOKEN_EVENT, { detail: value }));
  return { stop, confirm };
}

describe('where the chat assistant may run', () => {
  it.each([
    ['the portal host', 'portal.carrier.example', false, URL, true],
    ['localhost', 'localhost', false, URL, false],
    ['a .localhost name', 'portal.localhost', false, URL, false],
    ['127.0.0.1', '127.0.0.1', false, URL, false],
    ['IPv6 loopback', '[::1]', false, URL, false],
    ['embedded', 'portal.carrier.example', true, URL, false],
    ['no script configured', 'portal.carrier.example', false, ' ', false],
  ])('%s: %s', (_name, hostname, embedded, url, allowed) => {
    expect(shouldLoadChat({ url, hostname, embedded })).toBe(allowed);
  });
});

describe('starting the chat assistant', () => {
  it('loads the script 500 ms after load and gives the token 2 s later', async () => {
    const setToken = vi.fn();
    const loader = loaderWith({ setToken });
    start(loader);
    await vi.advanceTimersByTimeAsync(CHAT_START_DELAY_MS - 1);
    expect(loader).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loader).toHaveBeenCalledWith(URL);
    await vi.advanceTimersByTimeAsync(CHAT_TOKEN_DELAY_MS - 1);
    expect(setToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(setToken).toHaveBeenCalledExactlyOnceWith('member-token');
  });

  it('gives the token as soon as a slow script is there', async () => {
    const setToken = vi.fn();
    start(loaderWith({ setToken }, 5_000));
    await vi.advanceTimersByTimeAsync(CHAT_START_DELAY_MS + CHAT_TOKEN_DELAY_MS);
    expect(setToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(setToken).toHaveBeenCalledExactlyOnceWith('member-token');
  });

  it('gives no token to a visitor, and the token the login check confirms later', async () => {
    const setToken = vi.fn();
    const { confirm } = start(loaderWith({ setToken }), () => '');
    await vi.advanceTimersByTimeAsync(CHAT_START_DELAY_MS + CHAT_TOKEN_DELAY_MS);
    expect(setToken).not.toHaveBeenCalled();
    confirm({ token: 'confirmed-token' });
    confirm({ token: 'confirmed-token' });
    confirm({ token: 42 });
    confirm('confirmed-token');
    expect(setToken).toHaveBeenCalledExactlyOnceWith('confirmed-token');
  });

  it('changes nothing when the script fails to load', async () => {
    const loader = loaderWith(null);
    const { confirm } = start(loader);
    await vi.advanceTimersByTimeAsync(CHAT_START_DELAY_MS + CHAT_TOKEN_DELAY_MS);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(() => confirm({ token: 't' })).not.toThrow();
  });

  it('survives an assistant that throws', async () => {
    const setToken = vi.fn(() => {
      throw new Error('broken assistant');
    });
    start(loaderWith({ setToken }));
    await vi.advanceTimersByTimeAsync(CHAT_START_DELAY_MS + CHAT_TOKEN_DELAY_MS);
    expect(setToken).toHaveBeenCalled();
  });

  it('does nothing more once stopped', async () => {
    const setToken = vi.fn();
    const loader = loaderWith({ setToken });
    const { stop } = start(loader);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loader).not.toHaveBeenCalled();
  });

  it('waits for the page to load', () => {
    const callback = vi.fn();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    afterPageLoad(callback);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(callback).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
    afterPageLoad(callback);
    expect(callback).toHaveBeenCalledTimes(2);
  });
});

describe('the script tag', () => {
  it('is removed again when it fails to load, leaving nothing behind', async () => {
    const loaded = loadChatScript(URL);
    const script = document.querySelector<HTMLScriptElement>('script[data-portal-chat]');
    expect(script?.src).toBe(URL);
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBeNull();
    expect(document.querySelector('script[data-portal-chat]')).toBeNull();
  });

  it('hands over the assistant the script offers, and nothing when it offers none', async () => {
    const api = { setToken: vi.fn() };
    const first = loadChatScript(URL);
    window.carrierChatAssistant = api;
    document.querySelector('script[data-portal-chat]')?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    Reflect.deleteProperty(window, 'carrierChatAssistant');
    const second = loadChatScript(URL);
    document.querySelectorAll('script[data-portal-chat]')[1]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { detectPlatform, MOBILE_MEDIA_QUERY, recordPlatform } from '../../src/app/boot/platform';
import { clientActions } from '../../src/state/client';
import { makeStore } from '../../src/state/store';

const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  iPadOS:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxDesktopSite:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('platform detection', () => {
  it.each([
    ['an iPhone', AGENTS.iPhone, 0, false, { isIOS: true, isAndroid: false, isMobile: true }],
    ['an iPad', AGENTS.iPad, 5, false, { isIOS: true, isAndroid: false, isMobile: true }],
    [
      'iPadOS (a Mac with touch)',
      AGENTS.iPadOS,
      5,
      false,
      { isIOS: true, isAndroid: false, isMobile: true },
    ],
    [
      'an Android phone',
      AGENTS.android,
      5,
      false,
      { isIOS: false, isAndroid: true, isMobile: true },
    ],
    [
      'an Android tablet',
      AGENTS.androidTablet,
      10,
      false,
      { isIOS: false, isAndroid: true, isMobile: true },
    ],
    [
      'a Windows desktop',
      AGENTS.windows,
      0,
      false,
      { isIOS: false, isAndroid: false, isMobile: false },
    ],
    ['a Mac', AGENTS.mac, 0, false, { isIOS: false, isAndroid: false, isMobile: false }],
    [
      'a phone asking for the desktop site (touch, narrow)',
      AGENTS.linuxDesktopSite,
      5,
      true,
      { isIOS: false, isAndroid: false, isMobile: true },
    ],
    ['an empty user agent', '', 0, false, { isIOS: false, isAndroid: false, isMobile: false }],
  ])('%s', (_name, userAgent, maxTouchPoints, narrowTouch, expected) => {
    const queries: string[] = [];
    const traits = detectPlatform({
      userAgent,
      maxTouchPoints,
      matchMedia: (query) => {
        queries.push(query);
        return narrowTouch;
      },
    });
    expect(traits).toEqual(expected);
    expect(queries).toEqual([MOBILE_MEDIA_QUERY]);
  });

  it('asks for a coarse pointer on a phone-sized screen', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(pointer: coarse) and (max-width: 767px)');
  });

  it('never throws, whatever the media query does', () => {
    expect(
      detectPlatform({
        userAgent: AGENTS.windows,
        matchMedia: () => {
          throw new Error('no media queries');
        },
      }),
    ).toEqual({ isIOS: false, isAndroid: false, isMobile: false });
    expect(detectPlatform({ userAgent: AGENTS.windows })).toEqual({
      isIOS: false,
      isAndroid: false,
      isMobile: false,
    });
  });
});

describe('the platform boot step', () => {
  it('records the platform in client state', () => {
    const store = makeStore();
    recordPlatform(store, { userAgent: AGENTS.android, matchMedia: () => false });
    expect(store.getState().client).toMatchObject({
      isAPP: false,
      isIOS: false,
      isAndroid: true,
      isMobile: true,
    });
  });

  it('leaves isAPP as the embedded launch set it', () => {
    const store = makeStore();
    store.dispatch(clientActions.embeddedModeEntered({ source: 'APP', parameters: {} }));
    recordPlatform(store, { userAgent: AGENTS.iPhone });
    expect(store.getState().client).toMatchObject({ isAPP: true, isIOS: true, isMobile: true });
  });

  it('reads the browser by default (jsdom: a desktop without media queries)', () => {
    const store = makeStore();
    recordPlatform(store);
    expect(store.getState().client.isMobile).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  cachedHostList,
  isOpenableLink,
  isPostableOrigin,
  isSsoHost,
  openExternalLink,
  sendToHost,
} from '../../src/lib/hostBridge';
import { readHostMessage } from '../../src/lib/hostBridgeMessages';

const APP = 'https://app.carrier.example';

describe('host bridge: portal to app', () => {
  it('prefers the iOS handler, then the Android interface', () => {
    const ios = vi.fn();
    expect(
      sendToHost({ type: 'close' }, '', {
        webkit: { messageHandlers: { portalBridge: { postMessage: ios } } },
      }),
    ).toBe(true);
    expect(ios).toHaveBeenCalledWith({ type: 'close' });
    const android = vi.fn();
    expect(sendToHost({ type: 'close' }, '', { PortalBridge: { postMessage: android } })).toBe(
      true,
    );
    expect(android).toHaveBeenCalledWith('{"type":"close"}');
  });

  it('passes navigation commands to the app', () => {
    const ios = vi.fn();
    const target = { webkit: { messageHandlers: { portalBridge: { postMessage: ios } } } };
    sendToHost({ type: 'navigate', command: '2001003' }, '', target);
    expect(ios).toHaveBeenCalledWith({ type: 'navigate', command: '2001003' });
  });

  it('treats a native bridge that throws as no bridge', () => {
    const broken = {
      PortalBridge: {
        postMessage: () => {
          throw new Error('gone');
        },
      },
    };
    expect(sendToHost({ type: 'close' }, '', broken)).toBe(false);
  });

  it('posts to the parent only with a known https origin, never *', () => {
    const postMessage = vi.fn();
    const target = { parent: { postMessage } };
    expect(sendToHost({ type: 'close' }, '*', target)).toBe(false);
    expect(sendToHost({ type: 'close' }, '', target)).toBe(false);
    expect(sendToHost({ type: 'close' }, `${APP}/path`, target)).toBe(false);
    expect(sendToHost({ type: 'close' }, 'http://app.carrier.example', target)).toBe(false);
    expect(sendToHost({ type: 'close' }, APP, target)).toBe(true);
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'close' }, APP);
  });

  it('never posts with target * whatever origin it is given', () => {
    const postMessage = vi.fn();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constant('*')), (origin) => {
        sendToHost({ type: 'close' }, origin, { parent: { postMessage } });
      }),
      { numRuns: 500 },
    );
    for (const [, origin] of postMessage.mock.calls as [unknown, string][]) {
      expect(origin).not.toBe('*');
      expect(isPostableOrigin(origin)).toBe(true);
    }
  });

  it('does not post to itself when not framed', () => {
    const frame: {
      postMessage: (message: unknown, origin: string) => void;
      parent?: { postMessage: (message: unknown, origin: string) => void };
    } = { postMessage: vi.fn() };
    frame.parent = frame;
    expect(sendToHost({ type: 'close' }, APP, frame)).toBe(false);
    expect(frame.postMessage).not.toHaveBeenCalled();
  });
});

describe('host bridge: app to portal', () => {
  const allowed = [APP];
  const read = (data: unknown, origin = APP) => readHostMessage({ origin, data }, allowed);

  it('ignores messages from other origins', () => {
    expect(read({ type: 'navigate', path: '/Bill' }, 'https://evil.example')).toBeNull();
    expect(read({ type: 'navigate', path: '/Bill' }, 'null')).toBeNull();
    expect(read({ type: 'navigate', path: '/Bill' }, '')).toBeNull();
    expect(readHostMessage({ origin: '', data: { type: 'close' } }, [''])).toBeNull();
  });

  it('accepts the known shapes, as objects or JSON text', () => {
    expect(read({ type: 'navigate', path: '/Bill' })).toEqual({ type: 'navigate', path: '/Bill' });
    expect(read('{"type":"navigate","path":"/Bill/history"}')).toEqual({
      type: 'navigate',
      path: '/Bill/history',
    });
    expect(read({ type: 'language', language: 'id' })).toEqual({
      type: 'language',
      language: 'id',
    });
    expect(read({ type: 'language', language: 'zh-TW' })).toEqual({
      type: 'language',
      language: 'zh-TW',
    });
  });

  it.each([
    ['a string that is not JSON', 'navigate'],
    ['an array', [{ type: 'navigate', path: '/Bill' }]],
    ['null', null],
    ['an unknown type', { type: 'eval', code: 'x' }],
    ['a missing path', { type: 'navigate' }],
    ['a path of the wrong type', { type: 'navigate', path: 1 }],
    ['an extra field', { type: 'navigate', path: '/Bill', then: 'x' }],
    ['another site', { type: 'navigate', path: 'https://evil.example' }],
    ['a protocol-relative path', { type: 'navigate', path: '//evil.example' }],
    ['a backslash path', { type: 'navigate', path: '/\\evil.example' }],
    ['an encoded double slash', { type: 'navigate', path: '/%2F%2Fevil.example' }],
    ['a javascript: path', { type: 'navigate', path: 'javascript:alert(1)' }],
    ['a language of the wrong form', { type: 'language', language: 'english' }],
    ['a language of the wrong type', { type: 'language', language: ['en'] }],
    ['a prototype key', '{"type":"language","language":"en","__proto__":{"x":1}}'],
  ])('ignores %s', (_name, data) => {
    expect(read(data)).toBeNull();
  });

  it('never throws and only returns known shapes for random data (2,000 inputs)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.string({ unit: 'binary' }),
          fc.record({ type: fc.constantFrom('navigate', 'language'), path: fc.string() }),
        ),
        (data) => {
          const message = read(data);
          if (message === null) return;
          if (message.type === 'navigate') expect(message.path.startsWith('/')).toBe(true);
          else expect(message.language).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('host bridge: external links', () => {
  it('opens external links through the app when embedded, marking whitelisted SSO hosts', () => {
    const postMessage = vi.fn();
    const open = vi.fn();
    const target = { webkit: { messageHandlers: { portalBridge: { postMessage } } }, open };
    const options = { embedded: true, targetOrigin: '', allowSsoHosts: ['shop.carrier.example'] };
    expect(openExternalLink('https://shop.carrier.example/x', options, target)).toBe(true);
    expect(postMessage).toHaveBeenLastCalledWith({
      type: 'openExternal',
      url: 'https://shop.carrier.example/x',
      sso: true,
    });
    openExternalLink('https://news.example/x', options, target);
    expect(postMessage).toHaveBeenLastCalledWith({
      type: 'openExternal',
      url: 'https://news.example/x',
      sso: false,
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('opens links normally in the browser outside an app, or when no app answers', () => {
    const open = vi.fn();
    openExternalLink(
      'https://news.example/x',
      { embedded: false, targetOrigin: '', allowSsoHosts: [] },
      { open },
    );
    expect(open).toHaveBeenCalledWith('https://news.example/x', '_blank', 'noopener,noreferrer');
    openExternalLink(
      'https://news.example/y',
      { embedded: true, targetOrigin: '', allowSsoHosts: [] },
      { open },
    );
    expect(open).toHaveBeenLastCalledWith(
      'https://news.example/y',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('opens only https, tel and mailto links', () => {
    const open = vi.fn();
    const options = { embedded: false, targetOrigin: '', allowSsoHosts: [] };
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'http://news.example', 'x']) {
      expect(openExternalLink(url, options, { open }), url).toBe(false);
    }
    expect(open).not.toHaveBeenCalled();
    expect(isOpenableLink('tel:0800080123')).toBe(true);
    expect(isOpenableLink('mailto:help@carrier.example')).toBe(true);
  });

  it('matches SSO hosts exactly and over https only', () => {
    const hosts = ['shop.carrier.example'];
    expect(isSsoHost('https://SHOP.carrier.example/a', hosts)).toBe(true);
    expect(isSsoHost('http://shop.carrier.example', hosts)).toBe(false);
    expect(isSsoHost('https://shop.carrier.example.evil.example', hosts)).toBe(false);
    expect(isSsoHost('https://evil.example/?shop.carrier.example', hosts)).toBe(false);
    expect(isSsoHost('not a url', hosts)).toBe(false);
  });

  it('asks for the SSO host whitelist at most once a minute', async () => {
    const fetchHosts = vi.fn().mockResolvedValue(['Shop.Carrier.Example', 7]);
    const hosts = cachedHostList(fetchHosts);
    expect(await hosts(0)).toEqual(['shop.carrier.example']);
    await hosts(59_999);
    expect(fetchHosts).toHaveBeenCalledTimes(1);
    await hosts(60_000);
    expect(fetchHosts).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed whitelist answer', async () => {
    const fetchHosts = vi
      .fn()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(['shop.carrier.example']);
    const hosts = cachedHostList(fetchHosts);
    expect(await hosts(0)).toEqual([]);
    expect(await hosts(1)).toEqual([]);
    expect(await hosts(2)).toEqual(['shop.carrier.example']);
    expect(fetchHosts).toHaveBeenCalledTimes(3);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { decryptText, encryptText } from '../../src/lib/aes';
import {
  cookieAttributes,
  getEncryptedCookie,
  getEncryptedJsonCookie,
  MAX_COOKIE_PLAIN_CHARS,
  removeEncryptedCookie,
  setEncryptedCookie,
  setEncryptedJsonCookie,
} from '../../src/lib/cookies';
import { arrayOf, readString } from '../../src/lib/safeJson';
import { env } from '../../src/config/env';

function rawCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('cookie attributes', () => {
  it('takes the expiry in milliseconds', () => {
    expect(cookieAttributes({ ms: 108_000_000 }, 1_000, 'http:')).toEqual({
      expires: new Date(108_001_000),
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
  });

  it('takes the expiry in days', () => {
    expect(cookieAttributes({ days: 7 }, 0, 'http:').expires).toEqual(new Date(7 * 86_400_000));
    expect(cookieAttributes({ days: 1 }, 0, 'http:').expires).toEqual(new Date(86_400_000));
  });

  it('is secure on https only', () => {
    expect(cookieAttributes({ days: 1 }, 0, 'https:').secure).toBe(true);
    expect(cookieAttributes({ days: 1 }, 0, 'http:').secure).toBe(false);
  });

  it('never sets an expiry in the past', () => {
    expect(cookieAttributes({ ms: -5_000 }, 10_000, 'http:').expires).toEqual(new Date(10_000));
  });
});

describe('encrypted cookies', () => {
  it('round-trips a value that is stored encrypted', () => {
    expect(setEncryptedCookie('redirectHint', 'closed', { days: 7 })).toBe(true);
    const raw = decodeURIComponent(rawCookie('redirectHint') ?? '');
    expect(raw).not.toContain('closed');
    expect(decryptText(raw, env.storagePassphrase)).toBe('closed');
    expect(getEncryptedCookie('redirectHint')).toBe('closed');
  });

  it('reads a missing cookie as undefined', () => {
    expect(getEncryptedCookie('nothing')).toBeUndefined();
  });

  it.each([
    ['plain text', 'closed'],
    ['base64 that is no ciphertext', btoa('closed-closed')],
    ['another passphrase', 'OTHER'],
    ['an empty encrypted value', encryptText('', env.storagePassphrase)],
  ])('reads a tampered cookie (%s) as undefined', (_label, value) => {
    let cookieValue = value;
    if (value === 'OTHER') {
      do cookieValue = encryptText('closed', 'another-passphrase');
      while (decryptText(cookieValue, env.storagePassphrase) !== null);
    }
    document.cookie = `tampered=${encodeURIComponent(cookieValue)}; path=/`;
    expect(getEncryptedCookie('tampered')).toBeUndefined();
  });

  it('removes a cookie', () => {
    setEncryptedCookie('nps', 'shown', { days: 30 });
    removeEncryptedCookie('nps');
    expect(getEncryptedCookie('nps')).toBeUndefined();
    expect(rawCookie('nps')).toBeUndefined();
  });

  it('lets the browser drop the cookie once its expiry has passed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    setEncryptedCookie('recommendation', 'offer-1', { ms: 600_000 });
    vi.setSystemTime(new Date('2025-01-01T00:09:00Z'));
    expect(getEncryptedCookie('recommendation')).toBe('offer-1');
    vi.setSystemTime(new Date('2025-01-01T00:11:00Z'));
    expect(getEncryptedCookie('recommendation')).toBeUndefined();
  });

  it('refuses a value too long for a cookie', () => {
    expect(setEncryptedCookie('big', 'x'.repeat(MAX_COOKIE_PLAIN_CHARS + 1), { days: 1 })).toBe(
      false,
    );
    expect(rawCookie('big')).toBeUndefined();
  });

  it('round-trips a JSON value and validates its shape', () => {
    const readTexts = arrayOf(readString);
    expect(setEncryptedJsonCookie('hidden', ['a', 'b'], { ms: 108_000_000 })).toBe(true);
    expect(getEncryptedJsonCookie('hidden', readTexts)).toEqual(['a', 'b']);
    setEncryptedJsonCookie('hidden', [1, 2], { ms: 108_000_000 });
    expect(getEncryptedJsonCookie('hidden', readTexts)).toBeUndefined();
    expect(setEncryptedJsonCookie('hidden', undefined, { days: 1 })).toBe(false);
  });
});

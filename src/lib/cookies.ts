import Cookies from 'js-cookie';
import { env } from '../config/env';
import { encryptText } from './aes';
import { parseJsonAs, type Reader } from './safeJson';
import { decryptChecked } from './secureStorage';

/**
 * Encrypted cookies (spec 01 §9: "cookies are encrypted too"): the value is AES-encrypted with the
 * fixed passphrase, path '/', SameSite=Lax, Secure on https. A cookie that does not decrypt reads
 * as undefined. Like the storage, this is obfuscation, not secrecy.
 */

/** How long a cookie lives: `{ ms }` (e.g. the 108,000,000 ms do-not-show-again) or `{ days }`. */
export type CookieExpiry = { ms: number } | { days: number };

export interface CookieOptions {
  passphrase?: string;
  now?: number;
  protocol?: string;
}

/** A cookie holds about 4 KB; the ciphertext is about 4/3 of the plain text plus a header. */
export const MAX_COOKIE_PLAIN_CHARS = 2_500;
const DAY_MS = 86_400_000;

export interface CookieAttributes {
  expires: Date;
  path: '/';
  sameSite: 'Lax';
  secure: boolean;
}

/** The attributes of a cookie set at `now` on a page served over `protocol`. */
export function cookieAttributes(
  expiry: CookieExpiry,
  now: number,
  protocol: string,
): CookieAttributes {
  const lifetime = 'ms' in expiry ? expiry.ms : expiry.days * DAY_MS;
  return {
    expires: new Date(now + Math.max(0, lifetime)),
    path: '/',
    sameSite: 'Lax',
    secure: protocol === 'https:',
  };
}

function pageProtocol(): string {
  try {
    return globalThis.location.protocol;
  } catch {
    return '';
  }
}

/** Sets the cookie; refuses (false) a value too long to fit a cookie. */
export function setEncryptedCookie(
  name: string,
  value: string,
  expiry: CookieExpiry,
  options: CookieOptions = {},
): boolean {
  if (value.length > MAX_COOKIE_PLAIN_CHARS) return false;
  const cipher = encryptText(value, options.passphrase ?? env.storagePassphrase);
  const attributes = cookieAttributes(
    expiry,
    options.now ?? Date.now(),
    options.protocol ?? pageProtocol(),
  );
  try {
    return Cookies.set(name, cipher, attributes) !== undefined;
  } catch {
    return false;
  }
}

/** The decrypted value, or undefined when the cookie is missing or does not decrypt. */
export function getEncryptedCookie(
  name: string,
  options: Pick<CookieOptions, 'passphrase'> = {},
): string | undefined {
  let raw: string | undefined;
  try {
    raw = Cookies.get(name);
  } catch {
    return undefined;
  }
  if (raw === undefined || raw === '') return undefined;
  const outcome = decryptChecked(raw, {
    passphrase: options.passphrase ?? env.storagePassphrase,
    maxChars: MAX_COOKIE_PLAIN_CHARS,
  });
  return 'plain' in outcome ? outcome.plain : undefined;
}

export function removeEncryptedCookie(name: string): void {
  try {
    Cookies.remove(name, { path: '/' });
  } catch {
    // No cookie access: nothing to remove.
  }
}

/** A JSON value in an encrypted cookie. */
export function setEncryptedJsonCookie(
  name: string,
  value: unknown,
  expiry: CookieExpiry,
  options: CookieOptions = {},
): boolean {
  let text: unknown;
  try {
    // undefined for values JSON cannot hold (undefined, functions)
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return typeof text === 'string' && setEncryptedCookie(name, text, expiry, options);
}

/** The cookie's JSON value when it decrypts and passes the reader, else undefined. */
export function getEncryptedJsonCookie<T>(
  name: string,
  reader: Reader<T>,
  options: Pick<CookieOptions, 'passphrase'> = {},
): T | undefined {
  const text = getEncryptedCookie(name, options);
  if (text === undefined) return undefined;
  return parseJsonAs(text, reader, MAX_COOKIE_PLAIN_CHARS) ?? undefined;
}

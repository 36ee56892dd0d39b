import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** What AES.encrypt with a passphrase produces: base64 of "Salted__" + 8-byte salt + blocks. */
const SALTED_MAGIC = 'Salted__';
const HEADER_BYTES = 16;
const AES_BLOCK_BYTES = 16;
const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodeBase64(text: string): string | null {
  if (text.length === 0 || !CANONICAL_BASE64.test(text)) return null;
  try {
    const bytes = atob(text);
    // Unused bits in the last character must be zero: only one spelling per byte string.
    return btoa(bytes) === text ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * True only for a structurally complete OpenSSL salted ciphertext: canonical base64 whose bytes
 * are the "Salted__" header, an 8-byte salt and one or more whole AES blocks. Anything else
 * (truncated, padded, junk that merely starts like one) is not decrypted at all: crypto-js would
 * otherwise turn it into a few bytes of garbage that may even parse as JSON.
 */
export function isSaltedCiphertext(text: string): boolean {
  const bytes = decodeBase64(text);
  if (!bytes?.startsWith(SALTED_MAGIC)) return false;
  const body = bytes.length - HEADER_BYTES;
  return body >= AES_BLOCK_BYTES && body % AES_BLOCK_BYTES === 0;
}

/** AES with a passphrase (OpenSSL-compatible salted format, base64). */
export function encryptText(plain: string, passphrase: string): string {
  return AES.encrypt(plain, passphrase).toString();
}

/**
 * The decrypted text, or null when the input is not a ciphertext of this passphrase: not one
 * structurally, or crypto-js returns an empty string or throws "Malformed UTF-8 data".
 */
export function decryptText(cipher: string, passphrase: string): string | null {
  if (!isSaltedCiphertext(cipher)) return null;
  try {
    const plain = AES.decrypt(cipher, passphrase).toString(Utf8);
    return plain === '' ? null : plain;
  } catch {
    return null;
  }
}

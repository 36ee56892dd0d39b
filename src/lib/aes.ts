import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * What AES.encrypt with a passphrase produces: base64 of "Salted__" (which always begins
 * "U2FsdGVkX1"), an 8-byte salt and whole 16-byte AES blocks.
 */
const SALTED_BASE64 = /^U2FsdGVkX1[A-Za-z0-9+/]*={0,2}$/;
const HEADER_BYTES = 16;
const AES_BLOCK_BYTES = 16;

/**
 * True only for a structurally complete OpenSSL salted ciphertext: base64 whose bytes are the
 * "Salted__" header, an 8-byte salt and one or more whole AES blocks. Anything else (truncated,
 * padded, junk that merely starts like one) is not decrypted at all: crypto-js would otherwise
 * turn it into a few bytes of garbage that may even parse as JSON.
 */
export function isSaltedCiphertext(text: string): boolean {
  if (text.length % 4 !== 0 || !SALTED_BASE64.test(text)) return false;
  const padding = text.length - text.replace(/=+$/, '').length;
  const body = (text.length / 4) * 3 - padding - HEADER_BYTES;
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

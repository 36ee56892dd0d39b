import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** AES with a passphrase (OpenSSL-compatible salted format, base64). */
export function encryptText(plain: string, passphrase: string): string {
  return AES.encrypt(plain, passphrase).toString();
}

/**
 * The decrypted text, or null when the input is not a ciphertext of this passphrase: crypto-js
 * then either returns an empty string or throws "Malformed UTF-8 data"; both read as null.
 */
export function decryptText(cipher: string, passphrase: string): string | null {
  try {
    const plain = AES.decrypt(cipher, passphrase).toString(Utf8);
    return plain === '' ? null : plain;
  } catch {
    return null;
  }
}

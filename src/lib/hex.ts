/**
 * Hex text as the apps and single sign-on use it: UTF-8 bytes, two hex digits a byte. Decoding
 * takes untrusted input (a launch parameter, an error page's address): it caps the size and
 * never throws.
 */

/** UTF-8 bytes of `text` as lower-case hex. */
export function textToHex(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Bytes of a hex string, or null when it is empty, not hex or longer than `maxBytes`. */
export function hexToBytes(hex: string, maxBytes: number): Uint8Array | null {
  if (hex.length === 0 || hex.length % 2 !== 0 || hex.length > maxBytes * 2) return null;
  if (!/^[0-9a-fA-F]+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** The UTF-8 text a hex string spells, or null when it is not hex, too long or not UTF-8. */
export function hexToText(hex: string, maxBytes: number): string | null {
  const bytes = hexToBytes(hex, maxBytes);
  if (!bytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

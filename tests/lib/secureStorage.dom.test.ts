import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptText, encryptText, isSaltedCiphertext } from '../../src/lib/aes';
import { readFiniteNumber, shape } from '../../src/lib/safeJson';
import {
  createMemoryStorage,
  createResilientStorage,
  decryptChecked,
  defaultStorage,
  looksLikeCiphertext,
  readSecure,
  removeSecure,
  resilientStorage,
  writeSecure,
} from '../../src/lib/secureStorage';
import { captureStorageProblems, throwingStorage } from '../support/storage';

const PASSPHRASE = 'test-passphrase';
const options = { passphrase: PASSPHRASE, maxChars: 200 };
const readPoint = shape<{ x: number; y: number }>({ x: readFiniteNumber, y: readFiniteNumber });
const readAnything = (value: unknown) => value;

const problems = captureStorageProblems();

/** A ciphertext whose plain bytes are not UTF-8, so decoding throws "Malformed UTF-8 data". */
function malformedUtf8Cipher(): string {
  const bytes = Utf8.parse('ab');
  bytes.words[0] = 0xfffe0000;
  bytes.sigBytes = 2;
  return AES.encrypt(bytes, PASSPHRASE).toString();
}

/**
 * A ciphertext of another passphrase. Decrypting with the wrong key almost always gives an empty
 * text or malformed UTF-8, rarely readable garbage (then "not JSON"); pick one of the former.
 */
function wrongPassphraseCipher(plain: string): string {
  for (;;) {
    const cipher = encryptText(plain, 'other-passphrase');
    if (decryptText(cipher, PASSPHRASE) === null) return cipher;
  }
}

describe('encrypted values', () => {
  it('round-trips a JSON value and stores only ciphertext', () => {
    const storage = createMemoryStorage();
    expect(writeSecure(storage, 'point', '{"x":1,"y":2}', options)).toBe(true);
    const raw = storage.getItem('point') ?? '';
    expect(raw).not.toContain('"x"');
    expect(looksLikeCiphertext(raw)).toBe(true);
    expect(readSecure(storage, 'point', readPoint, options)).toEqual({
      value: { x: 1, y: 2 },
      plain: '{"x":1,"y":2}',
    });
    expect(problems).toEqual([]);
  });

  it('gives a different ciphertext each time for the same plain text (salted)', () => {
    const storage = createMemoryStorage();
    writeSecure(storage, 'a', '{"x":1,"y":2}', options);
    writeSecure(storage, 'b', '{"x":1,"y":2}', options);
    expect(storage.getItem('a')).not.toBe(storage.getItem('b'));
  });

  it('reads a missing key as null without a report', () => {
    expect(readSecure(createMemoryStorage(), 'point', readPoint, options)).toBeNull();
    expect(problems).toEqual([]);
  });

  it.each([
    ['empty', '', 'not-ciphertext'],
    ['not base64', 'hello world!', 'not-ciphertext'],
    ['base64 but not a salted ciphertext', btoa('plain text here!'), 'not-ciphertext'],
    ['another passphrase', wrongPassphraseCipher('{"x":1,"y":2}'), 'undecryptable'],
    ['an empty plain text', encryptText('', PASSPHRASE), 'undecryptable'],
    ['malformed UTF-8', malformedUtf8Cipher(), 'undecryptable'],
    ['not JSON', encryptText('{x:1', PASSPHRASE), 'not-json'],
    ['the wrong shape', encryptText('{"x":"1","y":2}', PASSPHRASE), 'wrong-shape'],
    ['JSON null', encryptText('null', PASSPHRASE), 'not-json'],
    [
      'a __proto__ payload',
      encryptText('{"x":1,"y":2,"__proto__":{"a":1}}', PASSPHRASE),
      'wrong-shape',
    ],
    [
      'a constructor payload',
      encryptText('{"x":1,"y":2,"constructor":{}}', PASSPHRASE),
      'wrong-shape',
    ],
    ['an oversized ciphertext', 'U2FsdGVkX1' + 'A'.repeat(2_000), 'too-large'],
    [
      'an oversized plain text',
      encryptText(`{"x":1,"y":2,"z":"${'z'.repeat(300)}"}`, PASSPHRASE),
      'too-large',
    ],
  ])('removes and reports a value that is %s', (_label, raw, reason) => {
    const storage = createMemoryStorage();
    storage.setItem('point', raw);
    expect(readSecure(storage, 'point', readPoint, options)).toBeNull();
    expect(storage.getItem('point')).toBeNull();
    expect(problems).toEqual([{ key: 'point', reason }]);
  });

  it('refuses to write a plain text over the cap and removes the old value', () => {
    const storage = createMemoryStorage();
    writeSecure(storage, 'point', '{"x":1,"y":2}', options);
    expect(writeSecure(storage, 'point', `"${'x'.repeat(500)}"`, options)).toBe(false);
    expect(storage.getItem('point')).toBeNull();
    expect(problems).toEqual([{ key: 'point', reason: 'too-large' }]);
  });

  it('tells decryption problems apart before any JSON step', () => {
    expect(decryptChecked(encryptText('hi', PASSPHRASE), options)).toEqual({ plain: 'hi' });
    expect(decryptChecked('%%%', options)).toEqual({ problem: 'not-ciphertext' });
  });

  it('removes a key', () => {
    const storage = createMemoryStorage();
    writeSecure(storage, 'point', '{"x":1,"y":2}', options);
    removeSecure(storage, 'point');
    expect(storage.length).toBe(0);
  });
});

describe('storage that fails', () => {
  it('degrades to memory when getItem throws', () => {
    const broken = throwingStorage('getItem');
    expect(() => readSecure(broken, 'point', readPoint, options)).not.toThrow();
    writeSecure(broken, 'point', '{"x":3,"y":4}', options);
    expect(readSecure(broken, 'point', readPoint, options)?.value).toEqual({ x: 3, y: 4 });
    expect(problems).toEqual([{ key: '*', reason: 'unavailable' }]);
  });

  it('degrades to memory when setItem throws (quota) and keeps what was readable', () => {
    const broken = throwingStorage('setItem');
    const safe = resilientStorage(broken);
    expect(resilientStorage(broken)).toBe(safe);
    expect(resilientStorage(safe)).toBe(safe);
    expect(() => {
      writeSecure(broken, 'point', '{"x":5,"y":6}', options);
    }).not.toThrow();
    expect(readSecure(broken, 'point', readPoint, options)?.value).toEqual({ x: 5, y: 6 });
  });

  it('degrades to memory when even reaching the storage throws (SecurityError)', () => {
    const storage = createResilientStorage(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe('k');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'v');
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('still removes from the real storage after degrading, so nothing stays behind', () => {
    const real = createMemoryStorage();
    real.setItem('token', 'secret');
    let failWrites = false;
    const flaky: Storage = {
      get length() {
        return real.length;
      },
      clear: () => {
        real.clear();
      },
      key: (index: number) => real.key(index),
      getItem: (key: string) => real.getItem(key),
      setItem: (key: string, value: string) => {
        if (failWrites) throw new DOMException('full', 'QuotaExceededError');
        real.setItem(key, value);
      },
      removeItem: (key: string) => {
        real.removeItem(key);
      },
    };
    const safe = createResilientStorage(() => flaky);
    failWrites = true;
    safe.setItem('other', 'x');
    expect(safe.getItem('token')).toBe('secret');
    safe.removeItem('token');
    expect(real.getItem('token')).toBeNull();
  });

  it('uses the page localStorage by default', () => {
    defaultStorage().setItem('probe', '1');
    expect(localStorage.getItem('probe')).toBe('1');
    expect(defaultStorage()).toBe(defaultStorage());
  });
});

describe('only a structurally whole ciphertext is decrypted (property)', () => {
  const SALTED = 'Salted__';
  const bytesToBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  const saltedWith = (rest: Uint8Array) =>
    bytesToBase64(new Uint8Array([...Array.from(SALTED, (c) => c.charCodeAt(0)), ...rest]));

  it('reads junk that begins like a ciphertext but is not one as empty, never as a value', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9+/]{0,60}={0,2}$/), (tail) => {
        const raw = `U2FsdGVkX1${tail}`;
        fc.pre(!isSaltedCiphertext(raw));
        const storage = createMemoryStorage();
        storage.setItem('point', raw);
        expect(decryptChecked(raw, options)).toEqual({ problem: 'not-ciphertext' });
        expect(readSecure(storage, 'point', readAnything, options)).toBeNull();
        expect(storage.getItem('point')).toBeNull();
      }),
      { numRuns: 10_000 },
    );
  });

  it('refuses a salted header followed by anything but whole AES blocks', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 80 }), (rest) => {
        const raw = saltedWith(rest);
        const whole = rest.length >= 8 + 16 && (rest.length - 8) % 16 === 0;
        expect(isSaltedCiphertext(raw)).toBe(whole);
        if (!whole) expect(decryptText(raw, PASSPHRASE)).toBeNull();
      }),
      { numRuns: 10_000 },
    );
  });

  it('never returns a stored value for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (raw) => {
        const storage = createMemoryStorage();
        storage.setItem('point', raw);
        const read = readSecure(storage, 'point', readAnything, options);
        if (read !== null) expect(isSaltedCiphertext(raw)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });

  it('accepts and round-trips what the portal itself encrypts', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (plain) => {
        const cipher = encryptText(plain, PASSPHRASE);
        expect(isSaltedCiphertext(cipher)).toBe(true);
        expect(decryptText(cipher, PASSPHRASE)).toBe(plain);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses a real ciphertext cut short by any number of characters', () => {
    const cipher = encryptText('{"x":1,"y":2}', PASSPHRASE);
    for (let cut = 1; cut < cipher.length; cut += 1) {
      expect(decryptChecked(cipher.slice(0, cipher.length - cut), options)).toEqual({
        problem: 'not-ciphertext',
      });
    }
  });
});

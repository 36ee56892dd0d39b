import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToBytes, hexToText, textToHex } from '../../src/lib/hex';

describe('hex', () => {
  it('decodes hex bytes, upper or lower case', () => {
    expect(Array.from(hexToBytes('00ff10', 8) ?? [])).toEqual([0, 255, 16]);
    expect(Array.from(hexToBytes('00FF10', 8) ?? [])).toEqual([0, 255, 16]);
  });

  it.each([
    ['empty', ''],
    ['odd length', '0f0'],
    ['not hex', '0g'],
    ['a space', '0f 0f'],
    ['over the cap', '00'.repeat(9)],
  ])('refuses %s', (_, hex) => {
    expect(hexToBytes(hex, 8)).toBeNull();
    expect(hexToText(hex, 8)).toBeNull();
  });

  it('writes UTF-8 as lower-case hex and reads it back', () => {
    expect(textToHex('漫遊 ok')).toBe('e6bcabe9818a206f6b');
    expect(hexToText('e6bcabe9818a206f6b', 64)).toBe('漫遊 ok');
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(hexToText('ff', 8)).toBeNull();
  });

  it('gives back any text it wrote, and never throws on any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        expect(hexToText(textToHex(text), 1000)).toBe(text === '' ? null : text);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (junk) => {
        expect(() => hexToText(junk, 50)).not.toThrow();
      }),
    );
  });
});

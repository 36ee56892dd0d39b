import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePid, pathSegment, withMobilePrefix } from '../../../src/api/normalize';

describe('service input clean-up', () => {
  it.each([
    [' a123456789 ', 'A123456789'],
    ['ab12345678', 'AB12345678'],
    ['A123456789', 'A123456789'],
  ])('normalizePid(%j) is %j', (input, expected) => {
    expect(normalizePid(input)).toBe(expected);
  });

  it.each([
    ['12345678', '0912345678'],
    [' 12345678 ', '0912345678'],
    ['0912345678', '0912345678'],
    ['1234567', '1234567'],
    ['', ''],
  ])('withMobilePrefix(%j) is %j', (input, expected) => {
    expect(withMobilePrefix(input)).toBe(expected);
  });

  it('adds the 09 prefix to any 8 digits and to nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const sent = withMobilePrefix(input);
        const trimmed = input.trim();
        expect(sent).toBe(/^\d{8}$/.test(trimmed) ? `09${trimmed}` : trimmed);
      }),
    );
  });

  it('keeps any value inside one path segment', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const segment = pathSegment(value);
        expect(segment).not.toMatch(/[/?#]/);
        expect(decodeURIComponent(segment)).toBe(value);
      }),
    );
  });
});

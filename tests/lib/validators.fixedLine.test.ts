import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFixedLinePhone, validateFixedLinePhone } from '../../src/lib/validators';

const digitChar = fc.constantFrom(...Array.from('0123456789'));
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: digitChar, minLength, maxLength });

describe('validateFixedLinePhone: accepted numbers', () => {
  it.each([
    ['0223456789', '0223456789', 'Taipei, 8-digit number (upper bound)'],
    ['(02) 2345-6789', '0223456789', 'spaces, hyphens and parentheses dropped'],
    ['032345678', '032345678', '2-digit area code, 9 digits in all'],
    ['0422345678', '0422345678', '2-digit area code, 8-digit number'],
    ['052345678', '052345678', '05'],
    ['062345678', '062345678', '06'],
    ['072345678', '072345678', '07'],
    ['082345678', '082345678', '08 (Pingtung) without a longer code'],
    ['037234567', '037234567', '037 before 03'],
    ['0372345678', '0372345678', '037, 7-digit number'],
    ['049234567', '049234567', '049 before 04'],
    ['082234567', '082234567', '082 before 08'],
    ['089234567', '089234567', '089 before 08'],
    ['083623456', '083623456', '0836 with a 5-digit number (lower bound)'],
    ['0223456789#1', '0223456789#1', 'extension of 1 digit'],
    ['0223456789#1234567', '0223456789#1234567', 'extension of 7 digits'],
    ['0800123456', '0800123456', 'free call 0800 + 6'],
    ['0809 123 456', '0809123456', 'free call 0809 + 6'],
    ['070-1234-5678', '07012345678', 'VoIP 070 + 8'],
    ['0912345678', '0912345678', '09 is a mobile number'],
    ['\u3000(02)2345-6789 ', '0223456789', 'full-width space trimmed'],
  ])('accepts %j as %s (%s)', (input, value) => {
    expect(validateFixedLinePhone(input)).toEqual({ ok: true, value });
  });
});

describe('validateFixedLinePhone: refused numbers', () => {
  it.each([
    ['', 'required'],
    ['  - ', 'required'],
    ['023456', 'fixedLine.length'],
    ['0223456789#1234567890', 'fixedLine.length'],
    ['+886223456789', 'fixedLine.format'],
    ['02.2345.6789', 'fixedLine.format'],
    ['02-2345-6789 ext 12', 'fixedLine.format'],
    ['0223456789#12#3', 'fixedLine.format'],
    ['#0223456789', 'fixedLine.format'],
    ['0123456789', 'fixedLine.areaCode'],
    ['2234567890', 'fixedLine.areaCode'],
    ['0212345678', 'fixedLine.number'],
    ['0202345678', 'fixedLine.number'],
    ['02234567890', 'fixedLine.number'],
    ['02234567', 'fixedLine.number'],
    ['08362345', 'fixedLine.number'],
    ['083623456789', 'fixedLine.number'],
    ['0371234567', 'fixedLine.number'],
    ['080012345', 'fixedLine.freeCall'],
    ['08001234567', 'fixedLine.freeCall'],
    ['08091234567', 'fixedLine.freeCall'],
    ['0701234567', 'fixedLine.freeCall'],
    ['070123456789', 'fixedLine.freeCall'],
    ['091234567', 'mobile.format'],
    ['09123456789', 'mobile.format'],
    ['0223456789#', 'fixedLine.extension'],
    ['0223456789#12345678', 'fixedLine.extension'],
  ])('refuses %j with %s', (input, error) => {
    expect(validateFixedLinePhone(input)).toEqual({ ok: false, error });
  });
});

describe('validateFixedLinePhone: boundaries', () => {
  it('checks the total length 7-20 before anything else', () => {
    expect(validateFixedLinePhone('022345')).toEqual({ ok: false, error: 'fixedLine.length' });
    // 7 characters pass the length check and are then too short for area code plus number.
    expect(validateFixedLinePhone('0223456')).toEqual({ ok: false, error: 'fixedLine.number' });
    // 20 characters pass the length check; the 9-digit extension is then too long.
    expect('0223456789#123456789').toHaveLength(20);
    expect(validateFixedLinePhone('0223456789#123456789')).toEqual({
      ok: false,
      error: 'fixedLine.extension',
    });
    expect(validateFixedLinePhone('0223456789#1234567890')).toEqual({
      ok: false,
      error: 'fixedLine.length',
    });
  });

  it('accepts subscriber numbers of 5 and 8 digits and refuses 4 and 9', () => {
    expect(validateFixedLinePhone('083623456').ok).toBe(true);
    expect(validateFixedLinePhone('08362345').ok).toBe(false);
    expect(validateFixedLinePhone('0223456789').ok).toBe(true);
    expect(validateFixedLinePhone('02234567891').ok).toBe(false);
  });

  it('keeps area code plus number at 9-10 digits even when the number length fits', () => {
    // 02 + 6 digits = 8 digits in all.
    expect(validateFixedLinePhone('02234567')).toEqual({ ok: false, error: 'fixedLine.number' });
    // 0836 + 7 digits = 11 digits in all.
    expect(validateFixedLinePhone('08362345678')).toEqual({ ok: false, error: 'fixedLine.number' });
  });
});

describe('validateFixedLinePhone: extensions', () => {
  it('are allowed by default', () => {
    expect(validateFixedLinePhone('0223456789#123').ok).toBe(true);
    expect(validateFixedLinePhone('0223456789#123', { allowExtension: true }).ok).toBe(true);
  });

  it('are refused when disabled, while a plain number is still accepted', () => {
    expect(validateFixedLinePhone('0223456789#123', { allowExtension: false })).toEqual({
      ok: false,
      error: 'fixedLine.extensionNotAllowed',
    });
    expect(validateFixedLinePhone('0223456789', { allowExtension: false })).toEqual({
      ok: true,
      value: '0223456789',
    });
  });
});

describe('parseFixedLinePhone', () => {
  it('names the parts', () => {
    expect(parseFixedLinePhone('(037) 234-567 #89')).toEqual({
      ok: true,
      value: {
        kind: 'landline',
        prefix: '037',
        number: '234567',
        extension: '89',
        text: '037234567#89',
      },
    });
    expect(parseFixedLinePhone('0800-123-456')).toEqual({
      ok: true,
      value: { kind: 'freeCall', prefix: '0800', number: '123456', text: '0800123456' },
    });
    expect(parseFixedLinePhone('07012345678')).toEqual({
      ok: true,
      value: { kind: 'voip', prefix: '070', number: '12345678', text: '07012345678' },
    });
    expect(parseFixedLinePhone('0912345678')).toEqual({
      ok: true,
      value: { kind: 'mobile', prefix: '09', number: '12345678', text: '0912345678' },
    });
  });
});

/** A valid landline whose area code is exactly `area` (no longer code takes over). */
const LONGER_CODES = ['0836', '037', '049', '082', '089'];
const landline = fc
  .constantFrom('02', '03', '04', '05', '06', '07', '08', '037', '049', '082', '089', '0836')
  .chain((area) => {
    const min = Math.max(5, 9 - area.length);
    const max = Math.min(8, 10 - area.length);
    return fc
      .tuple(fc.constantFrom(...Array.from('23456789')), digits(min - 1, max - 1))
      .map(([first, rest]) => `${area}${first}${rest}`)
      .filter(
        (phone) =>
          !LONGER_CODES.some((code) => code.length > area.length && phone.startsWith(code)),
      );
  });
const special = fc.oneof(
  digits(6, 6).map((rest) => `0800${rest}`),
  digits(6, 6).map((rest) => `0809${rest}`),
  digits(8, 8).map((rest) => `070${rest}`),
  digits(8, 8).map((rest) => `09${rest}`),
);
const extension = fc.option(digits(1, 7), { nil: undefined });

describe('validateFixedLinePhone: properties', () => {
  it('accepts every generated number, and its normal form is a fixed point', () => {
    fc.assert(
      fc.property(
        fc.oneof(landline, special),
        extension,
        fc.constantFrom('', ' ', '-'),
        (main, ext, separator) => {
          const normal = ext === undefined ? main : `${main}#${ext}`;
          const typed = `${main.slice(0, 3)}${separator}${main.slice(3)}${ext === undefined ? '' : `#${ext}`}`;
          const result = validateFixedLinePhone(typed);
          expect(result).toEqual({ ok: true, value: normal });
          expect(validateFixedLinePhone(normal)).toEqual(result);
        },
      ),
    );
  });

  it('refuses every generated extension when extensions are disabled', () => {
    fc.assert(
      fc.property(landline, digits(1, 7), (main, ext) => {
        expect(validateFixedLinePhone(`${main}#${ext}`, { allowExtension: false })).toEqual({
          ok: false,
          error: 'fixedLine.extensionNotAllowed',
        });
      }),
    );
  });

  it('refuses every subscriber number that starts with 0 or 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('02', '03', '05', '06'),
        fc.constantFrom('0', '1'),
        digits(6, 7),
        (area, first, rest) => {
          expect(validateFixedLinePhone(`${area}${first}${rest}`).ok).toBe(false);
        },
      ),
    );
  });
});

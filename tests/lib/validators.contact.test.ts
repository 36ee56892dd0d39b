import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateEmail,
  validateMobile,
  validateOtpMobile,
  validateSmsOtp,
} from '../../src/lib/validators';

describe('validateMobile (09 followed by 8 digits)', () => {
  it.each([
    ['0912345678', '0912345678'],
    [' 0912-345-678 ', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['0912\u3000345678', '0912345678'],
  ])('accepts %j as %s', (input, value) => {
    expect(validateMobile(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['091234567', 'mobile.format'],
    ['09123456789', 'mobile.format'],
    ['0812345678', 'mobile.format'],
    ['+886912345678', 'mobile.format'],
    ['09123456a8', 'mobile.format'],
    ['', 'required'],
    [' - ', 'required'],
  ])('refuses %j with %s', (input, error) => {
    expect(validateMobile(input)).toEqual({ ok: false, error });
  });

  it('accepts every generated mobile, and its normal form is a fixed point', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (rest) => {
        const typed = `09${rest.slice(0, 2)}-${rest.slice(2, 5)} ${rest.slice(5)}`;
        const result = validateMobile(typed);
        expect(result).toEqual({ ok: true, value: `09${rest}` });
        if (result.ok) expect(validateMobile(result.value)).toEqual(result);
      }),
    );
  });
});

describe('validateOtpMobile (the 09 prefix is added for OTP requests)', () => {
  it.each([
    ['12345678', '0912345678'],
    ['1234-5678', '0912345678'],
    ['09123456', '0909123456'],
    ['0912345678', '0912345678'],
  ])('sends %j as %s', (input, value) => {
    expect(validateOtpMobile(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['1234567', 'mobile.format'],
    ['123456789', 'mobile.format'],
    ['', 'required'],
  ])('refuses %j with %s', (input, error) => {
    expect(validateOtpMobile(input)).toEqual({ ok: false, error });
  });
});

describe('validateEmail', () => {
  it.each([
    'name@example.com',
    'first.last+tag@mail.example.com.tw',
    'a_b-c@sub-domain.example.org',
    "o'neil@example.co",
  ])('accepts %s', (email) => {
    expect(validateEmail(` ${email} `)).toEqual({ ok: true, value: email });
  });

  it.each([
    'name',
    'name@',
    '@example.com',
    'name@example',
    'name@example.c',
    'na me@example.com',
    '.name@example.com',
    'name.@example.com',
    'na..me@example.com',
    'name@-example.com',
    'name@example-.com',
    'name@exa_mple.com',
    'name@@example.com',
    'name@example.com.',
    'name@example.123',
    '名字@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %s', (email) => {
    expect(validateEmail(email)).toEqual({ ok: false, error: 'email.format' });
  });

  it('asks for a blank address', () => {
    expect(validateEmail('   ')).toEqual({ ok: false, error: 'required' });
  });

  it('accepts every generated address, and its normal form is a fixed point', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9_+-]{1,20}(\.[a-z0-9_+-]{1,10})?$/),
        fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/),
        fc.stringMatching(/^[a-z]{2,6}$/),
        (local, domain, tld) => {
          const email = `${local}@${domain}.${tld}`;
          const result = validateEmail(email);
          expect(result).toEqual({ ok: true, value: email });
          expect(validateEmail(` ${email}\t`)).toEqual(result);
        },
      ),
    );
  });
});

describe('validateEmail: the local part is at most 64 characters (property)', () => {
  const localPart = fc.stringMatching(/^[A-Za-z0-9_+-]{1,40}(\.[A-Za-z0-9_+-]{1,40}){0,2}$/);
  const domain = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?\.[a-z]{2,6}$/);

  it('accepts a well-formed address exactly when its local part has 64 characters or fewer', () => {
    fc.assert(
      fc.property(localPart, domain, (local, host) => {
        const email = `${local}@${host}`;
        expect(validateEmail(email).ok).toBe(local.length <= 64);
      }),
      { numRuns: 10_000 },
    );
  });

  it('accepts 64 and refuses 65 characters before the @', () => {
    expect(validateEmail(`${'a'.repeat(64)}@example.com`).ok).toBe(true);
    expect(validateEmail(`${'a'.repeat(65)}@example.com`)).toEqual({
      ok: false,
      error: 'email.format',
    });
  });

  it('never accepts a value whose trimmed local part is longer than 64, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), domain, (anything, host) => {
        const result = validateEmail(`${anything}@${host}`);
        if (result.ok) {
          const at = result.value.lastIndexOf('@');
          expect(at).toBeGreaterThan(0);
          expect(at).toBeLessThanOrEqual(64);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('validateSmsOtp (exactly n digits)', () => {
  it('accepts exactly n digits', () => {
    expect(validateSmsOtp('123456', 6)).toEqual({ ok: true, value: '123456' });
    expect(validateSmsOtp(' 123 456 ', 6)).toEqual({ ok: true, value: '123456' });
    expect(validateSmsOtp('1234', 4)).toEqual({ ok: true, value: '1234' });
  });

  it('refuses other lengths and characters, naming the length', () => {
    const failure = { ok: false, error: 'otp.format', params: { length: 6 } };
    expect(validateSmsOtp('12345', 6)).toEqual(failure);
    expect(validateSmsOtp('1234567', 6)).toEqual(failure);
    expect(validateSmsOtp('12345a', 6)).toEqual(failure);
    expect(validateSmsOtp('１２３４５６', 6)).toEqual(failure);
  });

  it('asks for a blank code', () => {
    expect(validateSmsOtp('', 6)).toEqual({ ok: false, error: 'required' });
  });

  it('accepts nothing for a length that is not a positive whole number', () => {
    expect(validateSmsOtp('123', 0).ok).toBe(false);
    expect(validateSmsOtp('123', 2.5).ok).toBe(false);
    expect(validateSmsOtp('123', Number.NaN).ok).toBe(false);
  });

  it('accepts every generated code of the asked length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.string({
          unit: fc.constantFrom(...Array.from('0123456789')),
          minLength: 10,
          maxLength: 10,
        }),
        (length, digits) => {
          const code = digits.slice(0, length);
          expect(validateSmsOtp(code, length)).toEqual({ ok: true, value: code });
          expect(validateSmsOtp(`${code}0`, length).ok).toBe(false);
        },
      ),
    );
  });
});

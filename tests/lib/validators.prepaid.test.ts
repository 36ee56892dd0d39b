import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateAgreed,
  validateChoice,
  validateNewPasswordPair,
  validatePrepaidCurrentPassword,
  validatePrepaidPassword,
  validatePrepaidPhone,
  validateRequired,
  validateTopUpCode,
} from '../../src/lib/validators';

const digitChar = fc.constantFrom(...Array.from('0123456789'));

describe('validateRequired (field may not be blank)', () => {
  it('gives the trimmed text', () => {
    expect(validateRequired('  hello ')).toEqual({ ok: true, value: 'hello' });
  });
  it.each(['', '   ', '\u3000', undefined, null, {}])('refuses %j', (input) => {
    expect(validateRequired(input)).toEqual({ ok: false, error: 'required' });
  });
});

describe('validatePrepaidPhone', () => {
  it.each([
    ['0912345678', '0912345678'],
    [' 0912-345-678 ', '0912345678'],
  ])('accepts %j', (input, value) => {
    expect(validatePrepaidPhone(input)).toEqual({ ok: true, value });
  });
  it.each(['091234567', '0212345678', '09123456789', 'phone'])(
    'reports %j as a phone number entry error',
    (input) => {
      expect(validatePrepaidPhone(input)).toEqual({ ok: false, error: 'prepaid.phone' });
    },
  );
  it('asks for a blank number', () => {
    expect(validatePrepaidPhone('')).toEqual({ ok: false, error: 'required' });
  });
});

describe('prepaid passwords (4 digits; a new one may not be 0000)', () => {
  it('accepts the default 0000 as the current password (it must be typed to change it)', () => {
    expect(validatePrepaidCurrentPassword('0000')).toEqual({ ok: true, value: '0000' });
  });

  it('refuses 0000 as a new password', () => {
    expect(validatePrepaidPassword('0000')).toEqual({ ok: false, error: 'prepaid.passwordZero' });
  });

  it.each(['123', '12345', '12a4', ' 1234', '1234 ', '１２３４'])(
    'refuses %j as a password',
    (input) => {
      expect(validatePrepaidPassword(input)).toEqual({
        ok: false,
        error: 'prepaid.passwordFormat',
      });
      expect(validatePrepaidCurrentPassword(input)).toEqual({
        ok: false,
        error: 'prepaid.passwordFormat',
      });
    },
  );

  it('asks for a blank password', () => {
    expect(validatePrepaidPassword('')).toEqual({ ok: false, error: 'required' });
    expect(validatePrepaidCurrentPassword('')).toEqual({ ok: false, error: 'required' });
  });

  it('accepts every other 4-digit password unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: digitChar, minLength: 4, maxLength: 4 }), (password) => {
        fc.pre(password !== '0000');
        expect(validatePrepaidPassword(password)).toEqual({ ok: true, value: password });
        expect(validatePrepaidCurrentPassword(password)).toEqual({ ok: true, value: password });
      }),
    );
  });
});

describe('validateNewPasswordPair', () => {
  it('accepts two equal new passwords', () => {
    expect(validateNewPasswordPair('2468', '2468')).toEqual({ ok: true, value: '2468' });
  });
  it('reports that the new passwords differ', () => {
    expect(validateNewPasswordPair('2468', '2469')).toEqual({
      ok: false,
      error: 'prepaid.passwordMismatch',
    });
  });
  it('reports a problem with the first entry first', () => {
    expect(validateNewPasswordPair('0000', '0000')).toEqual({
      ok: false,
      error: 'prepaid.passwordZero',
    });
    expect(validateNewPasswordPair('12', '34')).toEqual({
      ok: false,
      error: 'prepaid.passwordFormat',
    });
  });
  it('asks for a blank repetition', () => {
    expect(validateNewPasswordPair('2468', '')).toEqual({ ok: false, error: 'required' });
  });
  it('accepts any valid password typed twice, and refuses any two different ones', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: digitChar, minLength: 4, maxLength: 4 }),
        fc.string({ unit: digitChar, minLength: 4, maxLength: 4 }),
        (first, second) => {
          fc.pre(first !== '0000');
          expect(validateNewPasswordPair(first, first)).toEqual({ ok: true, value: first });
          if (second !== first) expect(validateNewPasswordPair(first, second).ok).toBe(false);
        },
      ),
    );
  });
});

describe('validateTopUpCode (12 or 14 digits)', () => {
  it.each([
    ['123456789012', '123456789012'],
    ['12345678901234', '12345678901234'],
    ['1234 5678 9012', '123456789012'],
    ['1234-5678-9012-34', '12345678901234'],
  ])('accepts %j', (input, value) => {
    expect(validateTopUpCode(input)).toEqual({ ok: true, value });
  });

  it.each(['12345678901', '1234567890123', '123456789012345', '12345678901a'])(
    'refuses %j (11, 13 and 15 digits, letters)',
    (input) => {
      expect(validateTopUpCode(input)).toEqual({ ok: false, error: 'prepaid.topUpCode' });
    },
  );

  it('must be entered', () => {
    expect(validateTopUpCode(' ')).toEqual({ ok: false, error: 'required' });
  });

  it('accepts exactly the lengths 12 and 14', () => {
    fc.assert(
      fc.property(fc.string({ unit: digitChar, minLength: 1, maxLength: 20 }), (code) => {
        const result = validateTopUpCode(code);
        expect(result.ok).toBe(code.length === 12 || code.length === 14);
        if (result.ok) expect(validateTopUpCode(result.value)).toEqual(result);
      }),
    );
  });
});

describe('validateChoice and validateAgreed', () => {
  const types = ['push', 'sms', 'email'] as const;
  it('accepts one of the options', () => {
    expect(validateChoice('sms', types, 'choice.notifyType')).toEqual({ ok: true, value: 'sms' });
  });
  it.each(['', 'fax', undefined, null])('refuses %j with the given message', (input) => {
    expect(validateChoice(input, types, 'choice.notifyType')).toEqual({
      ok: false,
      error: 'choice.notifyType',
    });
  });
  it('needs the box ticked', () => {
    expect(validateAgreed(true)).toEqual({ ok: true, value: true });
    expect(validateAgreed(false)).toEqual({ ok: false, error: 'agreement.required' });
    expect(validateAgreed('true')).toEqual({ ok: false, error: 'agreement.required' });
  });
});

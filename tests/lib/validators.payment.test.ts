import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardSchemeOf,
  passesLuhn,
  validateBankAccount,
  validateBankCode,
  validateCardExpiry,
  validateCardNumber,
  VALIDATION_MESSAGE_KEYS,
} from '../../src/lib/validators';

const NOW = new Date(2026, 10, 23);

describe('card number', () => {
  it.each([
    ['4111 1111 1111 1111', { ok: true, value: '4111111111111111' }],
    ['5555-5555-5555-4444', { ok: true, value: '5555555555554444' }],
    ['3530111333300000', { ok: true, value: '3530111333300000' }],
    ['', { ok: false, error: 'required' }],
    ['4111111111111112', { ok: false, error: 'card.checksum' }],
    ['411111111111111', { ok: false, error: 'card.number' }],
    ['6011111111111117', { ok: false, error: 'card.number' }],
    ['4111abcd11111111', { ok: false, error: 'card.number' }],
  ])('%s', (input, expected) => {
    expect(validateCardNumber(input)).toEqual(expected);
  });

  it('names the scheme', () => {
    expect(cardSchemeOf('4111111111111111')).toBe('VISA');
    expect(cardSchemeOf('2221000000000009')).toBe('MASTER');
    expect(cardSchemeOf('3528000000000007')).toBe('JCB');
    expect(cardSchemeOf('6011111111111117')).toBeNull();
  });

  it('accepts exactly the numbers whose check digit is right', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 }),
        (body) => {
          const digits = `4${body.slice(1).join('')}`;
          const valid = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((check) =>
            passesLuhn(`${digits}${check}`),
          );
          expect(valid).toHaveLength(1);
        },
      ),
    );
  });

  it('never throws and answers a known message key', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = validateCardNumber(value);
        if (!result.ok) expect(VALIDATION_MESSAGE_KEYS).toContain(result.error);
      }),
    );
  });
});

describe('card expiry', () => {
  it.each([
    ['11/26', { ok: true, value: '1126' }],
    ['1230', { ok: true, value: '1230' }],
    [' 08 / 29 ', { ok: true, value: '0829' }],
    ['10/26', { ok: false, error: 'card.expired' }],
    ['13/27', { ok: false, error: 'card.expiryFormat' }],
    ['00/27', { ok: false, error: 'card.expiryFormat' }],
    ['1/27', { ok: false, error: 'card.expiryFormat' }],
    ['12/99', { ok: false, error: 'card.expiryFormat' }],
    ['', { ok: false, error: 'required' }],
  ])('%s', (input, expected) => {
    expect(validateCardExpiry(input, NOW)).toEqual(expected);
  });
});

describe('bank code and account', () => {
  it.each([
    ['004', { ok: true, value: '004' }],
    ['04', { ok: false, error: 'bankCode.format' }],
    ['', { ok: false, error: 'required' }],
  ])('code %s', (input, expected) => {
    expect(validateBankCode(input)).toEqual(expected);
  });

  it.each([
    ['0012-3456-7890', { ok: true, value: '001234567890' }],
    ['1234567890123456', { ok: true, value: '1234567890123456' }],
    ['123456789', { ok: false, error: 'bankAccount.format' }],
    ['12345678901234567', { ok: false, error: 'bankAccount.format' }],
    ['', { ok: false, error: 'required' }],
  ])('account %s', (input, expected) => {
    expect(validateBankAccount(input)).toEqual(expected);
  });
});

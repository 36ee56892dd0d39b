import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  taxIdChecksum,
  validateIdOrPassport,
  validatePid,
  validatePidLastFour,
  validateTaxId,
} from '../../src/lib/validators';

describe('validatePid (8-15 letters and digits, upper-cased and trimmed)', () => {
  it.each([
    ['A123456789', 'A123456789'],
    ['  a123456789 ', 'A123456789'],
    ['ab123456', 'AB123456'],
    ['123456789012345', '123456789012345'],
  ])('accepts %j as %s', (input, value) => {
    expect(validatePid(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['A123456', 'pid.format'],
    ['1234567890123456', 'pid.format'],
    ['A12345-789', 'pid.format'],
    ['A1234 56789', 'pid.format'],
    ['A１23456789', 'pid.format'],
    ['', 'required'],
    ['   ', 'required'],
  ])('refuses %j with %s', (input, error) => {
    expect(validatePid(input)).toEqual({ ok: false, error });
  });

  it('accepts lengths 8 and 15 and refuses 7 and 16', () => {
    expect(validatePid('A'.repeat(8)).ok).toBe(true);
    expect(validatePid('9'.repeat(15)).ok).toBe(true);
    expect(validatePid('A'.repeat(7)).ok).toBe(false);
    expect(validatePid('9'.repeat(16)).ok).toBe(false);
  });

  it('accepts every generated id, and its normal form is a fixed point', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{8,15}$/),
        fc.constantFrom('', ' ', '\t', '\u3000'),
        (id, pad) => {
          const result = validatePid(`${pad}${id}${pad}`);
          expect(result).toEqual({ ok: true, value: id.toUpperCase() });
          expect(validatePid(id.toUpperCase())).toEqual(result);
        },
      ),
    );
  });
});

describe('validatePidLastFour (exactly 4 characters)', () => {
  it.each([
    ['6789', '6789'],
    [' 78a9 ', '78A9'],
  ])('accepts %j', (input, value) => {
    expect(validatePidLastFour(input)).toEqual({ ok: true, value });
  });

  it.each(['678', '67890', '67-9', ''])('refuses %j', (input) => {
    expect(validatePidLastFour(input).ok).toBe(false);
  });
});

describe('validateIdOrPassport (required for a password change)', () => {
  it('asks for the number when blank', () => {
    expect(validateIdOrPassport('  ')).toEqual({ ok: false, error: 'prepaid.idRequired' });
  });
  it('accepts an id or passport number, upper-cased', () => {
    expect(validateIdOrPassport(' e12345678 ')).toEqual({ ok: true, value: 'E12345678' });
  });
  it('refuses other characters', () => {
    expect(validateIdOrPassport('E1234-678')).toEqual({ ok: false, error: 'prepaid.idFormat' });
    expect(validateIdOrPassport('X'.repeat(21))).toEqual({ ok: false, error: 'prepaid.idFormat' });
  });
});

describe('validateTaxId', () => {
  it.each([
    ['04595257', 'sum 40'],
    ['22099131', 'sum 30'],
    ['10458575', 'seventh digit 7, sum 30: the plain rule already holds'],
    ['12345676', 'seventh digit 7, sum 40'],
    [' 22099131 ', 'trimmed'],
    ['04595252', 'sum 35: issued since 2023'],
    ['10458570', 'seventh digit 7, sum 25: issued since 2023'],
    ['55555555', 'sum 25'],
  ])('accepts %s (%s)', (input) => {
    expect(validateTaxId(input)).toEqual({ ok: true, value: input.trim() });
  });

  it.each(['12345675', '10458574', '10364274', '11282878', '10458579'])(
    'accepts %s only through the seventh-digit-7 rule',
    (taxId) => {
      expect(taxId.charAt(6)).toBe('7');
      expect(taxIdChecksum(taxId) % 5).not.toBe(0);
      expect((taxIdChecksum(taxId) + 1) % 5).toBe(0);
      expect(validateTaxId(taxId)).toEqual({ ok: true, value: taxId });
    },
  );

  it('does not apply the plus-one rule when the seventh digit is not 7', () => {
    // 12345680: sum 29 with an 8 in seventh place.
    expect(taxIdChecksum('12345680')).toBe(29);
    expect(validateTaxId('12345680')).toEqual({ ok: false, error: 'taxId.invalid' });
  });

  it.each([
    ['12345678', 'taxId.invalid'],
    ['12345674', 'taxId.invalid'],
    ['12345683', 'taxId.invalid'],
    ['12345672', 'taxId.invalid'],
    ['00000000', 'taxId.invalid'],
    ['11111111', 'taxId.invalid'],
    ['1234567', 'taxId.format'],
    ['123456789', 'taxId.format'],
    ['1234567A', 'taxId.format'],
    ['１２３４５６７８', 'taxId.format'],
    ['', 'required'],
  ])('refuses %j with %s', (input, error) => {
    expect(validateTaxId(input)).toEqual({ ok: false, error });
  });

  it('refuses all-zero even though its checksum is 0', () => {
    expect(taxIdChecksum('00000000')).toBe(0);
  });

  it('adds the digits of each weighted product', () => {
    // 9 x 4 = 36 counts 3 + 6 = 9; 9 x 2 = 18 counts 9.
    expect(taxIdChecksum('00000090')).toBe(9);
    expect(taxIdChecksum('09000000')).toBe(9);
  });

  it('accepts every id whose check digit completes the checksum', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), (first7) => {
        const base = taxIdChecksum(`${first7}0`);
        const check = (10 - (base % 10)) % 10;
        const taxId = `${first7}${check}`;
        fc.pre(taxId !== '00000000' && taxId !== '11111111');
        const result = validateTaxId(taxId);
        expect(result).toEqual({ ok: true, value: taxId });
        expect(validateTaxId(taxId.trim())).toEqual(result);
      }),
    );
  });
});

/** The rule as the Ministry of Finance states it, written out independently of the validator. */
function ministryRuleHolds(digits: string): boolean {
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  let sum = 0;
  for (let index = 0; index < 8; index += 1) {
    const product = Number(digits[index]) * (weights[index] ?? 0);
    sum += Math.floor(product / 10) + (product % 10);
  }
  if (sum % 5 === 0) return true;
  return digits[6] === '7' && (sum + 1) % 5 === 0;
}

describe('validateTaxId against the 2023 rule (property)', () => {
  it('accepts an 8-digit id exactly when the divisible-by-5 rule holds', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (taxId) => {
        const expected = taxId !== '00000000' && taxId !== '11111111' && ministryRuleHolds(taxId);
        expect(validateTaxId(taxId).ok).toBe(expected);
      }),
      { numRuns: 10_000 },
    );
  });

  it('still accepts every id valid under the old divisible-by-10 rule', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), fc.integer({ min: 0, max: 9 }), (first7, last) => {
        const taxId = `${first7}${String(last)}`;
        const sum = taxIdChecksum(taxId);
        const oldRule = sum % 10 === 0 || (taxId[6] === '7' && (sum + 1) % 10 === 0);
        fc.pre(oldRule && taxId !== '00000000' && taxId !== '11111111');
        expect(validateTaxId(taxId)).toEqual({ ok: true, value: taxId });
      }),
      { numRuns: 10_000 },
    );
  });

  it('refuses anything that is not 8 ASCII digits, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        fc.pre(!/^\d{8}$/.test(input.trim()));
        expect(validateTaxId(input).ok).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });
});

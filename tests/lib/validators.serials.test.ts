import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INSURANCE_LOG_FUNCTIONS,
  INVALID_FUNCTION_NAME,
  billIdParam,
  isInsuranceLogFunction,
  validateBillId,
  validateEnterpriseProductText,
  validateHnNumber,
  validateInsuranceLogFunction,
  validateLineNumber,
  validateModNumber,
  validateOhsnSerial,
  validatePromoterNumber,
  validateRoamingDiscountSerial,
  type Validation,
} from '../../src/lib/validators';

type Validator = (input: unknown) => Validation<unknown>;

interface Table {
  name: string;
  validate: Validator;
  error: string;
  /** [typed, normal form] */
  accepted: [string, string][];
  refused: string[];
  generated: RegExp;
}

const tables: Table[] = [
  {
    name: 'validateModNumber (M + 8 digits)',
    validate: validateModNumber,
    error: 'modNumber.format',
    accepted: [
      ['M12345678', 'M12345678'],
      [' m12345678 ', 'M12345678'],
    ],
    refused: ['M1234567', 'M123456789', '12345678', 'N12345678', 'M1234567A'],
    generated: /^[Mm]\d{8}$/,
  },
  {
    name: 'validatePromoterNumber (6 digits, or Z + 5 digits)',
    validate: validatePromoterNumber,
    error: 'promoterNumber.format',
    accepted: [
      ['123456', '123456'],
      ['Z12345', 'Z12345'],
      ['z12345', 'Z12345'],
    ],
    refused: ['12345', '1234567', 'Z1234', 'Z123456', 'Y12345', 'ZZ1234'],
    generated: /^(\d{6}|[Zz]\d{5})$/,
  },
  {
    name: 'validateOhsnSerial',
    validate: validateOhsnSerial,
    error: 'ohsnSerial.format',
    accepted: [
      ['A12N1B12345', 'A12N1B12345'],
      ['ZZZS3Z1234567', 'ZZZS3Z1234567'],
      [' a9bm20123456 ', 'A9BM20123456'],
    ],
    refused: [
      '112N1B12345',
      'A12X1B12345',
      'A12N4B12345',
      'A12N1B1234',
      'A12N1B12345678',
      'A12N1-12345',
      'A1N1B12345',
      'A12N1B1234A',
    ],
    generated: /^[A-Za-z][A-Za-z0-9]{2}[NSMnsm][123][A-Za-z0-9]\d{5,7}$/,
  },
  {
    name: 'validateLineNumber (digits, W or Y, digits)',
    validate: validateLineNumber,
    error: 'lineNumber.format',
    accepted: [
      ['12345W678', '12345W678'],
      ['1Y2', '1Y2'],
      ['12w34', '12W34'],
    ],
    refused: ['W123', '123W', '12X34', '12WY34', '12W3A'],
    generated: /^\d{1,10}[WYwy]\d{1,10}$/,
  },
  {
    name: 'validateHnNumber (HN + 8 digits)',
    validate: validateHnNumber,
    error: 'hnNumber.format',
    accepted: [
      ['HN12345678', 'HN12345678'],
      [' hn12345678', 'HN12345678'],
    ],
    refused: ['HN1234567', 'HN123456789', 'H12345678', 'NH12345678'],
    generated: /^[Hh][Nn]\d{8}$/,
  },
  {
    name: 'validateEnterpriseProductText',
    validate: validateEnterpriseProductText,
    error: 'productText.format',
    accepted: [
      ['企業光世代 (100M/40M)', '企業光世代 (100M/40M)'],
      ['  Cloud-Backup 1TB ', 'Cloud-Backup 1TB'],
      ['雲端（專業版）', '雲端（專業版）'],
    ],
    refused: ['price: 100', 'a&b', 'ใช่', '50%', '<script>', 'Mobile_5G', 'ㄅㄆㄇ'],
    generated:
      /^[A-Za-z0-9\u4e00-\u9fff()/-]([A-Za-z0-9\u4e00-\u9fff ()/-]{0,30}[A-Za-z0-9\u4e00-\u9fff()/-])?$/,
  },
  {
    name: 'validateRoamingDiscountSerial (upper-case letters and digits)',
    validate: validateRoamingDiscountSerial,
    error: 'roamingSerial.format',
    accepted: [
      ['ROAM2026', 'ROAM2026'],
      [' ROAM2026 ', 'ROAM2026'],
    ],
    refused: ['roam2026', 'Roam2026', 'ROAM-2026', 'ROAM 2026', 'ROAM_2026', 'ÉTÉ2026'],
    generated: /^[A-Z0-9]{1,20}$/,
  },
  {
    name: 'validateBillId (alphanumeric)',
    validate: validateBillId,
    error: 'billId.format',
    accepted: [
      ['AB12345678', 'AB12345678'],
      [' ab123 ', 'ab123'],
    ],
    refused: ['AB-123', 'AB 123', '123/45', 'AB123;drop'],
    generated: /^[A-Za-z0-9]{1,20}$/,
  },
];

describe.each(tables)('$name', ({ validate, error, accepted, refused, generated }) => {
  it.each(accepted)('accepts %j as %s', (input, value) => {
    expect(validate(input)).toEqual({ ok: true, value });
  });

  it.each(refused)('refuses %j', (input) => {
    expect(validate(input)).toEqual({ ok: false, error });
  });

  it('asks for a blank field', () => {
    expect(validate('')).toEqual({ ok: false, error: 'required' });
    expect(validate(' \t')).toEqual({ ok: false, error: 'required' });
  });

  it('accepts every generated value, and its normal form is a fixed point', () => {
    fc.assert(
      fc.property(fc.stringMatching(generated), (typed) => {
        const result = validate(typed);
        expect(result.ok).toBe(true);
        if (result.ok) expect(validate(result.value)).toEqual(result);
      }),
    );
  });
});

describe('billIdParam (the bill id is sent only when alphanumeric)', () => {
  it('gives the id when it is alphanumeric', () => {
    expect(billIdParam(' AB123 ')).toBe('AB123');
  });
  it.each(['AB-123', '', '  ', undefined, null, { id: 'AB123' }])('leaves out %j', (input) => {
    expect(billIdParam(input)).toBeUndefined();
  });
});

describe('validateInsuranceLogFunction', () => {
  it.each([...INSURANCE_LOG_FUNCTIONS])('accepts %s', (name) => {
    expect(validateInsuranceLogFunction(name)).toEqual({ ok: true, value: name });
    expect(isInsuranceLogFunction(name)).toBe(true);
  });

  it.each(['isy', 'IsY', ' isY', 'isY ', 'fromStart', '', 'toString', '__proto__', 1, null])(
    'refuses %j',
    (name) => {
      expect(validateInsuranceLogFunction(name)).toEqual({
        ok: false,
        error: 'insuranceFunction.invalid',
      });
      expect(isInsuranceLogFunction(name)).toBe(false);
    },
  );

  it('names the error the call gives without calling', () => {
    expect(INVALID_FUNCTION_NAME).toBe('Invalid Function name');
  });
});

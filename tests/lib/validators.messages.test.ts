import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import * as validators from '../../src/lib/validators';
import { VALIDATION_MESSAGE_KEYS, type Validation } from '../../src/lib/validators';
import { allResources } from '../support/i18n';

type Tree = Record<string, unknown>;

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? keysOf(value as Tree, path) : [path];
  });
}

describe('validation messages', () => {
  it.each([...LANGUAGES])(
    '%s has a message for exactly the keys the validators use',
    (language) => {
      const file = allResources[language]?.validation as Tree | undefined;
      expect(file).toBeDefined();
      expect(keysOf(file ?? {}).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
    },
  );

  it('names the OTP length in every language', () => {
    for (const language of LANGUAGES) {
      const otp = (allResources[language]?.validation as { otp?: { format?: string } }).otp;
      expect(otp?.format).toContain('{{length}}');
    }
  });
});

/** Every validator, called the way a form calls it. */
const calls: [string, (input: unknown) => Validation<unknown>][] = [
  ['validatePid', validators.validatePid],
  ['validatePidLastFour', validators.validatePidLastFour],
  ['validateIdOrPassport', validators.validateIdOrPassport],
  ['validateTaxId', validators.validateTaxId],
  ['validateMobile', validators.validateMobile],
  ['validateOtpMobile', validators.validateOtpMobile],
  ['validateEmail', validators.validateEmail],
  ['validateSmsOtp', (input) => validators.validateSmsOtp(input, 6)],
  ['validateModNumber', validators.validateModNumber],
  ['validatePromoterNumber', validators.validatePromoterNumber],
  ['validateOhsnSerial', validators.validateOhsnSerial],
  ['validateLineNumber', validators.validateLineNumber],
  ['validateHnNumber', validators.validateHnNumber],
  ['validateEnterpriseProductText', validators.validateEnterpriseProductText],
  ['validateRoamingDiscountSerial', validators.validateRoamingDiscountSerial],
  ['validateBillId', validators.validateBillId],
  ['validateInsuranceLogFunction', validators.validateInsuranceLogFunction],
  ['validateFixedLinePhone', (input) => validators.validateFixedLinePhone(input)],
  [
    'validateFixedLinePhone (no extension)',
    (input) => validators.validateFixedLinePhone(input, { allowExtension: false }),
  ],
  ['validateRequired', validators.validateRequired],
  ['validatePrepaidPhone', validators.validatePrepaidPhone],
  ['validatePrepaidCurrentPassword', validators.validatePrepaidCurrentPassword],
  ['validatePrepaidPassword', validators.validatePrepaidPassword],
  ['validateNewPasswordPair', (input) => validators.validateNewPasswordPair(input, input)],
  ['validateTopUpCode', validators.validateTopUpCode],
  ['validateChoice', (input) => validators.validateChoice(input, ['a', 'b'], 'choice.plan')],
  ['validateAgreed', validators.validateAgreed],
  ['validateSessionPassword', validators.validateSessionPassword],
  ['validateCarPlate', validators.validateCarPlate],
  ['validateModPassword', validators.validateModPassword],
];

function expectWellFormed(result: Validation<unknown>): void {
  if (result.ok) expect(result).toHaveProperty('value');
  else expect(VALIDATION_MESSAGE_KEYS).toContain(result.error);
}

describe.each(calls)('%s', (_name, validate) => {
  it('never throws on any string and answers with a known message key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expectWellFormed(validate(text));
      }),
    );
  });

  it('never throws on text built from its own alphabet', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...Array.from('0123456789#-() MNWYZHn@.a\u3000')),
          maxLength: 24,
        }),
        (text) => {
          expectWellFormed(validate(text));
        },
      ),
    );
  });

  it('never throws on values that are not text', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expectWellFormed(validate(value));
      }),
    );
    for (const value of [undefined, null, Number.NaN, Infinity, Symbol('x'), () => 'x', 12345678]) {
      expectWellFormed(validate(value));
    }
  });

  it('copes with very long input', () => {
    expectWellFormed(validate('0'.repeat(100_000)));
    expectWellFormed(validate(`${'a.'.repeat(50_000)}@example.com`));
  });
});

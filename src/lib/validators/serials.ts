/** Service numbers, serials and codes of spec 02 §5.2. */
import { invalid, matchPattern, trimmed, trimmedUpper, valid, type Validation } from './result';

/** MOD number: M followed by 8 digits (trimmed, upper-cased). */
export function validateModNumber(input: unknown): Validation {
  return matchPattern(trimmedUpper(input), /^M\d{8}$/, 'modNumber.format');
}

/** Promoter number: 6 digits, or Z followed by 5 digits (trimmed, upper-cased). */
export function validatePromoterNumber(input: unknown): Validation {
  return matchPattern(trimmedUpper(input), /^(?:\d{6}|Z\d{5})$/, 'promoterNumber.format');
}

/**
 * OHSN device serial: a letter, two letters or digits, one of N S M, one of 1 2 3, one letter
 * or digit, then 5-7 digits (trimmed, upper-cased).
 */
export function validateOhsnSerial(input: unknown): Validation {
  return matchPattern(
    trimmedUpper(input),
    /^[A-Z][A-Z0-9]{2}[NSM][123][A-Z0-9]\d{5,7}$/,
    'ohsnSerial.format',
  );
}

/** Line number: digits, W or Y, digits (trimmed, upper-cased). */
export function validateLineNumber(input: unknown): Validation {
  return matchPattern(trimmedUpper(input), /^\d+[WY]\d+$/, 'lineNumber.format');
}

/** HN number: HN followed by 8 digits (trimmed, upper-cased). */
export function validateHnNumber(input: unknown): Validation {
  return matchPattern(trimmedUpper(input), /^HN\d{8}$/, 'hnNumber.format');
}

/**
 * Enterprise product search text: letters, digits, CJK (Han) characters, hyphens, whitespace,
 * parentheses (half- or full-width) and slashes. Trimmed.
 */
export function validateEnterpriseProductText(input: unknown): Validation {
  return matchPattern(
    trimmed(input),
    /^[A-Za-z0-9\p{Script=Han}\s\-()（）/]+$/u,
    'productText.format',
  );
}

/**
 * Roaming discount serial: upper-case letters and digits only (trimmed). Lower case is refused,
 * not upper-cased: the serial is printed in capitals and the carrier matches it exactly.
 */
export function validateRoamingDiscountSerial(input: unknown): Validation {
  return matchPattern(trimmed(input), /^[A-Z0-9]+$/, 'roamingSerial.format');
}

/** Bill id: letters and digits only (trimmed). */
export function validateBillId(input: unknown): Validation {
  return matchPattern(trimmed(input), /^[A-Za-z0-9]+$/, 'billId.format');
}

/** The bill id to send with a request: present only when it is alphanumeric. */
export function billIdParam(input: unknown): string | undefined {
  const result = validateBillId(input);
  return result.ok ? result.value : undefined;
}

export const INSURANCE_LOG_FUNCTIONS = ['isY', 'isN', 'fromEnd', 'fromRes', 'clickToNext'] as const;
export type InsuranceLogFunction = (typeof INSURANCE_LOG_FUNCTIONS)[number];

/** The error text the insurance log call gives, without calling, for an unknown name. */
export const INVALID_FUNCTION_NAME = 'Invalid Function name';

export function isInsuranceLogFunction(input: unknown): input is InsuranceLogFunction {
  return (
    typeof input === 'string' && (INSURANCE_LOG_FUNCTIONS as readonly string[]).includes(input)
  );
}

/** Insurance log function name: exactly one of the five names (case-sensitive, no trimming). */
export function validateInsuranceLogFunction(input: unknown): Validation<InsuranceLogFunction> {
  return isInsuranceLogFunction(input) ? valid(input) : invalid('insuranceFunction.invalid');
}

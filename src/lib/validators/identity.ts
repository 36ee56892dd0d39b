/** Personal ids and company tax ids (spec 02 §5.2, §5.1). */
import { invalid, matchPattern, trimmed, trimmedUpper, valid, type Validation } from './result';

/** Personal id (national id, resident certificate or passport): 8-15 letters and digits. */
export function validatePid(input: unknown): Validation {
  return matchPattern(trimmedUpper(input), /^[A-Z0-9]{8,15}$/, 'pid.format');
}

/** The last four characters of a personal id: exactly 4 letters or digits. */
export function validatePidLastFour(input: unknown): Validation {
  return matchPattern(trimmedUpper(input), /^[A-Z0-9]{4}$/, 'pidLastFour.format');
}

/** ID or passport number asked for a prepaid password change: required, letters and digits. */
export function validateIdOrPassport(input: unknown): Validation {
  const value = trimmedUpper(input);
  if (value === '') return invalid('prepaid.idRequired');
  return /^[A-Z0-9]{1,20}$/.test(value) ? valid(value) : invalid('prepaid.idFormat');
}

const TAX_ID_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

/**
 * The weighted checksum of an 8-digit tax id: each digit times its weight, the digits of each
 * product added (7 x 4 = 28 counts as 2 + 8 = 10).
 */
export function taxIdChecksum(digits: string): number {
  let sum = 0;
  TAX_ID_WEIGHTS.forEach((weight, index) => {
    const product = Number(digits.charAt(index)) * weight;
    sum += Math.floor(product / 10) + (product % 10);
  });
  return sum;
}

/**
 * Since 2023 the Ministry of Finance issues ids whose checksum is divisible by 5 (it used to be
 * 10); every id valid under the old rule is valid under the new one.
 */
const TAX_ID_DIVISOR = 5;

/**
 * Company tax id: 8 digits, not all 0 or all 1; the checksum is divisible by 5, or, when the
 * seventh digit is 7 (4 x 7 = 28 may count as 2 + 8 = 10 or as 1 + 0 = 1), the checksum plus 1 is.
 */
export function validateTaxId(input: unknown): Validation {
  const value = trimmed(input);
  if (value === '') return invalid('required');
  if (!/^\d{8}$/.test(value)) return invalid('taxId.format');
  if (value === '00000000' || value === '11111111') return invalid('taxId.invalid');
  const sum = taxIdChecksum(value);
  if (sum % TAX_ID_DIVISOR === 0) return valid(value);
  if (value.charAt(6) === '7' && (sum + 1) % TAX_ID_DIVISOR === 0) return valid(value);
  return invalid('taxId.invalid');
}

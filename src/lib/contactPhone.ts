import {
  validateFixedLinePhone,
  validateMobile,
  validateRequired,
  type Validation,
} from './validators';

/** A contact phone: a mobile or a fixed line; `optional` lets a blank one through. */
export function validateContactPhone(input: string, optional = false): Validation {
  const value = input.trim();
  if (value === '') return optional ? { ok: true, value: '' } : validateRequired(value);
  return value.startsWith('09') ? validateMobile(value) : validateFixedLinePhone(value);
}

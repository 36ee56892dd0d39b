import { inputText, invalid, matchPattern, trimmedUpper, valid, type Validation } from './result';

/**
 * Broadband and parking fields the spec names without a rule (the portal's choice, written down
 * in docs/validators.md): the PPPoE session password and a vehicle plate.
 */

/** PPPoE session password: 8 to 16 letters and digits, with at least one of each. Not trimmed. */
export function validateSessionPassword(input: unknown): Validation {
  const value = inputText(input);
  if (value === '') return invalid('required');
  const shaped = /^[A-Za-z0-9]{8,16}$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
  return shaped ? valid(value) : invalid('sessionPassword.format');
}

/**
 * A Taiwanese plate: 2 to 4 letters or digits, a hyphen, 2 to 4 letters or digits (ABC-1234,
 * 1234-AB, XYZ-789), trimmed and upper-cased; a space typed for the hyphen is accepted.
 */
export function validateCarPlate(input: unknown): Validation {
  const value = trimmedUpper(input).replace(/\s+/g, '-');
  return matchPattern(value, /^[A-Z0-9]{2,4}-[A-Z0-9]{2,4}$/, 'carPlate.format');
}

/** The HiNet account password: the same rule as the PPPoE session password (the same account). */
export const validateHnPassword = validateSessionPassword;

/** The MOD (IPTV box) password: 4 to 8 digits. Not trimmed. */
export function validateModPassword(input: unknown): Validation {
  const value = inputText(input);
  if (value === '') return invalid('required');
  return /^\d{4,8}$/.test(value) ? valid(value) : invalid('modPassword.format');
}

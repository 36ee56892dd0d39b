/** The prepaid forms' rules (spec 02 §5.1) and the choices and agreements of its screens. */
import { phoneDigits } from './contact';
import {
  inputText,
  invalid,
  trimmed,
  valid,
  type Validation,
  type ValidationMessageKey,
} from './result';

/** Any field that may not be blank: the trimmed text. */
export function validateRequired(input: unknown): Validation {
  const value = trimmed(input);
  return value === '' ? invalid('required') : valid(value);
}

/** Prepaid phone number (login): a mobile number, 09 followed by 8 digits. */
export function validatePrepaidPhone(input: unknown): Validation {
  const value = phoneDigits(input);
  if (value === '') return invalid('required');
  return /^09\d{8}$/.test(value) ? valid(value) : invalid('prepaid.phone');
}

export const DEFAULT_PREPAID_PASSWORD = '0000';

/** Passwords are never trimmed or otherwise changed: what was typed is what is checked. */
function passwordText(input: unknown): string {
  return inputText(input);
}

/**
 * The password a holder has now (login, old password of a change): 4 digits. The default 0000
 * is accepted here, since it must be typed at the first login to be changed.
 */
export function validatePrepaidCurrentPassword(input: unknown): Validation {
  const value = passwordText(input);
  if (value === '') return invalid('required');
  return /^\d{4}$/.test(value) ? valid(value) : invalid('prepaid.passwordFormat');
}

/** A new prepaid password: 4 digits, and not the default 0000. */
export function validatePrepaidPassword(input: unknown): Validation {
  const current = validatePrepaidCurrentPassword(input);
  if (!current.ok) return current;
  return current.value === DEFAULT_PREPAID_PASSWORD ? invalid('prepaid.passwordZero') : current;
}

/**
 * The new password and its repetition. A failure of the first entry is reported first; the
 * repetition must then be present and equal.
 */
export function validateNewPasswordPair(newPassword: unknown, repeated: unknown): Validation {
  const first = validatePrepaidPassword(newPassword);
  if (!first.ok) return first;
  const second = passwordText(repeated);
  if (second === '') return invalid('required');
  return second === first.value ? first : invalid('prepaid.passwordMismatch');
}

/** Top-up code: 12 or 14 digits (spaces and hyphens of a copied code are dropped). */
export function validateTopUpCode(input: unknown): Validation {
  const value = phoneDigits(input);
  if (value === '') return invalid('required');
  return /^(?:\d{12}|\d{14})$/.test(value) ? valid(value) : invalid('prepaid.topUpCode');
}

/**
 * A choice from a fixed list (notification type, language, plan type, plan): the value when it
 * is one of the options, else the given message.
 */
export function validateChoice<T extends string>(
  input: unknown,
  options: readonly T[],
  error: ValidationMessageKey,
): Validation<T> {
  const found = options.find((option) => option === input);
  return found === undefined ? invalid(error) : valid(found);
}

/** A box that must be ticked (notes agreed before the 5G upgrade). */
export function validateAgreed(input: unknown): Validation<true> {
  return input === true ? valid(true) : invalid('agreement.required');
}

/** Mobile numbers, e-mail addresses and SMS one-time passwords (spec 02 §5.2, 01 §5). */
import { inputText, invalid, matchPattern, trimmed, valid, type Validation } from './result';

/** Phone entries lose spaces (including full-width ones) and hyphens: "0912-345 678". */
export function phoneDigits(input: unknown): string {
  return inputText(input).replace(/[\s-]/g, '');
}

/** Mobile: 09 followed by 8 digits. */
export function validateMobile(input: unknown): Validation {
  return matchPattern(phoneDigits(input), /^09\d{8}$/, 'mobile.format');
}

/**
 * The mobile number sent with an SMS OTP request. The form shows a fixed "09" and the customer
 * types the 8 digits after it, so 8 digits get the prefix; a full 10-digit mobile is taken as
 * it is.
 */
export function validateOtpMobile(input: unknown): Validation {
  const digits = phoneDigits(input);
  return validateMobile(/^\d{8}$/.test(digits) ? `09${digits}` : digits);
}

const MAX_EMAIL_LENGTH = 254;
/** RFC 5321 §4.5.3.1.1: a local part has at most 64 octets (the pattern allows ASCII only). */
const MAX_LOCAL_PART_LENGTH = 64;
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * E-mail: a local part of letters, digits and the usual symbols (dots only between them), an
 * "@", and a domain of dotted labels ending in a top-level domain of letters. At most 64
 * characters before the "@" and 254 in all. Trimmed; the case is kept.
 */
export function validateEmail(input: unknown): Validation {
  const value = trimmed(input);
  if (value === '') return invalid('required');
  if (value.length > MAX_EMAIL_LENGTH) return invalid('email.format');
  if (value.lastIndexOf('@') > MAX_LOCAL_PART_LENGTH) return invalid('email.format');
  return EMAIL_PATTERN.test(value) ? valid(value) : invalid('email.format');
}

/** SMS OTP: exactly `length` digits (spaces dropped, as a pasted code often has them). */
export function validateSmsOtp(input: unknown, length: number): Validation {
  const value = inputText(input).replace(/\s/g, '');
  if (value === '') return invalid('required');
  const wanted = Number.isInteger(length) && length > 0 ? length : 0;
  const ok = wanted > 0 && value.length === wanted && /^\d+$/.test(value);
  return ok ? valid(value) : invalid('otp.format', { length: wanted });
}

/**
 * Automatic-payment fields (spec 01 §3 "bank accounts", "credit cards"; the spec shows no rules,
 * so these are the portal's, written down in docs/validators.md): card number with the Luhn
 * check, card expiry MM/YY, bank code and bank account number.
 */
import { inputText, invalid, trimmed, valid, type Validation } from './result';

/** Card and account entries lose spaces (also full-width ones) and hyphens: "4111 1111-1111". */
export function paymentDigits(input: unknown): string {
  return inputText(input).replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit test of a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardScheme = 'VISA' | 'MASTER' | 'JCB';

/** The scheme of a card number by its first digits; null when none of the three. */
export function cardSchemeOf(digits: string): CardScheme | null {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTER';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JCB';
  return null;
}

/** Card number: 16 digits of VISA, Mastercard or JCB, passing the Luhn check. */
export function validateCardNumber(input: unknown): Validation {
  const digits = paymentDigits(input);
  if (digits === '') return invalid('required');
  if (!/^\d{16}$/.test(digits) || cardSchemeOf(digits) === null) return invalid('card.number');
  return passesLuhn(digits) ? valid(digits) : invalid('card.checksum');
}

/**
 * Card expiry typed as MM/YY (or MMYY): a real month, not before the month of `now` (a card is
 * good through the end of its month) and at most 20 years ahead. The value is `MMYY`.
 */
export function validateCardExpiry(input: unknown, now: Date): Validation {
  const text = trimmed(input).replace(/\s/g, '');
  if (text === '') return invalid('required');
  const match = /^(\d{2})\/?(\d{2})$/.exec(text);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return invalid('card.expiryFormat');
  const year = 2000 + Number(match[2]);
  const monthsFromNow = (year - now.getFullYear()) * 12 + (month - (now.getMonth() + 1));
  if (monthsFromNow < 0) return invalid('card.expired');
  if (monthsFromNow > 240) return invalid('card.expiryFormat');
  return valid(`${match[1]}${match[2]}`);
}

/** Bank code: the 3-digit code of the bank. */
export function validateBankCode(input: unknown): Validation {
  const value = trimmed(input);
  if (value === '') return invalid('required');
  return /^\d{3}$/.test(value) ? valid(value) : invalid('bankCode.format');
}

/** Bank account number: 10 to 16 digits (spaces and hyphens are dropped). */
export function validateBankAccount(input: unknown): Validation {
  const digits = paymentDigits(input);
  if (digits === '') return invalid('required');
  return /^\d{10,16}$/.test(digits) ? valid(digits) : invalid('bankAccount.format');
}

/**
 * Display masking of personal data (spec 01 §5, 02 §5.1). Every function takes the value as
 * stored, never throws (anything but a string masks to ''), and works on Unicode code points,
 * so a character outside the BMP counts as one. All but `maskName` keep the length.
 */

export const MASK_CHAR = '*';

function codePoints(value: unknown): string[] {
  return typeof value === 'string' ? Array.from(value) : [];
}

/** Keeps the first `keep` characters and stars the rest. */
function keepFirst(chars: readonly string[], keep: number): string {
  return chars.map((char, index) => (index < keep ? char : MASK_CHAR)).join('');
}

/**
 * E-mail: the local part keeps its first 2 characters and stars the rest; a local part shorter
 * than 3 characters is all stars. The domain (after the last '@') is shown.
 */
export function maskEmail(email: unknown): string {
  const chars = codePoints(email);
  const at = chars.lastIndexOf('@');
  const local = at < 0 ? chars : chars.slice(0, at);
  const rest = at < 0 ? '' : chars.slice(at).join('');
  return keepFirst(local, local.length < 3 ? 0 : 2) + rest;
}

function isAlphanumeric(char: string): boolean {
  return /^[0-9A-Za-z]$/.test(char);
}

/**
 * Phone number or code that starts with 0: the 2nd, 4th and, when it has more than 6 digits,
 * the 6th digit from the end are starred. Letters count as digits; separators (spaces,
 * hyphens, '#') are skipped and kept. Anything not starting with 0 is shown as it is.
 */
export function maskPhone(value: unknown): string {
  const chars = codePoints(value);
  if (chars[0] !== '0') return chars.join('');
  const total = chars.filter(isAlphanumeric).length;
  const hidden = total > 6 ? [2, 4, 6] : [2, 4];
  let fromEnd = 0;
  const masked = [...chars];
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (!isAlphanumeric(masked[index] ?? '')) continue;
    fromEnd += 1;
    if (hidden.includes(fromEnd)) masked[index] = MASK_CHAR;
  }
  return masked.join('');
}

/** Name: the first character (after trimming) and one star per further character, at most 3. */
export function maskName(name: unknown): string {
  const chars = codePoints(typeof name === 'string' ? name.trim() : name);
  const [first] = chars;
  if (first === undefined) return '';
  return first + MASK_CHAR.repeat(Math.min(chars.length - 1, 3));
}

/** Personal id: the last 4 characters are starred (a shorter id is all stars). */
export function maskPid(pid: unknown): string {
  const chars = codePoints(pid);
  return keepFirst(chars, Math.max(chars.length - 4, 0));
}

/** Member account: the first 3 characters are shown, the rest starred. */
export function maskMemberAccount(account: unknown): string {
  return keepFirst(codePoints(account), 3);
}

/**
 * Card number: only the last 4 digits are shown, every other digit starred, in groups of 4
 * (`**** **** **** 1234`). Spaces and hyphens typed with it are dropped first. Anything shorter
 * than 8 digits is all stars.
 */
export function maskCardNumber(cardNo: unknown): string {
  const digits = codePoints(cardNo).filter((char) => !/[\s-]/.test(char));
  const masked = keepLast(digits, digits.length < 8 ? 0 : 4);
  return (masked.match(/.{1,4}/gu) ?? []).join(' ');
}

/** Bank account number: only the last 4 characters are shown (shorter than 8: all stars). */
export function maskBankAccount(account: unknown): string {
  const chars = codePoints(account).filter((char) => !/[\s-]/.test(char));
  return keepLast(chars, chars.length < 8 ? 0 : 4);
}

function keepLast(chars: readonly string[], keep: number): string {
  return chars.map((char, index) => (index >= chars.length - keep ? char : MASK_CHAR)).join('');
}

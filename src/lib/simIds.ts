/**
 * Identifiers of a SIM a companion device (watch, tablet) uses: the EID of an eSIM (GSMA SGP.29:
 * 32 digits whose value modulo 97 is 1, ISO 7064 MOD 97-10) or the serial number (ICCID) printed
 * on a SIM card (ITU-T E.118: 19 or 20 digits starting 89, the last a Luhn check digit). Spaces
 * and hyphens typed between groups are ignored. Pure: used by /OneNumber and the sandbox.
 */

export type SimIdKind = 'eid' | 'iccid';

export type SimIdCheck =
  | { ok: true; kind: SimIdKind; value: string }
  /** `format`: neither 32 digits nor 19-20 digits starting 89; `checksum`: a digit is wrong. */
  | { ok: false; reason: 'required' | 'format' | 'checksum'; kind?: SimIdKind };

/** The digits as typed, without the spaces and hyphens that group them. */
export function simIdDigits(input: unknown): string {
  return typeof input === 'string' ? input.replace(/[\s-]/g, '') : '';
}

/** The value of a digit string modulo 97, digit by digit (no big numbers needed). */
function mod97(digits: string): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

export function isValidEid(digits: string): boolean {
  return /^\d{32}$/.test(digits) && mod97(digits) === 1;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let fromEnd = 0; fromEnd < digits.length; fromEnd += 1) {
    const digit = Number(digits.charAt(digits.length - 1 - fromEnd));
    const doubled = fromEnd % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

export function isValidIccid(digits: string): boolean {
  return /^89\d{17,18}$/.test(digits) && luhnValid(digits);
}

/** The two check digits that make the first 30 digits of an EID a valid EID. */
export function eidCheckDigits(first30: string): string {
  return String(98 - mod97(`${first30}00`)).padStart(2, '0');
}

/** An EID or a SIM serial, told apart by its length; the normal form is the digits alone. */
export function checkSimId(input: unknown): SimIdCheck {
  const digits = simIdDigits(input);
  if (!digits) return { ok: false, reason: 'required' };
  if (/^\d{32}$/.test(digits)) {
    return isValidEid(digits)
      ? { ok: true, kind: 'eid', value: digits }
      : { ok: false, reason: 'checksum', kind: 'eid' };
  }
  if (/^89\d{17,18}$/.test(digits)) {
    return isValidIccid(digits)
      ? { ok: true, kind: 'iccid', value: digits }
      : { ok: false, reason: 'checksum', kind: 'iccid' };
  }
  return { ok: false, reason: 'format' };
}

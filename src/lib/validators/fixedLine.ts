/**
 * Fixed-line phone numbers (spec 02 §5.2). The interpretation of the rules is written down in
 * docs/validators.md; in short, in this order:
 *  1. spaces, hyphens and parentheses are dropped; what is left is digits and at most one '#';
 *  2. the whole entry (extension included) is 7-20 characters;
 *  3. an extension after '#' is 1-7 digits, and refused when extensions are disabled;
 *  4. free-call 0800/0809 + 6 digits and VoIP 070 + 8 digits are recognised first;
 *  5. 09 is a mobile number: 09 + 8 digits;
 *  6. otherwise the area code is the longest allowed prefix (0836, 037, 049, 082, 089 before
 *     02-08), the subscriber number is 5-8 digits not starting with 0 or 1, and area code plus
 *     number is 9-10 digits.
 */
import { inputText, invalid, valid, type Validation } from './result';

export interface FixedLineOptions {
  /** Whether '#' and an extension may follow the number (default true). */
  allowExtension?: boolean;
}

export type FixedLineKind = 'landline' | 'freeCall' | 'voip' | 'mobile';

export interface FixedLinePhone {
  kind: FixedLineKind;
  /** The area code of a landline, or the prefix (0800, 0809, 070, 09) of the other kinds. */
  prefix: string;
  /** The digits after the prefix. */
  number: string;
  extension?: string;
  /** The normal form: prefix, number and, when present, '#' and the extension. */
  text: string;
}

export const FIXED_LINE_MIN_LENGTH = 7;
export const FIXED_LINE_MAX_LENGTH = 20;
export const EXTENSION_MAX_DIGITS = 7;

/** Longest first, so that 037 wins over 03 and 0836 over 08. */
const AREA_CODES = ['0836', '037', '049', '082', '089', '02', '03', '04', '05', '06', '07', '08'];

const SPECIAL_FORMS: readonly { prefix: string; digits: number; kind: FixedLineKind }[] = [
  { prefix: '0800', digits: 6, kind: 'freeCall' },
  { prefix: '0809', digits: 6, kind: 'freeCall' },
  { prefix: '070', digits: 8, kind: 'voip' },
];

function withExtension(main: string, extension: string | undefined): string {
  return extension === undefined ? main : `${main}#${extension}`;
}

function parseMain(main: string, extension: string | undefined): Validation<FixedLinePhone> {
  const build = (kind: FixedLineKind, prefix: string): Validation<FixedLinePhone> => {
    const number = main.slice(prefix.length);
    const text = withExtension(main, extension);
    return valid(
      extension === undefined
        ? { kind, prefix, number, text }
        : { kind, prefix, number, extension, text },
    );
  };

  for (const form of SPECIAL_FORMS) {
    if (main.startsWith(form.prefix)) {
      return main.length === form.prefix.length + form.digits
        ? build(form.kind, form.prefix)
        : invalid('fixedLine.freeCall');
    }
  }
  if (main.startsWith('09')) {
    return /^09\d{8}$/.test(main) ? build('mobile', '09') : invalid('mobile.format');
  }
  const areaCode = AREA_CODES.find((code) => main.startsWith(code));
  if (areaCode === undefined) return invalid('fixedLine.areaCode');
  const subscriber = main.slice(areaCode.length);
  const fits = /^[2-9]\d{4,7}$/.test(subscriber) && main.length >= 9 && main.length <= 10;
  return fits ? build('landline', areaCode) : invalid('fixedLine.number');
}

/** Parses a fixed-line phone entry into its parts, or says what is wrong with it. */
export function parseFixedLinePhone(
  input: unknown,
  options: FixedLineOptions = {},
): Validation<FixedLinePhone> {
  const allowExtension = options.allowExtension ?? true;
  const text = inputText(input).replace(/[\s\-()]/g, '');
  if (text === '') return invalid('required');
  if (!/^\d+(?:#\d*)?$/.test(text)) return invalid('fixedLine.format');
  if (text.length < FIXED_LINE_MIN_LENGTH || text.length > FIXED_LINE_MAX_LENGTH) {
    return invalid('fixedLine.length');
  }
  const hashAt = text.indexOf('#');
  const main = hashAt < 0 ? text : text.slice(0, hashAt);
  const extension = hashAt < 0 ? undefined : text.slice(hashAt + 1);
  if (extension !== undefined) {
    if (!allowExtension) return invalid('fixedLine.extensionNotAllowed');
    if (extension.length < 1 || extension.length > EXTENSION_MAX_DIGITS) {
      return invalid('fixedLine.extension');
    }
  }
  return parseMain(main, extension);
}

/** Fixed-line phone: the normal form ("0223456789#123") or the reason it is refused. */
export function validateFixedLinePhone(input: unknown, options: FixedLineOptions = {}): Validation {
  const parsed = parseFixedLinePhone(input, options);
  return parsed.ok ? valid(parsed.value.text) : parsed;
}

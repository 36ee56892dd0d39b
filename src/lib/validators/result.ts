/**
 * The result every validator returns, and the message keys of the `validation` namespace.
 *
 * A screen renders a failure with
 *   `t(result.error, { ns: 'validation', ...result.params })`
 * (or `useTranslation('validation')` and `t(result.error, result.params)`).
 */

/** Every key of src/i18n/locales/<lng>/validation.json; tests keep the two in step. */
export const VALIDATION_MESSAGE_KEYS = [
  'required',
  'pid.format',
  'pidLastFour.format',
  'taxId.format',
  'taxId.invalid',
  'mobile.format',
  'email.format',
  'modNumber.format',
  'promoterNumber.format',
  'otp.format',
  'ohsnSerial.format',
  'lineNumber.format',
  'hnNumber.format',
  'productText.format',
  'roamingSerial.format',
  'billId.format',
  'insuranceFunction.invalid',
  'fixedLine.format',
  'fixedLine.length',
  'fixedLine.areaCode',
  'fixedLine.number',
  'fixedLine.freeCall',
  'fixedLine.extension',
  'fixedLine.extensionNotAllowed',
  'prepaid.phone',
  'prepaid.passwordFormat',
  'prepaid.passwordZero',
  'prepaid.passwordMismatch',
  'prepaid.topUpCode',
  'prepaid.idRequired',
  'prepaid.idFormat',
  'choice.notifyType',
  'choice.language',
  'choice.purchaseType',
  'choice.duration',
  'choice.plan',
  'agreement.required',
  'card.number',
  'card.checksum',
  'card.expiryFormat',
  'card.expired',
  'bankCode.format',
  'bankAccount.format',
  'sessionPassword.format',
  'carPlate.format',
  'modPassword.format',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** Interpolation values of a message (only `otp.format` has one: `length`). */
export type MessageParams = Readonly<Record<string, string | number>>;

export type Validation<T = string> =
  { ok: true; value: T } | { ok: false; error: ValidationMessageKey; params?: MessageParams };

export type ValidationFailure = Extract<Validation<never>, { ok: false }>;

export function valid<T>(value: T): Validation<T> {
  return { ok: true, value };
}

export function invalid(error: ValidationMessageKey, params?: MessageParams): ValidationFailure {
  return params ? { ok: false, error, params } : { ok: false, error };
}

/**
 * A form value as text: strings as they are, finite numbers in decimal, anything else empty
 * (and so reported as a blank field). Never throws.
 */
export function inputText(input: unknown): string {
  if (typeof input === 'string') return input;
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  return '';
}

/** Trimmed text (String.prototype.trim also drops the full-width space U+3000). */
export function trimmed(input: unknown): string {
  return inputText(input).trim();
}

/** Trimmed and upper-cased text: the normal form of ids, serials and codes. */
export function trimmedUpper(input: unknown): string {
  return trimmed(input).toUpperCase();
}

/**
 * Trims, checks for a blank field, then tests the normal form against a pattern: the shape of
 * most validators.
 */
export function matchPattern(
  normalised: string,
  pattern: RegExp,
  error: ValidationMessageKey,
): Validation {
  if (normalised === '') return invalid('required');
  return pattern.test(normalised) ? valid(normalised) : invalid(error);
}

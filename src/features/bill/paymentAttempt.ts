import type { ApiError } from '../../api/http';

/**
 * One payment attempt's idempotency key: made when the customer starts paying and kept for every
 * retry of that attempt, so a retry after a lost answer is answered with the first payment
 * instead of charging again.
 */
export function newPaymentKey(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  return `pay-${random}`;
}

/** The carrier's refusal codes a payment form answers in its own words. */
export const PAY_ERROR_CODES = [
  'CAPTCHA_WRONG',
  'CAPTCHA_EXPIRED',
  'PID_MISMATCH',
  'ALREADY_PAID',
  'BILL_NOT_FOUND',
  'IDEMPOTENCY_CONFLICT',
] as const;
export type PayErrorCode = (typeof PAY_ERROR_CODES)[number];

/** Failures after which nobody can say whether the charge happened: retry with the same key. */
const UNCERTAIN_CODES: readonly string[] = ['NETWORK', 'TIMEOUT', 'BAD_RESPONSE', 'EMPTY'];

export type PayOutcome =
  | { kind: 'uncertain' }
  | { kind: 'field'; field: 'pid' | 'captcha'; code: PayErrorCode }
  | { kind: 'refused'; code: PayErrorCode | null; error: ApiError };

function knownCode(code: ApiError['code']): PayErrorCode | null {
  return PAY_ERROR_CODES.find((candidate) => candidate === code) ?? null;
}

/** What a failed payment means for the customer: fix a field, retry safely, or read why. */
export function payOutcomeOf(error: ApiError): PayOutcome {
  const code = typeof error.code === 'string' ? error.code : '';
  if (UNCERTAIN_CODES.includes(code)) return { kind: 'uncertain' };
  if (code === 'HTTP' && (error.status === undefined || error.status >= 500)) {
    return { kind: 'uncertain' };
  }
  const known = knownCode(error.code);
  if (known === 'CAPTCHA_WRONG' || known === 'CAPTCHA_EXPIRED') {
    return { kind: 'field', field: 'captcha', code: known };
  }
  if (known === 'PID_MISMATCH') return { kind: 'field', field: 'pid', code: known };
  return { kind: 'refused', code: known, error };
}

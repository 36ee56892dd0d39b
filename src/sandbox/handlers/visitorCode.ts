import { HttpResponse } from 'msw';
import type { CarrierEnvelope } from '../../api/http';
import { validateMobile } from '../../lib/validators';
import { spendCaptcha } from '../db/captcha';
import { sandboxNow } from '../db/clock';
import { LOGIN_LIMITS, SANDBOX_OTP_CODE } from '../db/tables/login';

/** A refusal the portal tells apart by its code; the message is the carrier's words. */
export interface CodedRefusal {
  code: string;
  message: string;
}

export function refuseCoded(error: CodedRefusal) {
  return HttpResponse.json<CarrierEnvelope<never>>({
    result: -1,
    message: error.message,
    code: error.code,
  });
}

/** A request value as trimmed text ('' for anything else). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** What a visitor's code step refuses with (service centre and sign-language bookings). */
export const VISITOR_CODE_ERRORS = {
  captchaWrong: { code: 'CAPTCHA_WRONG', message: '圖形驗證碼錯誤，請重新輸入' },
  captchaExpired: { code: 'CAPTCHA_EXPIRED', message: '圖形驗證碼已失效，請重新取得' },
  otpWrong: { code: 'OTP_WRONG', message: '簡訊驗證碼錯誤或已逾時，請重新輸入' },
} as const;

export interface VisitorCodeRow {
  mobile: string;
  sentAt: string;
}

/**
 * A visitor asks for an SMS code (headers mobileno, captcha, code): the captcha is spent right or
 * wrong, the mobile must be one, then `record` keeps the code's row. `badMobile` is the caller's.
 */
export function sendVisitorCode(
  request: Request,
  badMobile: CodedRefusal,
  record: (row: VisitorCodeRow) => void,
): Response {
  const mobile = text(request.headers.get('mobileno'));
  const outcome = spendCaptcha(
    request.headers.get('captcha') ?? '',
    request.headers.get('code') ?? '',
  );
  if (outcome === 'expired') return refuseCoded(VISITOR_CODE_ERRORS.captchaExpired);
  if (outcome === 'wrong') return refuseCoded(VISITOR_CODE_ERRORS.captchaWrong);
  if (!validateMobile(mobile).ok) return refuseCoded(badMobile);
  record({ mobile, sentAt: sandboxNow().toISOString() });
  return HttpResponse.json<CarrierEnvelope<null>>({ result: 1, data: null });
}

/** A visitor's code: sent to this mobile within the last 5 minutes, and 246810. */
export function visitorCodeOk(rows: readonly VisitorCodeRow[], mobile: string, otp: string) {
  const now = sandboxNow().getTime();
  return (
    otp === SANDBOX_OTP_CODE &&
    rows.some(
      (row) => row.mobile === mobile && now - Date.parse(row.sentAt) < LOGIN_LIMITS.otpTtlMs,
    )
  );
}

import { validateMobile } from '../../lib/validators';
import { spendCaptcha } from '../db/captcha';
import { sandboxNow } from '../db/clock';
import { mutate } from '../db/state';
import { LOGIN_LIMITS, SANDBOX_OTP_CODE } from '../db/tables/login';
import { sendSmsCode } from '../db/tables/outbox';
import { ok, refuseWith, text } from './respond';
import type { Refusal } from '../db/outcome';

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
  badMobile: Refusal,
  record: (row: VisitorCodeRow) => void,
): Response {
  const mobile = text(request.headers.get('mobileno'));
  const outcome = spendCaptcha(
    request.headers.get('captcha') ?? '',
    request.headers.get('code') ?? '',
  );
  if (outcome === 'expired') return refuseWith(VISITOR_CODE_ERRORS.captchaExpired);
  if (outcome === 'wrong') return refuseWith(VISITOR_CODE_ERRORS.captchaWrong);
  if (!validateMobile(mobile).ok) return refuseWith(badMobile);
  const now = sandboxNow();
  record({ mobile, sentAt: now.toISOString() });
  mutate((database) =>
    sendSmsCode(database, { to: mobile, code: SANDBOX_OTP_CODE, customerId: '', now }),
  );
  return ok(null);
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

import { spendCaptcha as spendChallenge } from '../db/captcha';

export const CAPTCHA_MESSAGES = {
  wrong: '圖形驗證碼錯誤，請重新輸入',
  expired: '圖形驗證碼已失效，請重新取得',
} as const;

/**
 * A no-login lookup spends a challenge of CHTMember/AuthTokenWithCaptcha (db/captcha.ts): right
 * or wrong, a challenge answers once. Returns the refusal, or null when it passed.
 */
export function spendCaptcha(authToken: string, code: string): string | null {
  const outcome = spendChallenge(authToken, code);
  return outcome === 'ok' ? null : CAPTCHA_MESSAGES[outcome];
}

import { sandboxNow } from '../db/clock';
import { mutate } from '../db/state';
import { LOGIN_LIMITS, withLoginTables } from '../db/tables/login';

export const CAPTCHA_MESSAGES = {
  wrong: '圖形驗證碼錯誤，請重新輸入',
  expired: '圖形驗證碼已失效，請重新取得',
} as const;

/**
 * A no-login lookup spends a challenge of CHTMember/AuthTokenWithCaptcha (the login's, answer
 * 2580): right or wrong, a challenge answers once. Returns the refusal, or null when it passed.
 */
export function spendCaptcha(authToken: string, code: string): string | null {
  const now = sandboxNow().getTime();
  return mutate((database) => {
    const row = withLoginTables(database.login).challenges.find(
      (candidate) => candidate.authToken === authToken,
    );
    const open = row && !row.used && now - Date.parse(row.createdAt) < LOGIN_LIMITS.challengeTtlMs;
    if (!row || !open) return CAPTCHA_MESSAGES.expired;
    row.used = true;
    return code.trim().toUpperCase() === row.answer ? null : CAPTCHA_MESSAGES.wrong;
  });
}

import { sandboxNow } from './clock';
import { mutate } from './state';
import { LOGIN_LIMITS, withLoginTables } from './tables/login';

export type CaptchaOutcome = 'ok' | 'wrong' | 'expired';

/**
 * Spends a captcha challenge of CHTMember/AuthTokenWithCaptcha (answer 2580) on a call that is
 * not the login: whatever the answer, the challenge cannot be used again.
 */
export function spendCaptcha(authToken: string, code: string): CaptchaOutcome {
  const now = sandboxNow().getTime();
  return mutate((database) => {
    const row = withLoginTables(database.login).challenges.find(
      (candidate) => candidate.authToken === authToken,
    );
    const open = row && !row.used && now - Date.parse(row.createdAt) < LOGIN_LIMITS.challengeTtlMs;
    if (!row || !open) return 'expired';
    row.used = true;
    return code.trim().toUpperCase() === row.answer ? 'ok' : 'wrong';
  });
}

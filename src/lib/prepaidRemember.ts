import { getEncryptedJsonCookie, removeEncryptedCookie, setEncryptedJsonCookie } from './cookies';
import { INVALID } from './safeJson';

/**
 * "Remember me" (spec 02 §1: automatic login for 30 days). The prepaid token lives about 10
 * minutes, so automatic login needs the number and password: they are kept in an encrypted
 * cookie for 30 days, only when the holder ticks remember me, and removed at logout.
 */
export const REMEMBERED_LOGIN_COOKIE = 'prepaidRemember';
export const REMEMBER_DAYS = 30;

export interface RememberedLogin {
  ivrNo: string;
  password: string;
}

function isRememberedLogin(value: unknown): value is RememberedLogin {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.ivrNo === 'string' &&
    /^09\d{8}$/.test(candidate.ivrNo) &&
    typeof candidate.password === 'string' &&
    /^\d{4}$/.test(candidate.password)
  );
}

export function rememberLogin(login: RememberedLogin): void {
  setEncryptedJsonCookie(REMEMBERED_LOGIN_COOKIE, login, { days: REMEMBER_DAYS });
}

export function rememberedLogin(): RememberedLogin | null {
  const value = getEncryptedJsonCookie(REMEMBERED_LOGIN_COOKIE, (raw) =>
    isRememberedLogin(raw) ? { ivrNo: raw.ivrNo, password: raw.password } : INVALID,
  );
  return value ?? null;
}

export function forgetLogin(): void {
  removeEncryptedCookie(REMEMBERED_LOGIN_COOKIE);
}

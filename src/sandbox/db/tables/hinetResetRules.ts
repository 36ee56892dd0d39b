import { HINET_RESET_REFUSAL_CODES, type ModVerified } from '../../../api/hinetReset';
import { normalizePid } from '../../../api/normalize';
import {
  validateHnPassword,
  validateModNumber,
  validateModPassword,
} from '../../../lib/validators';
import { accepted, refused, type Outcome } from '../outcome';
import { db, mutate } from '../state';
import type { SandboxDb } from '../types';
import type { FixedlineTables, HnAccountRow, ModBoxRow, ResetTokenRow } from './fixedline';
import { maskMobile } from './fixedlineRules';
import { LOGIN_LIMITS, SANDBOX_OTP_CODE } from './login';
import { sendSmsCode } from './outbox';

/** What the reset calls refuse with (Traditional Chinese, as the carrier). */
export const HINET_RESET_REFUSALS = {
  modUnknown: { code: HINET_RESET_REFUSAL_CODES.modUnknown, message: '查無此 MOD 設備或資料不符' },
  modNotVerified: { code: 'MOD_NOT_VERIFIED', message: '請先驗證 MOD 設備號碼' },
  modCodeWrong: { code: HINET_RESET_REFUSAL_CODES.modCodeWrong, message: '簡訊驗證碼錯誤或已逾時' },
  badModPassword: { code: 'BAD_MOD_PASSWORD', message: 'MOD 密碼須為 4 至 8 位數字' },
  mobileCodeWrong: {
    code: HINET_RESET_REFUSAL_CODES.mobileCodeWrong,
    message: '簡訊驗證碼錯誤或已逾時，請重新輸入',
  },
  hnUnknown: { code: HINET_RESET_REFUSAL_CODES.hnUnknown, message: '查無此 HiNet 帳號或資料不符' },
  tokenExpired: { code: 'RESET_TOKEN_EXPIRED', message: '驗證已逾時，請重新驗證' },
  wrongAccountType: { code: 'HN_ACCOUNT_TYPE', message: '此帳號不適用此密碼設定方式' },
  badHnPassword: {
    code: 'BAD_HN_PASSWORD',
    message: 'HiNet 密碼須為 8 至 16 碼英文字母與數字，並同時包含兩者',
  },
} as const;

/** A verified MOD box may ask for its code, and a proof stands, for 10 minutes. */
const PROOF_TTL_MS = 10 * 60 * 1000;

/** The tables a stored sandbox written before they existed lacks are added empty. */
export function withResetTables(group: FixedlineTables): FixedlineTables {
  const loose = group as unknown as Record<string, unknown>;
  for (const name of ['modBoxes', 'hnAccounts', 'resetTokens', 'mobileCodes', 'recommendations']) {
    if (!Array.isArray(loose[name])) loose[name] = [];
  }
  return group;
}

function tables(database: SandboxDb = db()): FixedlineTables {
  return withResetTables(database.fixedline);
}

function fresh(instant: string | null, now: Date, ttl = PROOF_TTL_MS): boolean {
  return instant !== null && now.getTime() - Date.parse(instant) < ttl;
}

function modBox(database: SandboxDb, modNo: string): ModBoxRow | undefined {
  const number = validateModNumber(modNo);
  return number.ok
    ? tables(database).modBoxes.find((row) => row.modNo === number.value)
    : undefined;
}

function verified(row: ModBoxRow, now: Date): Outcome<ModVerified> {
  mutate((database) => {
    const stored = modBox(database, row.modNo);
    if (stored) stored.verifiedAt = now.toISOString();
  });
  return accepted({ deviceno: row.modNo, sentTo: maskMobile(row.mobile) });
}

/** VerifyMODNo: a member's box, on one of the member's lines. */
export function verifyMemberMod(
  customerId: string,
  modNo: string,
  now: Date,
): Outcome<ModVerified> {
  const row = modBox(db(), modNo);
  if (row?.customerId !== customerId) return refused(HINET_RESET_REFUSALS.modUnknown);
  return verified(row, now);
}

/** VerifyMODNoNoLogin: a visitor's box and its owner's pid. */
export function verifyVisitorMod(modNo: string, pid: string, now: Date): Outcome<ModVerified> {
  const row = modBox(db(), modNo);
  if (row?.pid !== normalizePid(pid)) return refused(HINET_RESET_REFUSALS.modUnknown);
  return verified(row, now);
}

/** MODReceiveNo: the code by SMS to the owner's mobile, for a box verified in the last minutes. */
export function sendModCode(modNo: string, now: Date): Outcome<ModVerified> {
  const row = modBox(db(), modNo);
  if (!row || !fresh(row.verifiedAt, now)) return refused(HINET_RESET_REFUSALS.modNotVerified);
  mutate((database) => {
    const stored = modBox(database, modNo);
    if (stored) stored.codeSentAt = now.toISOString();
    sendSmsCode(database, {
      to: row.mobile,
      code: SANDBOX_OTP_CODE,
      customerId: row.customerId,
      now,
    });
  });
  return accepted({ deviceno: row.modNo, sentTo: maskMobile(row.mobile) });
}

/** ResetMODPw: the code sent within 5 minutes, then a 4-8 digit password. A wrong code spends nothing. */
export function resetModPassword(
  input: { deviceno: string; pw: string; rno: string },
  now: Date,
): Outcome<{ changedAt: string }> {
  const row = modBox(db(), input.deviceno);
  if (!row || !fresh(row.verifiedAt, now)) return refused(HINET_RESET_REFUSALS.modNotVerified);
  if (input.rno !== SANDBOX_OTP_CODE || !fresh(row.codeSentAt, now, LOGIN_LIMITS.otpTtlMs)) {
    return refused(HINET_RESET_REFUSALS.modCodeWrong);
  }
  if (!validateModPassword(input.pw).ok) return refused(HINET_RESET_REFUSALS.badModPassword);
  const changedAt = now.toISOString();
  mutate((database) => {
    const stored = modBox(database, input.deviceno);
    if (!stored) return;
    stored.passwordChangedAt = changedAt;
    stored.verifiedAt = null;
    stored.codeSentAt = null;
  });
  return accepted({ changedAt });
}

// ---------- the HiNet account password: a visitor proves the mobile, then the account ----------

/** MobileToken/GetOTPWithCaptcha's code was sent (the handler checked captcha and mobile). */
export function recordMobileCode(mobile: string, now: Date): void {
  mutate((database) => {
    const rows = tables(database).mobileCodes.filter((row) => row.mobile !== mobile);
    rows.push({ mobile, sentAt: now.toISOString() });
    database.fixedline.mobileCodes = rows;
    sendSmsCode(database, { to: mobile, code: SANDBOX_OTP_CODE, customerId: '', now });
  });
}

function issueToken(kind: ResetTokenRow['kind'], subject: string, now: Date): string {
  return mutate((database) => {
    database.meta.sequence += 1;
    const token = `${kind}-${String(database.meta.sequence)}-${String(now.getTime())}`;
    tables(database).resetTokens.push({ token, kind, subject, issuedAt: now.toISOString() });
    return token;
  });
}

function tokenSubject(token: string, kind: ResetTokenRow['kind'], now: Date): string | null {
  const row = tables().resetTokens.find((entry) => entry.token === token && entry.kind === kind);
  return row && fresh(row.issuedAt, now) ? row.subject : null;
}

/** MobileToken/VerifyOTP: the code sent to this mobile within 5 minutes gives a mobile token. */
export function verifyMobileCode(
  mobile: string,
  otp: string,
  now: Date,
): Outcome<{ mobileToken: string }> {
  const sent = tables().mobileCodes.find((row) => row.mobile === mobile);
  if (otp !== SANDBOX_OTP_CODE || !sent || !fresh(sent.sentAt, now, LOGIN_LIMITS.otpTtlMs)) {
    return refused(HINET_RESET_REFUSALS.mobileCodeWrong);
  }
  mutate((database) => {
    database.fixedline.mobileCodes = tables(database).mobileCodes.filter(
      (row) => row.mobile !== mobile,
    );
  });
  return accepted({ mobileToken: issueToken('mobile', mobile, now) });
}

function hnAccount(hnNo: string): HnAccountRow | undefined {
  const number = hnNo.trim().toUpperCase();
  return tables().hnAccounts.find((row) => row.hnNo === number);
}

/** AuthenticationHN: the account, its owner's pid, and the owner's mobile proved by a token. */
export function authenticateHn(
  input: { hnNo: string; pid: string; mobileToken: string },
  now: Date,
): Outcome<{ authToken: string; accountType: HnAccountRow['accountType'] }> {
  const mobile = tokenSubject(input.mobileToken, 'mobile', now);
  if (mobile === null) return refused(HINET_RESET_REFUSALS.tokenExpired);
  const row = hnAccount(input.hnNo);
  if (row?.pid !== normalizePid(input.pid) || row.mobile !== mobile) {
    return refused(HINET_RESET_REFUSALS.hnUnknown);
  }
  return accepted({
    authToken: issueToken('hnAuth', row.hnNo, now),
    accountType: row.accountType,
  });
}

/** HNPassCode ('passCode' accounts) and HnPassCodeForNormalUser ('normal'): the new password. */
export function setHnPassword(
  input: { hnNo: string; authToken: string; newPassword: string },
  accountType: HnAccountRow['accountType'],
  now: Date,
): Outcome<{ changedAt: string }> {
  const row = hnAccount(input.hnNo);
  const proved = tokenSubject(input.authToken, 'hnAuth', now);
  if (proved === null || row?.hnNo !== proved) {
    return refused(HINET_RESET_REFUSALS.tokenExpired);
  }
  if (row.accountType !== accountType) return refused(HINET_RESET_REFUSALS.wrongAccountType);
  return changeHnPassword(row.hnNo, input.newPassword, now);
}

/** Service/Hinet/ModifyHNPassword: a member's own account, with the member's pid. */
export function modifyMemberHnPassword(
  input: { customerId: string; hnNo: string; pid: string; newPassword: string },
  now: Date,
): Outcome<{ changedAt: string }> {
  const row = hnAccount(input.hnNo);
  if (row?.customerId !== input.customerId || row.pid !== normalizePid(input.pid)) {
    return refused(HINET_RESET_REFUSALS.hnUnknown);
  }
  return changeHnPassword(row.hnNo, input.newPassword, now);
}

function changeHnPassword(
  hnNo: string,
  password: string,
  now: Date,
): Outcome<{ changedAt: string }> {
  if (!validateHnPassword(password).ok) return refused(HINET_RESET_REFUSALS.badHnPassword);
  const changedAt = now.toISOString();
  mutate((database) => {
    const stored = tables(database).hnAccounts.find((row) => row.hnNo === hnNo);
    if (stored) stored.passwordChangedAt = changedAt;
    database.fixedline.resetTokens = database.fixedline.resetTokens.filter(
      (row) => !(row.kind === 'hnAuth' && row.subject === hnNo),
    );
  });
  return accepted({ changedAt });
}

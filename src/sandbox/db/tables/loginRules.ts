import type { FastLoginSetting, SignInBoard } from '../../../api/member';
import type { OtpSent } from '../../../api/otp';
import { accepted, refused, type Outcome } from '../outcome';
import { db, mutate } from '../state';
import type { CustomerRow, SandboxDb } from '../types';
import { sendSmsCode } from './outbox';
import {
  LOGIN_LIMITS,
  SANDBOX_OTP_CODE,
  taipeiDay,
  withLoginTables,
  type CaptchaChallengeRow,
  type LoginTables,
} from './login';

/** The login rules (docs/sandbox.md "Login"): captcha, password lock, SMS codes, check-in. */

/** The member site's refusals, in its own words (Traditional Chinese). */
export const LOGIN_MESSAGES = {
  captchaWrong: '圖形驗證碼錯誤，請重新輸入',
  captchaExpired: '圖形驗證碼已失效，請重新取得',
  captchaFirst: '請先完成圖形驗證碼',
  accountWrong: '帳號或密碼錯誤，請重新輸入',
  accountLocked: '密碼錯誤次數過多，帳號已暫時鎖定，請於 15 分鐘後再試',
  mobileFormat: '手機門號格式錯誤',
  mobileMismatch: '手機門號與身分證號不符，或此門號未開啟簡訊快速登入',
  resendTooSoon: '簡訊驗證碼發送過於頻繁，請於 60 秒後再試',
  sendLimit: '今日簡訊驗證碼發送次數已達上限，請明日再試',
  otpMissing: '請先取得簡訊驗證碼',
  otpWrong: '簡訊驗證碼錯誤，請重新輸入',
  otpExpired: '簡訊驗證碼已逾時，請重新取得',
  otpLocked: '簡訊驗證碼錯誤次數過多，請重新取得驗證碼',
  fastLoginMobile: '快速登入門號須為您帳號下的手機門號',
  alreadyCheckedIn: '今日已完成簽到',
} as const;

const MOBILE = /^09\d{8}$/;
const DAY_MS = 86_400_000;

export function loginTables(database: SandboxDb = db()): LoginTables {
  return withLoginTables(database.login);
}

function challengeOpen(row: CaptchaChallengeRow, now: Date): boolean {
  return !row.used && now.getTime() - Date.parse(row.createdAt) < LOGIN_LIMITS.challengeTtlMs;
}

/** Checks a typed captcha against its challenge; a wrong answer uses the challenge up. */
export function checkCaptcha(authToken: string, code: string, now: Date): Outcome {
  return mutate((database) => {
    const row = loginTables(database).challenges.find((entry) => entry.authToken === authToken);
    if (!row || !challengeOpen(row, now)) return refused(LOGIN_MESSAGES.captchaExpired);
    if (code.toUpperCase() !== row.answer) {
      row.used = true;
      return refused(LOGIN_MESSAGES.captchaWrong);
    }
    row.validated = true;
    return accepted(undefined);
  });
}

/** A password login spends a challenge that passed the captcha, once. */
export function consumeValidatedChallenge(authToken: string, now: Date): Outcome {
  return mutate((database) => {
    const row = loginTables(database).challenges.find((entry) => entry.authToken === authToken);
    if (!row || !challengeOpen(row, now)) return refused(LOGIN_MESSAGES.captchaExpired);
    if (!row.validated) return refused(LOGIN_MESSAGES.captchaFirst);
    row.used = true;
    return accepted(undefined);
  });
}

/**
 * The account is matched ignoring case, the password exactly; the 5th wrong password in a row
 * locks the account for 15 minutes.
 */
export function checkPassword(uid: string, pw: string, now: Date): Outcome<CustomerRow> {
  const time = now.getTime();
  const account = uid.toLowerCase();
  return mutate((database) => {
    const login = loginTables(database);
    let failure = login.passwordFailures.find((row) => row.account === account);
    if (failure?.lockedUntil && Date.parse(failure.lockedUntil) > time) {
      return refused(LOGIN_MESSAGES.accountLocked);
    }
    const customer = database.customers.find((row) => row.account.toLowerCase() === account);
    if (customer?.password === pw) {
      login.passwordFailures = login.passwordFailures.filter((row) => row.account !== account);
      return accepted(customer);
    }
    if (!failure || failure.lockedUntil) {
      login.passwordFailures = login.passwordFailures.filter((row) => row.account !== account);
      failure = { account, failures: 0, lockedUntil: null };
      login.passwordFailures.push(failure);
    }
    failure.failures += 1;
    if (failure.failures >= LOGIN_LIMITS.maxPasswordFailures) {
      failure.lockedUntil = new Date(time + LOGIN_LIMITS.lockMs).toISOString();
      return refused(LOGIN_MESSAGES.accountLocked);
    }
    return refused(LOGIN_MESSAGES.accountWrong);
  });
}

/** The numbers a customer can log in with by SMS: their mobile lines and registered mobile. */
export function mobilesOf(customer: CustomerRow): string[] {
  const lines = db()
    .devices.filter((row) => row.customerId === customer.id && row.deviceType === 'mobile')
    .map((row) => row.deviceNo);
  return [...new Set([...lines, customer.mobile].filter((number) => MOBILE.test(number)))];
}

/** Fast login is on by default, with the first mobile line (else the registered mobile). */
export function fastLoginOf(customer: CustomerRow): FastLoginSetting {
  const row = loginTables().fastLogin.find((entry) => entry.customerId === customer.id);
  return row
    ? { enabled: row.enabled, mobile: row.mobile }
    : { enabled: true, mobile: mobilesOf(customer)[0] ?? '' };
}

/** Turning fast login on needs one of the member's own mobile numbers. */
export function setFastLogin(
  customer: CustomerRow,
  enabled: boolean,
  mobile: string,
): Outcome<FastLoginSetting> {
  if (enabled && !mobilesOf(customer).includes(mobile)) {
    return refused(LOGIN_MESSAGES.fastLoginMobile);
  }
  const setting: FastLoginSetting = {
    enabled,
    mobile: enabled ? mobile : fastLoginOf(customer).mobile,
  };
  mutate((database) => {
    const login = loginTables(database);
    login.fastLogin = login.fastLogin.filter((row) => row.customerId !== customer.id);
    login.fastLogin.push({ customerId: customer.id, ...setting });
  });
  return accepted(setting);
}

/** The customer whose SMS fast-login number and id match; fast login must be on. */
function customerForSms(mobile: string, pid: string): CustomerRow | undefined {
  return db().customers.find((customer) => {
    const setting = fastLoginOf(customer);
    return setting.enabled && setting.mobile === mobile && customer.pid === pid.toUpperCase();
  });
}

/** Enforces the resend interval and the daily limit, then records the send. */
function recordSend(mobile: string, now: Date): Outcome {
  const time = now.getTime();
  return mutate((database) => {
    const login = loginTables(database);
    login.otpSends = login.otpSends.filter((row) => time - Date.parse(row.sentAt) < DAY_MS);
    const sends = login.otpSends.filter((row) => row.mobile === mobile);
    const last = Math.max(0, ...sends.map((row) => Date.parse(row.sentAt)));
    if (time - last < LOGIN_LIMITS.resendIntervalMs) return refused(LOGIN_MESSAGES.resendTooSoon);
    if (sends.length >= LOGIN_LIMITS.maxSendsPerDay) return refused(LOGIN_MESSAGES.sendLimit);
    login.otpSends.push({ mobile, sentAt: now.toISOString() });
    return accepted(undefined);
  });
}

export interface OtpRequest {
  mobile: string;
  pid: string;
  /** The browser asking: GetOTP resends only to a browser that had a code before. */
  identifier: string;
}

/** Sends (records) an SMS code to the fast-login number of the id's holder. */
export function sendOtp(
  { mobile, pid, identifier }: OtpRequest,
  needsEarlierCode: boolean,
  now: Date,
): Outcome<OtpSent> {
  if (!MOBILE.test(mobile)) return refused(LOGIN_MESSAGES.mobileFormat);
  const customer = customerForSms(mobile, pid);
  if (!customer) return refused(LOGIN_MESSAGES.mobileMismatch);
  const isSameBrowser = (row: { mobile: string; identifier: string }) =>
    row.mobile === mobile && row.identifier === identifier;
  if (needsEarlierCode && !loginTables().otps.some(isSameBrowser)) {
    return refused(LOGIN_MESSAGES.captchaFirst);
  }
  const sent = recordSend(mobile, now);
  if (!sent.ok) return sent;
  const expiresAt = new Date(now.getTime() + LOGIN_LIMITS.otpTtlMs).toISOString();
  mutate((database) => {
    const login = loginTables(database);
    login.otps = login.otps.filter((row) => !isSameBrowser(row));
    login.otps.push({
      mobile,
      identifier,
      customerId: customer.id,
      code: SANDBOX_OTP_CODE,
      expiresAt,
      wrongAttempts: 0,
    });
    sendSmsCode(database, { to: mobile, code: SANDBOX_OTP_CODE, customerId: customer.id, now });
  });
  return accepted({ expiresIn: LOGIN_LIMITS.otpTtlMs / 1000 });
}

/** Checks a code; the 5th wrong one voids it. Answers the customer the code was sent for. */
export function verifyOtp(
  { mobile, identifier }: Omit<OtpRequest, 'pid'>,
  code: string,
  now: Date,
): Outcome<string> {
  return mutate((database) => {
    const login = loginTables(database);
    const row = login.otps.find(
      (entry) => entry.mobile === mobile && entry.identifier === identifier,
    );
    if (!row) return refused(LOGIN_MESSAGES.otpMissing);
    if (Date.parse(row.expiresAt) <= now.getTime()) return refused(LOGIN_MESSAGES.otpExpired);
    if (row.wrongAttempts >= LOGIN_LIMITS.maxWrongOtp) return refused(LOGIN_MESSAGES.otpLocked);
    if (code !== row.code) {
      row.wrongAttempts += 1;
      return refused(
        row.wrongAttempts >= LOGIN_LIMITS.maxWrongOtp
          ? LOGIN_MESSAGES.otpLocked
          : LOGIN_MESSAGES.otpWrong,
      );
    }
    login.otps = login.otps.filter((entry) => entry !== row);
    return accepted(row.customerId);
  });
}

/** This month's check-in days, today's, and the run of consecutive days up to today. */
export function boardOf(customer: CustomerRow, now: Date): SignInBoard {
  const today = taipeiDay(now);
  const mine = new Set(
    loginTables()
      .checkIns.filter((row) => row.customerId === customer.id)
      .map((row) => row.day),
  );
  const checkedInToday = mine.has(today);
  let streak = 0;
  let cursor = now.getTime() - (checkedInToday ? 0 : DAY_MS);
  while (mine.has(taipeiDay(new Date(cursor)))) {
    streak += 1;
    cursor -= DAY_MS;
  }
  return {
    days: [...mine].filter((day) => day.slice(0, 7) === today.slice(0, 7)).sort(),
    checkedInToday,
    streak,
    pointsPerCheckIn: LOGIN_LIMITS.pointsPerCheckIn,
  };
}

/** Once per Taipei day; each check-in adds 5 points to the member's points. */
export function checkIn(customer: CustomerRow, now: Date): Outcome<SignInBoard> {
  if (boardOf(customer, now).checkedInToday) return refused(LOGIN_MESSAGES.alreadyCheckedIn);
  mutate((database) => {
    loginTables(database).checkIns.push({ customerId: customer.id, day: taipeiDay(now) });
    const row = database.customers.find((entry) => entry.id === customer.id);
    if (row) row.hamipoint += LOGIN_LIMITS.pointsPerCheckIn;
  });
  return accepted(boardOf(customer, now));
}

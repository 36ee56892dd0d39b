import { http, type RequestHandler } from 'msw';
import type { FastLoginSetting, LoginChallenge, MemberLogin, SignInBoard } from '../../api/member';
import type { OtpSent, OtpVerified } from '../../api/otp';
import type { MemberSiteSession, OtpwCheck } from '../../api/sso';
import type { ChtMemberInfo } from '../../api/types/member';
import { sandboxNow } from '../db/clock';
import { hashSeed } from '../db/random';
import { createSession, customerForToken, memberInfoOf, SESSION_TTL_MS } from '../db/sessions';
import { db, mutate, nextSequence } from '../db/state';
import {
  LOGIN_LIMITS,
  SANDBOX_CAPTCHA_ANSWER,
  SANDBOX_OTP_CODE,
  taipeiDay,
  withLoginTables,
  type CaptchaChallengeRow,
  type LoginTables,
} from '../db/tables/login';
import type { CustomerRow, SandboxDb } from '../db/types';
import { apiUrl, withCustomer } from './support';
import { encrypted, jsonBody, ok, refuse, text } from './respond';

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

function tables(database: SandboxDb = db()): LoginTables {
  return withLoginTables(database.login);
}

function captchaPicture(answer: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44">` +
    `<rect width="120" height="44" fill="#f1f3f7"/>` +
    `<path d="M4 30 C30 8 60 40 116 14" stroke="#9aa4b5" fill="none" stroke-width="2"/>` +
    `<text x="60" y="30" font-family="monospace" font-size="24" letter-spacing="6" ` +
    `text-anchor="middle" fill="#1d2633">${answer}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function challengeOpen(row: CaptchaChallengeRow, now: Date): boolean {
  return !row.used && now.getTime() - Date.parse(row.createdAt) < LOGIN_LIMITS.challengeTtlMs;
}

/** Checks a typed captcha against its challenge; a wrong answer uses the challenge up. */
function checkCaptcha(authToken: string, code: string): string | null {
  const now = sandboxNow();
  return mutate((database) => {
    const row = tables(database).challenges.find((candidate) => candidate.authToken === authToken);
    if (!row || !challengeOpen(row, now)) return LOGIN_MESSAGES.captchaExpired;
    if (code.toUpperCase() !== row.answer) {
      row.used = true;
      return LOGIN_MESSAGES.captchaWrong;
    }
    row.validated = true;
    return null;
  });
}

function consumeValidatedChallenge(authToken: string): string | null {
  const now = sandboxNow();
  return mutate((database) => {
    const row = tables(database).challenges.find((candidate) => candidate.authToken === authToken);
    if (!row || !challengeOpen(row, now)) return LOGIN_MESSAGES.captchaExpired;
    if (!row.validated) return LOGIN_MESSAGES.captchaFirst;
    row.used = true;
    return null;
  });
}

/** The numbers a customer can log in with by SMS: their mobile lines and registered mobile. */
export function mobilesOf(customer: CustomerRow): string[] {
  const lines = db()
    .devices.filter((row) => row.customerId === customer.id && row.deviceType === 'mobile')
    .map((row) => row.deviceNo);
  return [...new Set([...lines, customer.mobile].filter((number) => MOBILE.test(number)))];
}

export function fastLoginOf(customer: CustomerRow): FastLoginSetting {
  const row = tables().fastLogin.find((candidate) => candidate.customerId === customer.id);
  return row
    ? { enabled: row.enabled, mobile: row.mobile }
    : { enabled: true, mobile: mobilesOf(customer)[0] ?? '' };
}

/** The customer whose SMS fast-login number and id match; fast login must be on. */
function customerForSms(mobile: string, pid: string): CustomerRow | undefined {
  return db().customers.find((customer) => {
    const setting = fastLoginOf(customer);
    return setting.enabled && setting.mobile === mobile && customer.pid === pid.toUpperCase();
  });
}

/** Enforces the resend interval and the daily limit, then records the send. */
function recordSend(mobile: string): string | null {
  const now = sandboxNow().getTime();
  return mutate((database) => {
    const login = tables(database);
    login.otpSends = login.otpSends.filter((row) => now - Date.parse(row.sentAt) < 86_400_000);
    const sends = login.otpSends.filter((row) => row.mobile === mobile);
    const last = Math.max(0, ...sends.map((row) => Date.parse(row.sentAt)));
    if (now - last < LOGIN_LIMITS.resendIntervalMs) return LOGIN_MESSAGES.resendTooSoon;
    if (sends.length >= LOGIN_LIMITS.maxSendsPerDay) return LOGIN_MESSAGES.sendLimit;
    login.otpSends.push({ mobile, sentAt: new Date(now).toISOString() });
    return null;
  });
}

function issueOtp(mobile: string, identifier: string, customer: CustomerRow): OtpSent {
  const expiresAt = new Date(sandboxNow().getTime() + LOGIN_LIMITS.otpTtlMs).toISOString();
  mutate((database) => {
    const login = tables(database);
    login.otps = login.otps.filter(
      (row) => !(row.mobile === mobile && row.identifier === identifier),
    );
    login.otps.push({
      mobile,
      identifier,
      customerId: customer.id,
      code: SANDBOX_OTP_CODE,
      expiresAt,
      wrongAttempts: 0,
    });
  });
  return { expiresIn: LOGIN_LIMITS.otpTtlMs / 1000 };
}

interface OtpBody {
  mobile: string;
  pid: string;
  identifier: string;
}

async function otpBody(request: Request): Promise<OtpBody> {
  const body = await jsonBody(request);
  return {
    mobile: text(body?.mobileno),
    pid: text(body?.pid),
    identifier: text(body?.identifier),
  };
}

function sendOtp({ mobile, pid, identifier }: OtpBody, needsEarlierCode: boolean) {
  if (!MOBILE.test(mobile)) return refuse(LOGIN_MESSAGES.mobileFormat);
  const customer = customerForSms(mobile, pid);
  if (!customer) return refuse(LOGIN_MESSAGES.mobileMismatch);
  if (needsEarlierCode) {
    const earlier = tables().otps.some(
      (row) => row.mobile === mobile && row.identifier === identifier,
    );
    if (!earlier) return refuse(LOGIN_MESSAGES.captchaFirst);
  }
  const refused = recordSend(mobile);
  if (refused) return refuse(refused);
  return ok<OtpSent>(issueOtp(mobile, identifier, customer));
}

/** An SMS login session: the carrier's SMS tokens start with SMS (spec 02 §4.7). */
function createSmsSession(customerId: string): string {
  const sequence = nextSequence();
  const now = sandboxNow();
  const token = `SMS-${String(sequence).padStart(4, '0')}-${hashSeed(`sms#${customerId}#${sequence}`).toString(36)}`;
  mutate((database) => {
    database.sessions.push({
      token,
      customerId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    });
  });
  return token;
}

function verifyOtp(mobile: string, code: string, identifier: string) {
  const now = sandboxNow().getTime();
  const outcome = mutate((database): { refused: string } | { customerId: string } => {
    const login = tables(database);
    const row = login.otps.find(
      (candidate) => candidate.mobile === mobile && candidate.identifier === identifier,
    );
    if (!row) return { refused: LOGIN_MESSAGES.otpMissing };
    if (Date.parse(row.expiresAt) <= now) return { refused: LOGIN_MESSAGES.otpExpired };
    if (row.wrongAttempts >= LOGIN_LIMITS.maxWrongOtp) return { refused: LOGIN_MESSAGES.otpLocked };
    if (code !== row.code) {
      row.wrongAttempts += 1;
      return {
        refused:
          row.wrongAttempts >= LOGIN_LIMITS.maxWrongOtp
            ? LOGIN_MESSAGES.otpLocked
            : LOGIN_MESSAGES.otpWrong,
      };
    }
    login.otps = login.otps.filter((candidate) => candidate !== row);
    return { customerId: row.customerId };
  });
  if ('refused' in outcome) return refuse(outcome.refused);
  return ok<OtpVerified>({ token: createSmsSession(outcome.customerId) });
}

/** Password check with the lock after repeated failures; the account is matched ignoring case. */
function passwordLogin(uid: string, pw: string) {
  const now = sandboxNow().getTime();
  const account = uid.toLowerCase();
  const outcome = mutate((database): { refused: string } | { customer: CustomerRow } => {
    const login = tables(database);
    let failure = login.passwordFailures.find((row) => row.account === account);
    if (failure?.lockedUntil && Date.parse(failure.lockedUntil) > now) {
      return { refused: LOGIN_MESSAGES.accountLocked };
    }
    const customer = database.customers.find((row) => row.account.toLowerCase() === account);
    if (customer?.password === pw) {
      login.passwordFailures = login.passwordFailures.filter((row) => row.account !== account);
      return { customer };
    }
    if (!failure || failure.lockedUntil) {
      login.passwordFailures = login.passwordFailures.filter((row) => row.account !== account);
      failure = { account, failures: 0, lockedUntil: null };
      login.passwordFailures.push(failure);
    }
    failure.failures += 1;
    if (failure.failures >= LOGIN_LIMITS.maxPasswordFailures) {
      failure.lockedUntil = new Date(now + LOGIN_LIMITS.lockMs).toISOString();
      return { refused: LOGIN_MESSAGES.accountLocked };
    }
    return { refused: LOGIN_MESSAGES.accountWrong };
  });
  if ('refused' in outcome) return refuse(outcome.refused);
  const session = createSession(outcome.customer.id);
  return ok(
    encrypted<MemberLogin>({
      token: session.token,
      expiresIn: SESSION_TTL_MS / 1000,
      memberInfo: memberInfoOf(outcome.customer) satisfies ChtMemberInfo,
    }),
  );
}

/** A live session named by the token header slides on to a full two hours (member-site activity). */
function touchSession(token: string | null): string {
  const customer = customerForToken(token);
  if (!customer || !token) return '';
  const expiresAt = new Date(sandboxNow().getTime() + SESSION_TTL_MS).toISOString();
  mutate((database) => {
    const session = database.sessions.find((row) => row.token === token);
    if (session) session.expiresAt = expiresAt;
  });
  return token;
}

function boardOf(customer: CustomerRow): SignInBoard {
  const today = taipeiDay(sandboxNow());
  const mine = new Set(
    tables()
      .checkIns.filter((row) => row.customerId === customer.id)
      .map((row) => row.day),
  );
  const checkedInToday = mine.has(today);
  let streak = 0;
  let cursor = sandboxNow().getTime() - (checkedInToday ? 0 : 86_400_000);
  while (mine.has(taipeiDay(new Date(cursor)))) {
    streak += 1;
    cursor -= 86_400_000;
  }
  return {
    days: [...mine].filter((day) => day.slice(0, 7) === today.slice(0, 7)).sort(),
    checkedInToday,
    streak,
    pointsPerCheckIn: LOGIN_LIMITS.pointsPerCheckIn,
  };
}

export const loginHandlers: RequestHandler[] = [
  http.get(apiUrl('CHTMember/AuthTokenWithCaptcha'), () => {
    const sequence = nextSequence();
    const authToken = `cap-${String(sequence).padStart(4, '0')}-${hashSeed(`captcha#${sequence}`).toString(36)}`;
    mutate((database) => {
      const login = tables(database);
      const now = sandboxNow().getTime();
      login.challenges = login.challenges.filter(
        (row) => now - Date.parse(row.createdAt) < LOGIN_LIMITS.challengeTtlMs,
      );
      login.challenges.push({
        authToken,
        answer: SANDBOX_CAPTCHA_ANSWER,
        createdAt: new Date(now).toISOString(),
        validated: false,
        used: false,
      });
    });
    return ok<LoginChallenge>({ authToken, captchaImage: captchaPicture(SANDBOX_CAPTCHA_ANSWER) });
  }),
  http.put(apiUrl('Captcha/Vaild'), ({ request }) => {
    const refused = checkCaptcha(
      text(request.headers.get('token')),
      text(request.headers.get('code')),
    );
    return refused ? refuse(refused) : ok<unknown>({ valid: true });
  }),
  http.post(apiUrl('CHTMember/LoginGateway'), async ({ request }) => {
    const body = await jsonBody(request);
    const refused = consumeValidatedChallenge(text(body?.authtoken));
    if (refused) return refuse(refused);
    const pw = typeof body?.pw === 'string' ? body.pw : '';
    return passwordLogin(text(body?.uid), pw);
  }),
  http.post(apiUrl('SMSAuth/GetOTPWithCaptcha'), async ({ request }) => {
    const refused = checkCaptcha(
      text(request.headers.get('captcha')),
      text(request.headers.get('code')),
    );
    if (refused) return refuse(refused);
    return sendOtp(await otpBody(request), false);
  }),
  http.post(apiUrl('SMSAuth/GetOTP'), async ({ request }) => sendOtp(await otpBody(request), true)),
  http.post(apiUrl('SMSAuth/VerifyOTP'), async ({ request }) => {
    const body = await jsonBody(request);
    return verifyOtp(text(body?.mobileno), text(body?.smsotp), text(body?.identifier));
  }),
  http.get(apiUrl('Check', 'memberSite'), ({ request }) =>
    ok<MemberSiteSession>({ token: touchSession(request.headers.get('token')) }),
  ),
  http.post(apiUrl('SSO/CHTMember/OtpwCheck_V2', 'memberSite'), async ({ request }) => {
    const body = await jsonBody(request);
    const otpw = text(body?.otpw);
    const isMemberLogin = customerForToken(otpw) !== null;
    return ok<OtpwCheck>({
      isMemberLogin,
      isTheSame: isMemberLogin && otpw === request.headers.get('token'),
    });
  }),
  http.get(
    apiUrl('CHTMember/FastLoginSetting'),
    withCustomer(({ customer }) => ok<FastLoginSetting>(fastLoginOf(customer))),
  ),
  http.post(
    apiUrl('CHTMember/SetFastLoginSetting'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const enabled = body?.enabled === true;
      const mobile = text(body?.mobile);
      if (enabled && !mobilesOf(customer).includes(mobile)) {
        return refuse(LOGIN_MESSAGES.fastLoginMobile);
      }
      const setting: FastLoginSetting = {
        enabled,
        mobile: enabled ? mobile : fastLoginOf(customer).mobile,
      };
      mutate((database) => {
        const login = tables(database);
        login.fastLogin = login.fastLogin.filter((row) => row.customerId !== customer.id);
        login.fastLogin.push({ customerId: customer.id, ...setting });
      });
      return ok<FastLoginSetting>(setting);
    }),
  ),
  http.get(
    apiUrl('CHTMember/SignInBoard'),
    withCustomer(({ customer }) => ok<SignInBoard>(boardOf(customer))),
  ),
  http.post(
    apiUrl('CHTMember/SignIn'),
    withCustomer(({ customer }) => {
      const today = taipeiDay(sandboxNow());
      if (boardOf(customer).checkedInToday) return refuse(LOGIN_MESSAGES.alreadyCheckedIn);
      mutate((database) => {
        tables(database).checkIns.push({ customerId: customer.id, day: today });
        const row = database.customers.find((candidate) => candidate.id === customer.id);
        if (row) row.hamipoint += LOGIN_LIMITS.pointsPerCheckIn;
      });
      return ok<SignInBoard>(boardOf(customer));
    }),
  ),
];

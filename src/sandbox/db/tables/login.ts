/**
 * Sandbox tables of login: captcha challenges, SMS one-time passwords, failed password attempts,
 * the SMS fast-login preference and the daily check-in board. Rows are plain JSON (the browser
 * keeps the database in localStorage). The rules that use them are in loginRules.ts and are
 * listed in docs/sandbox.md ("Login").
 */

/** The answer of every sandbox captcha (the picture shows it). */
export const SANDBOX_CAPTCHA_ANSWER = '2580';
/** The code every sandbox SMS one-time password carries. */
export const SANDBOX_OTP_CODE = '246810';

export const LOGIN_LIMITS = {
  /** A captcha challenge is good for 10 minutes and one use. */
  challengeTtlMs: 10 * 60 * 1000,
  /** An SMS code is good for 5 minutes. */
  otpTtlMs: 5 * 60 * 1000,
  /** A new code for the same number at most once a minute. */
  resendIntervalMs: 60 * 1000,
  /** At most 5 codes per number in 24 hours. */
  maxSendsPerDay: 5,
  /** The 5th wrong code voids it. */
  maxWrongOtp: 5,
  /** The 5th wrong password locks the account for 15 minutes. */
  maxPasswordFailures: 5,
  lockMs: 15 * 60 * 1000,
  pointsPerCheckIn: 5,
} as const;

export interface CaptchaChallengeRow {
  authToken: string;
  answer: string;
  createdAt: string;
  /** Passed Captcha/Vaild: the token may be used for one LoginGateway. */
  validated: boolean;
  used: boolean;
}

export interface OtpRow {
  mobile: string;
  identifier: string;
  customerId: string;
  code: string;
  expiresAt: string;
  wrongAttempts: number;
}

export interface OtpSendRow {
  mobile: string;
  sentAt: string;
}

export interface PasswordFailureRow {
  account: string;
  failures: number;
  lockedUntil: string | null;
}

export interface FastLoginRow {
  customerId: string;
  enabled: boolean;
  mobile: string;
}

export interface CheckInRow {
  customerId: string;
  /** `YYYY-MM-DD`, Asia/Taipei. */
  day: string;
}

export interface LoginTables {
  challenges: CaptchaChallengeRow[];
  otps: OtpRow[];
  otpSends: OtpSendRow[];
  passwordFailures: PasswordFailureRow[];
  fastLogin: FastLoginRow[];
  checkIns: CheckInRow[];
}

const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of an instant in Asia/Taipei. */
export function taipeiDay(instant: Date): string {
  return new Date(instant.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

const TABLE_NAMES = [
  'challenges',
  'otps',
  'otpSends',
  'passwordFailures',
  'fastLogin',
  'checkIns',
] as const satisfies readonly (keyof LoginTables)[];

/** A database stored before these tables existed gets them empty, instead of failing. */
export function withLoginTables(group: LoginTables): LoginTables {
  const loose = group as unknown as Record<string, unknown>;
  for (const name of TABLE_NAMES) {
    if (!Array.isArray(loose[name])) loose[name] = [];
  }
  return group;
}

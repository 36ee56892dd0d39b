import type { CallDetailsApplication, CallDetailsLineType } from '../../../api/callDetails';
import { billMonthOf, DAY_MS, taipeiDate } from '../dates';
import { hashSeed } from '../random';
import { db, mutate, nextSequence } from '../state';
import type { DeviceRow } from '../types';
import { SANDBOX_OTP_CODE } from './login';
import type { CallDetailsApplicationRow, OneTimeCodeKind, UsageTables } from './usage';
import { seedUsageTables } from './usageSeed';
import { accepted, refused, type Outcome } from '../outcome';

/** The rules of call details, one-time codes, e-receipt reissue and recharge (docs/sandbox.md). */

export const USAGE_MESSAGES = {
  notMobile: '此門號非行動電話，無法查詢行動用量',
  notBroadband: '此門號非寬頻上網線路，無法查詢上網用量',
  callDetailsNotOffered: '此門號不提供通話明細申請',
  wrongLineType: '申請類別與門號類型不符',
  monthNotAvailable: '此期間無法申請通話明細',
  duplicate: '此期間已申請通話明細，請勿重複申請',
  emailFormat: '電子郵件格式不正確',
  authRequired: '請先完成驗證碼驗證',
  authExpired: '驗證已逾時，請重新取得驗證碼',
  codeMissing: '請先取得驗證碼',
  codeWrong: '驗證碼錯誤，請重新輸入',
  codeExpired: '驗證碼已逾時，請重新取得',
  codeLocked: '驗證碼錯誤次數過多，請重新取得驗證碼',
  codeTooSoon: '驗證碼已發送，請於 60 秒後再試',
  telNotOwned: '此市話號碼不屬於您的帳號',
  pidMismatch: '身分證號與市話申請人不符',
  applicationNotFound: '查無此申請資料',
  confirmExpired: '確認信已逾時，請重新申請',
  monthNotFound: '查無此月份帳單',
  receiptUnpaid: '未繳費月份無法補寄繳費證明',
  reissueNothing: '請至少選擇一個月份',
  reissueTooMany: '每次最多補寄 6 個月份',
  reissueToday: '此月份今日已申請補寄',
  rechargeNotMobile: '此門號無法使用線上儲值',
  rechargeAmount: '儲值金額須為 100 至 3,000 元，並以 100 元為單位',
  rechargeOverBalance: '儲值後餘額不可超過 5,000 元',
  rechargeDailyLimit: '今日儲值次數已達上限（3 次）',
} as const;

export const CODE_TTL_MS = 5 * 60_000;
export const CODE_RESEND_MS = 60_000;
export const CODE_MAX_WRONG = 5;
export const AUTH_TTL_MS = 10 * 60_000;
export const CONFIRM_WINDOW_MS = DAY_MS;
/** A confirmed application's details arrive this long after the confirmation. */
export const DELIVERY_MS = 10 * 60_000;
export const AVAILABLE_MONTHS = 6;
export const REISSUE_MAX_MONTHS = 6;
export const RECHARGE_RULES = {
  minAmount: 100,
  maxAmount: 3000,
  step: 100,
  maxBalance: 5000,
  perDay: 3,
} as const;

const TABLE_KEYS = [
  'monthlyUsage',
  'dailyUsage',
  'meters',
  'callDetails',
  'oneTimeCodes',
  'callDetailsAuth',
  'reissues',
  'rechargeAccounts',
  'recharges',
] as const satisfies readonly (keyof UsageTables)[];

/** The usage tables; a database stored before they existed gets them seeded. */
export function usageDb(): UsageTables {
  const tables = db().usage as Partial<UsageTables>;
  if (TABLE_KEYS.every((key) => Array.isArray(tables[key]))) return tables as UsageTables;
  return mutate((database) => {
    database.usage = seedUsageTables(new Date(database.meta.seededAt));
    return database.usage;
  });
}

export function lineTypeOf(device: DeviceRow): CallDetailsLineType | null {
  if (device.deviceType === 'mobile') return 'mobile';
  if (device.deviceType === 'fixedline') return 'fixline';
  return null;
}

/** The last 6 billed months (not the running one), each after the month the number started. */
export function availableMonthsOf(device: DeviceRow, now: Date): string[] {
  const today = taipeiDate(now);
  const activated = device.activatedOn.slice(0, 7).replace('-', '');
  return Array.from({ length: AVAILABLE_MONTHS }, (_, index) =>
    billMonthOf(today.year, today.month, -1 - index),
  ).filter((month) => month > activated);
}

export function applicationView(row: CallDetailsApplicationRow, now: Date): CallDetailsApplication {
  const time = now.getTime();
  let { status } = row;
  if (status === 'awaitingConfirmation' && time > Date.parse(row.confirmBy)) status = 'expired';
  const delivered = row.sentAt !== null && time >= Date.parse(row.sentAt);
  if (status === 'processing' && delivered) status = 'sent';
  return {
    id: row.id,
    deviceNo: row.deviceNo,
    lineType: row.lineType,
    billMonth: row.billMonth,
    email: maskMail(row.email),
    appliedAt: row.appliedAt,
    confirmBy: row.confirmBy,
    status,
    sentAt: status === 'sent' ? row.sentAt : null,
  };
}

/** As the carrier masks an address: the first two characters of the name, then stars. */
export function maskMail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const kept = name.length < 3 ? '' : name.slice(0, 2);
  return `${kept}${'*'.repeat(Math.max(name.length - kept.length, 3))}@${domain}`;
}

/** Sends (records) a code; at most one a minute per number. The code is always the demo code. */
export function issueCode(
  kind: OneTimeCodeKind,
  number: string,
  customerId: string,
  now: Date,
): Outcome<{ expiresIn: number }> {
  const time = now.getTime();
  const last = usageDb().oneTimeCodes.find((row) => row.kind === kind && row.number === number);
  if (last?.verifiedAt === null && time - Date.parse(last.sentAt) < CODE_RESEND_MS) {
    return refused(USAGE_MESSAGES.codeTooSoon);
  }
  mutate((database) => {
    const others = database.usage.oneTimeCodes.filter(
      (row) => !(row.kind === kind && row.number === number),
    );
    others.push({
      kind,
      number,
      customerId,
      code: SANDBOX_OTP_CODE,
      sentAt: now.toISOString(),
      expiresAt: new Date(time + CODE_TTL_MS).toISOString(),
      wrongAttempts: 0,
      verifiedAt: null,
    });
    database.usage.oneTimeCodes = others;
  });
  return accepted({ expiresIn: CODE_TTL_MS / 1000 });
}

/** Checks a code; a right one gives a token that allows one application within 10 minutes. */
export function verifyCode(
  kind: OneTimeCodeKind,
  number: string,
  customerId: string,
  typed: string,
  now: Date,
): Outcome<{ token: string }> {
  const time = now.getTime();
  const row = usageDb().oneTimeCodes.find(
    (entry) => entry.kind === kind && entry.number === number && entry.customerId === customerId,
  );
  if (!row) return refused(USAGE_MESSAGES.codeMissing);
  if (row.verifiedAt !== null) return refused(USAGE_MESSAGES.codeMissing);
  if (row.wrongAttempts >= CODE_MAX_WRONG) return refused(USAGE_MESSAGES.codeLocked);
  if (time > Date.parse(row.expiresAt)) return refused(USAGE_MESSAGES.codeExpired);
  if (typed !== row.code) {
    const attempts = mutate((database) => {
      const stored = database.usage.oneTimeCodes.find((entry) => entry === row) ?? row;
      stored.wrongAttempts += 1;
      return stored.wrongAttempts;
    });
    return refused(
      attempts >= CODE_MAX_WRONG ? USAGE_MESSAGES.codeLocked : USAGE_MESSAGES.codeWrong,
    );
  }
  const sequence = nextSequence();
  const token = `CDA-${String(sequence).padStart(4, '0')}-${hashSeed(`${number}#${sequence}`).toString(36)}`;
  mutate((database) => {
    const stored = database.usage.oneTimeCodes.find((entry) => entry === row) ?? row;
    stored.verifiedAt = now.toISOString();
    database.usage.callDetailsAuth.push({
      token,
      customerId,
      number,
      expiresAt: new Date(time + AUTH_TTL_MS).toISOString(),
      used: false,
    });
  });
  return accepted({ token });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export interface ApplyInput {
  device: DeviceRow;
  lineType: CallDetailsLineType;
  billMonth: string;
  email: string;
  authToken: string;
}

/** Records an application awaiting the confirmation of its e-mail address. */
export function applyForCallDetails(input: ApplyInput, now: Date): Outcome<CallDetailsApplication> {
  const { device, lineType, billMonth, email, authToken } = input;
  const deviceLine = lineTypeOf(device);
  if (deviceLine === null) return refused(USAGE_MESSAGES.callDetailsNotOffered);
  if (deviceLine !== lineType) return refused(USAGE_MESSAGES.wrongLineType);
  const tables = usageDb();
  const auth = tables.callDetailsAuth.find((row) => row.token === authToken);
  if (!auth || auth.used || auth.number !== device.deviceNo) {
    return refused(USAGE_MESSAGES.authRequired);
  }
  if (now.getTime() > Date.parse(auth.expiresAt)) return refused(USAGE_MESSAGES.authExpired);
  if (!availableMonthsOf(device, now).includes(billMonth)) {
    return refused(USAGE_MESSAGES.monthNotAvailable);
  }
  if (!EMAIL.test(email)) return refused(USAGE_MESSAGES.emailFormat);
  const taken = tables.callDetails.some(
    (row) =>
      row.deviceNo === device.deviceNo &&
      row.billMonth === billMonth &&
      applicationView(row, now).status !== 'expired',
  );
  if (taken) return refused(USAGE_MESSAGES.duplicate);
  const sequence = nextSequence();
  const row: CallDetailsApplicationRow = {
    id: `CD${hashSeed(`${device.deviceNo}#${billMonth}#${sequence}`).toString(36).toUpperCase()}`,
    customerId: device.customerId,
    deviceNo: device.deviceNo,
    lineType,
    billMonth,
    email,
    appliedAt: now.toISOString(),
    confirmBy: new Date(now.getTime() + CONFIRM_WINDOW_MS).toISOString(),
    status: 'awaitingConfirmation',
    sentAt: null,
  };
  mutate((database) => {
    const stored = database.usage.callDetailsAuth.find((entry) => entry.token === authToken);
    if (stored) stored.used = true;
    database.usage.callDetails.push(row);
  });
  return accepted(applicationView(row, now));
}

/** The link in the mail: confirms once; a second click answers the same application. */
export function confirmApplication(id: string, now: Date): Outcome<CallDetailsApplication> {
  const row = usageDb().callDetails.find((entry) => entry.id === id);
  if (!row) return refused(USAGE_MESSAGES.applicationNotFound);
  const view = applicationView(row, now);
  if (view.status === 'expired') return refused(USAGE_MESSAGES.confirmExpired);
  if (view.status !== 'awaitingConfirmation') return accepted(view);
  mutate((database) => {
    const stored = database.usage.callDetails.find((entry) => entry.id === id);
    if (!stored) return;
    stored.status = 'processing';
    stored.sentAt = new Date(now.getTime() + DELIVERY_MS).toISOString();
  });
  const updated = usageDb().callDetails.find((entry) => entry.id === id) ?? row;
  return accepted(applicationView(updated, now));
}

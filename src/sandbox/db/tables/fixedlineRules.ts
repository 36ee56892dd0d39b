import type { BandwidthConfig, BandwidthTier } from '../../../api/bandwidth';
import { HINET_REFUSAL_CODES, type HinetUsage, type HinetUsageKind } from '../../../api/hinet';
import type { StaticIpStatus } from '../../../api/hinet';
import { billMonthOf, isoDate, taipeiDate } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import { hashSeed } from '../random';
import { db, mutate } from '../state';
import type { DeviceRow } from '../types';
import type { StaticIpRow } from './fixedline';
import { SANDBOX_OTP_CODE } from './login';
import { validateSessionPassword } from '../../../lib/validators';

/** The carrier's words for what the HiNet calls refuse (Traditional Chinese, as the carrier). */
export const HINET_REFUSALS = {
  noStaticIpService: {
    code: HINET_REFUSAL_CODES.noStaticIpService,
    message: '此線路未申辦固定 IP 服務',
  },
  alreadyAllocated: { code: 'STATIC_IP_ALLOCATED', message: '此線路已配置固定 IP' },
  noneAllocated: { code: 'STATIC_IP_NONE', message: '此線路目前沒有固定 IP' },
  badEmail: { code: 'BAD_EMAIL', message: '電子郵件格式不正確' },
  otpRequired: { code: HINET_REFUSAL_CODES.otpRequired, message: '請先完成簡訊驗證' },
  otpWrong: { code: HINET_REFUSAL_CODES.otpWrong, message: '驗證碼錯誤' },
  otpTooSoon: { code: 'HINET_OTP_TOO_SOON', message: '驗證碼已寄出，請稍後再試' },
  unknownTier: { code: 'UNKNOWN_TIER', message: '查無此速率' },
  sameTier: { code: 'SAME_TIER', message: '已是此速率' },
  badSessionPassword: {
    code: 'BAD_SESSION_PASSWORD',
    message: '連線密碼須為 8 至 16 碼英文字母與數字，並同時包含兩者',
  },
} as const;

const OTP_RESEND_MS = 60_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

// ---------- static IP ----------

function staticIpRowOf(deviceNo: string): StaticIpRow | undefined {
  return db().fixedline.staticIps.find((row) => row.deviceNo === deviceNo);
}

function staticIpView(row: StaticIpRow): StaticIpStatus {
  return {
    ip: row.ip,
    contactEmail: row.contactEmail,
    ...(row.allocatedAt ? { allocatedAt: row.allocatedAt } : {}),
  };
}

export function staticIpOf(deviceNo: string): Outcome<StaticIpStatus> {
  const row = staticIpRowOf(deviceNo);
  if (!row?.hasService) return refused(HINET_REFUSALS.noStaticIpService);
  return accepted(staticIpView(row));
}

/** The address a line gets: the same for the same line and allocation, in 61.220.0.0/16. */
export function addressFor(deviceNo: string, sequence: number): string {
  const hash = hashSeed(`${deviceNo}#ip#${String(sequence)}`);
  return `61.220.${String(((hash >>> 8) % 254) + 1)}.${String((hash % 253) + 2)}`;
}

export function allocateStaticIp(deviceNo: string, now: Date): Outcome<StaticIpStatus> {
  const row = staticIpRowOf(deviceNo);
  if (!row?.hasService) return refused(HINET_REFUSALS.noStaticIpService);
  if (row.ip !== '') return refused(HINET_REFUSALS.alreadyAllocated);
  return accepted(
    mutate((database) => {
      database.meta.sequence += 1;
      const stored = database.fixedline.staticIps.find((entry) => entry.deviceNo === deviceNo);
      if (!stored) return staticIpView(row);
      stored.ip = addressFor(deviceNo, database.meta.sequence);
      stored.allocatedAt = now.toISOString();
      return staticIpView(stored);
    }),
  );
}

export function releaseStaticIp(deviceNo: string): Outcome<StaticIpStatus> {
  const row = staticIpRowOf(deviceNo);
  if (!row?.hasService) return refused(HINET_REFUSALS.noStaticIpService);
  if (row.ip === '') return refused(HINET_REFUSALS.noneAllocated);
  return accepted(
    mutate((database) => {
      const stored = database.fixedline.staticIps.find((entry) => entry.deviceNo === deviceNo);
      if (!stored) return staticIpView(row);
      stored.ip = '';
      stored.allocatedAt = null;
      return staticIpView(stored);
    }),
  );
}

export function updateStaticIpEmail(deviceNo: string, email: string): Outcome<StaticIpStatus> {
  const row = staticIpRowOf(deviceNo);
  if (!row?.hasService) return refused(HINET_REFUSALS.noStaticIpService);
  if (!EMAIL.test(email)) return refused(HINET_REFUSALS.badEmail);
  return accepted(
    mutate((database) => {
      const stored = database.fixedline.staticIps.find((entry) => entry.deviceNo === deviceNo);
      if (!stored) return staticIpView(row);
      stored.contactEmail = email;
      return staticIpView(stored);
    }),
  );
}

// ---------- HinetBill: the SMS code once per session, then usage ----------

/** As the carrier masks a mobile: 0928***432. */
export function maskMobile(mobile: string): string {
  return mobile.length < 7 ? mobile : `${mobile.slice(0, 4)}***${mobile.slice(-3)}`;
}

export function sendHinetOtp(customerId: string, now: Date): Outcome {
  const last = db().fixedline.hinetOtps.find((row) => row.customerId === customerId);
  if (last && now.getTime() - Date.parse(last.sentAt) < OTP_RESEND_MS) {
    return refused(HINET_REFUSALS.otpTooSoon);
  }
  mutate((database) => {
    const others = database.fixedline.hinetOtps.filter((row) => row.customerId !== customerId);
    others.push({
      customerId,
      code: SANDBOX_OTP_CODE,
      sentAt: now.toISOString(),
      wrongAttempts: 0,
    });
    database.fixedline.hinetOtps = others;
  });
  return accepted(undefined);
}

/** A right code proves the session; the code is spent. */
export function checkHinetOtp(customerId: string, session: string, typed: string): Outcome {
  const row = db().fixedline.hinetOtps.find((entry) => entry.customerId === customerId);
  if (row?.code !== typed) {
    if (row) {
      mutate((database) => {
        const stored = database.fixedline.hinetOtps.find(
          (entry) => entry.customerId === customerId,
        );
        if (stored) stored.wrongAttempts += 1;
      });
    }
    return refused(HINET_REFUSALS.otpWrong);
  }
  mutate((database) => {
    database.fixedline.hinetOtps = database.fixedline.hinetOtps.filter(
      (entry) => entry.customerId !== customerId,
    );
    if (!database.fixedline.hinetVerifiedSessions.includes(session)) {
      database.fixedline.hinetVerifiedSessions.push(session);
    }
  });
  return accepted(undefined);
}

export function sessionProvedOtp(session: string): boolean {
  return db().fixedline.hinetVerifiedSessions.includes(session);
}

/** One report of a line's HiNet use: the six months' totals and the chosen month's lines. */
export function hinetUsageOf(
  deviceNo: string,
  kind: HinetUsageKind,
  month: string,
  now: Date,
): HinetUsage {
  const rows = db()
    .fixedline.hinetMonths.filter((row) => row.deviceNo === deviceNo)
    .sort((left, right) => left.month.localeCompare(right.month));
  const today = taipeiDate(now);
  const lastMonth = billMonthOf(today.year, today.month, -1);
  const wanted = month === '' ? lastMonth : month;
  const chosen = rows.find((row) => row.month === wanted);
  const total = (items: { amount: number }[]) => items.reduce((sum, item) => sum + item.amount, 0);
  return {
    month: wanted,
    months: rows.map((row) => ({ month: row.month, total: total(row[kind]) })),
    items: chosen ? chosen[kind].map((item) => ({ ...item })) : [],
  };
}

// ---------- bandwidth ----------

/** The three speed tiers of the fibre line (光世代). */
export const BANDWIDTH_TIERS: readonly BandwidthTier[] = [
  { id: 'FTTH300', name: '300M', downMbps: 300, upMbps: 100, monthlyFee: 899 },
  { id: 'FTTH500', name: '500M', downMbps: 500, upMbps: 250, monthlyFee: 1099 },
  { id: 'FTTH1G', name: '1G', downMbps: 1000, upMbps: 600, monthlyFee: 1399 },
];

const PLAN_PREFIX = '光世代';

export function tierOf(device: DeviceRow): BandwidthTier | undefined {
  return BANDWIDTH_TIERS.find((tier) => device.ratePlan === `${PLAN_PREFIX} ${tier.name}`);
}

/** A change is billed from the first day of the next Taipei month. */
export function changeFromOf(now: Date): string {
  const today = taipeiDate(now);
  return isoDate(today.year, today.month + 1, 1);
}

export function bandwidthConfigOf(device: DeviceRow, now: Date): BandwidthConfig {
  return {
    deviceNo: device.deviceNo,
    currentTierId: tierOf(device)?.id ?? '',
    tiers: BANDWIDTH_TIERS.map((tier) => ({ ...tier })),
    changeFrom: changeFromOf(now),
  };
}

/** The line runs at the new speed at once (its rate plan says so); the fee from next month. */
export function changeBandwidth(
  device: DeviceRow,
  tierId: string,
  now: Date,
): Outcome<{ tier: BandwidthTier; effectiveFrom: string }> {
  const tier = BANDWIDTH_TIERS.find((candidate) => candidate.id === tierId);
  if (!tier) return refused(HINET_REFUSALS.unknownTier);
  if (tierOf(device)?.id === tier.id) return refused(HINET_REFUSALS.sameTier);
  mutate((database) => {
    const stored = database.devices.find((row) => row.deviceNo === device.deviceNo);
    if (!stored) return;
    stored.ratePlan = `${PLAN_PREFIX} ${tier.name}`;
    stored.defaultAlias = stored.ratePlan;
    stored.monthlyFee = tier.monthlyFee;
  });
  return accepted({ tier: { ...tier }, effectiveFrom: changeFromOf(now) });
}

export function changeSessionPassword(
  deviceNo: string,
  password: string,
  now: Date,
): Outcome<{ changedAt: string }> {
  if (!validateSessionPassword(password).ok) return refused(HINET_REFUSALS.badSessionPassword);
  const changedAt = now.toISOString();
  mutate((database) => {
    const others = database.fixedline.sessionPasswords.filter((row) => row.deviceNo !== deviceNo);
    others.push({ deviceNo, changedAt });
    database.fixedline.sessionPasswords = others;
  });
  return accepted({ changedAt });
}

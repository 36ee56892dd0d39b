import { billMonthOf, dateAfter, DAY_MS, isoDate, taipeiDate } from '../dates';
import { hashSeed, seededRandom } from '../random';
import { seedCustomers, seedDevices } from '../seedCustomers';
import type { DeviceRow } from '../types';
import type {
  CallDetailsApplicationRow,
  DailyUsageRow,
  MonthlyUsageRow,
  RechargeAccountRow,
  RechargeRow,
  UsageMeterRow,
  UsageTables,
} from './usage';

/**
 * The seed of the usage tables: 12 months of use per number (11 past months and the running
 * one, day by day), from a generator keyed by number and month, so the same number has the same
 * history whatever the date; plus past call-details applications and recharges.
 */

type Range = readonly [number, number];
interface UsageProfile {
  dataMB: Range;
  voiceMinutes: Range;
  sms: Range;
  downloadMB: Range;
  uploadMB: Range;
  allowanceMB: number | null;
}

const NONE: Range = [0, 0];
/** Plans from NT$999 a month are unlimited; smaller ones include 10 GB. */
const UNLIMITED_FROM_FEE = 999;
export const LIMITED_PLAN_ALLOWANCE_MB = 10 * 1024;

function profileOf(device: DeviceRow): UsageProfile {
  if (device.deviceType === 'broadband') {
    const traffic = { downloadMB: [180_000, 620_000], uploadMB: [25_000, 90_000] } as const;
    return { dataMB: NONE, voiceMinutes: NONE, sms: NONE, ...traffic, allowanceMB: null };
  }
  if (device.deviceType === 'fixedline') {
    const voice: Range = [60, 240];
    return {
      ...{ dataMB: NONE, sms: NONE, downloadMB: NONE, uploadMB: NONE },
      voiceMinutes: voice,
      allowanceMB: null,
    };
  }
  const unlimited = device.monthlyFee >= UNLIMITED_FROM_FEE;
  return {
    dataMB: unlimited ? [18_000, 62_000] : [2_500, 9_800],
    voiceMinutes: [40, 220],
    sms: [2, 30],
    downloadMB: NONE,
    uploadMB: NONE,
    allowanceMB: unlimited ? null : LIMITED_PLAN_ALLOWANCE_MB,
  };
}

/** Minutes before the seed that each number's use was last measured (shows the age colours). */
const METER_AGE_MINUTES: Record<string, number> = {
  '0912345678': 3,
  '0922333444': 25,
  '0933555666': 2,
  '0223456789': 95,
  HN12345678: 6,
};
const DEFAULT_METER_AGE_MINUTES = 8;

const DAYS_PER_MONTH = 30;

function amount(random: () => number, [min, max]: Range, divisor = 1, decimals = false): number {
  if (max === 0) return 0;
  const value = (min + random() * (max - min)) / divisor;
  return decimals ? Math.round(value * 100) / 100 : Math.round(value);
}

function usageOf(profile: UsageProfile, key: string, divisor: number) {
  const random = seededRandom(key);
  const next = () => random.next();
  return {
    dataMB: amount(next, profile.dataMB, divisor, true),
    voiceMinutes: amount(next, profile.voiceMinutes, divisor),
    sms: amount(next, profile.sms, divisor),
    downloadMB: amount(next, profile.downloadMB, divisor, true),
    uploadMB: amount(next, profile.uploadMB, divisor, true),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function seedDeviceUsage(device: DeviceRow, now: Date) {
  const profile = profileOf(device);
  const today = taipeiDate(now);
  const currentMonth = billMonthOf(today.year, today.month);
  const monthly: MonthlyUsageRow[] = [];
  for (let offset = -11; offset < 0; offset += 1) {
    const month = billMonthOf(today.year, today.month, offset);
    // A month counts once the number ran all of it.
    if (device.activatedOn > isoDate(Number(month.slice(0, 4)), Number(month.slice(4)), 1))
      continue;
    monthly.push({
      deviceNo: device.deviceNo,
      month,
      ...usageOf(profile, `usage#${device.deviceNo}#${month}`, 1),
    });
  }
  const daily: DailyUsageRow[] = [];
  for (let day = 1; day <= today.day; day += 1) {
    const date = isoDate(today.year, today.month, day);
    if (date < device.activatedOn) continue;
    daily.push({
      deviceNo: device.deviceNo,
      date,
      ...usageOf(profile, `usage#${device.deviceNo}#${date}`, DAYS_PER_MONTH),
    });
  }
  const sum = (pick: (row: DailyUsageRow) => number) =>
    round2(daily.reduce((total, row) => total + pick(row), 0));
  if (daily.length > 0) {
    monthly.push({
      deviceNo: device.deviceNo,
      month: currentMonth,
      dataMB: sum((row) => row.dataMB),
      voiceMinutes: sum((row) => row.voiceMinutes),
      sms: sum((row) => row.sms),
      downloadMB: sum((row) => row.downloadMB),
      uploadMB: sum((row) => row.uploadMB),
    });
  }
  const minutes = METER_AGE_MINUTES[device.deviceNo] ?? DEFAULT_METER_AGE_MINUTES;
  const meter: UsageMeterRow = {
    deviceNo: device.deviceNo,
    updatedAt: new Date(now.getTime() - minutes * 60_000).toISOString(),
    dataAllowanceMB: profile.allowanceMB,
  };
  return { monthly, daily, meter };
}

/** Sent applications of earlier months, so the history is not empty. */
function seedCallDetails(devices: DeviceRow[], now: Date): CallDetailsApplicationRow[] {
  const mailOf = new Map(seedCustomers().map((customer) => [customer.id, customer.mail]));
  const today = taipeiDate(now);
  const past: [string, number][] = [
    ['0912345678', -2],
    ['0912345678', -4],
    ['0223456789', -1],
  ];
  return past.flatMap(([deviceNo, offset]) => {
    const device = devices.find((row) => row.deviceNo === deviceNo);
    if (!device) return [];
    const billMonth = billMonthOf(today.year, today.month, offset);
    const applied = new Date(now.getTime() + (offset + 1) * DAYS_PER_MONTH * DAY_MS);
    return [
      {
        id: `CD${hashSeed(`${deviceNo}#${billMonth}`).toString(36).toUpperCase().padStart(7, '0')}`,
        customerId: device.customerId,
        deviceNo,
        lineType: device.deviceType === 'fixedline' ? 'fixline' : 'mobile',
        billMonth,
        email: mailOf.get(device.customerId) ?? '',
        appliedAt: applied.toISOString(),
        confirmBy: new Date(applied.getTime() + DAY_MS).toISOString(),
        status: 'sent',
        sentAt: new Date(applied.getTime() + 2 * 60 * 60_000).toISOString(),
      },
    ];
  });
}

const morningOf = (date: string) => new Date(`${date}T10:15:00+08:00`).toISOString();

/** 0912345678 has a stored value of NT$350 and three recharges; the others start at 0. */
function seedRecharge(devices: DeviceRow[], now: Date) {
  const accounts: RechargeAccountRow[] = devices
    .filter((device) => device.deviceType === 'mobile')
    .map((device) => ({
      deviceNo: device.deviceNo,
      balance: device.deviceNo === '0912345678' ? 350 : 0,
      updatedAt: morningOf(dateAfter(now, -6)),
    }));
  const history: [number, number, number][] = [
    [-6, 100, 350],
    [-21, 200, 420],
    [-40, 300, 460],
  ];
  const recharges: RechargeRow[] = history.map(([days, value, balanceAfter], index) => ({
    rechargeId: `RC${String(9000 + index)}`,
    deviceNo: '0912345678',
    amount: value,
    balanceAfter,
    at: morningOf(dateAfter(now, days)),
  }));
  return { accounts, recharges };
}

export function seedUsageTables(now: Date): UsageTables {
  const devices = seedDevices(now);
  const perDevice = devices.map((device) => seedDeviceUsage(device, now));
  const { accounts, recharges } = seedRecharge(devices, now);
  return {
    monthlyUsage: perDevice.flatMap((entry) => entry.monthly),
    dailyUsage: perDevice.flatMap((entry) => entry.daily),
    meters: perDevice.map((entry) => entry.meter),
    callDetails: seedCallDetails(devices, now),
    oneTimeCodes: [],
    callDetailsAuth: [],
    reissues: [],
    rechargeAccounts: accounts,
    recharges,
  };
}

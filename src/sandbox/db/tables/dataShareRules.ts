import {
  SHARE_REFUSALS,
  type MonthlyShareSetting,
  type ShareMember,
  type ShareProfile,
  type ShareRecord,
  type ShareTarget,
} from '../../../api/dataShare';
import { billMonthOf, splitBillMonth } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import type { DeviceRow, SandboxDb } from '../types';
import { allowanceWithExtras, extraDataOf } from './addonRules';
import { allGifts, monthlyGiftsOf, monthOfInstant } from './dataShares';
import { lineIn, lineMayOrder, planOf } from './mobileRules';

/**
 * 5G data sharing between the numbers of one customer. A number on a 5G plan gives from what it
 * has left this month (allowance with add-ons and gifts, minus what it used); an unlimited 5G plan
 * gives from a monthly sharing quota instead. A receiver is another number of the same customer
 * on a 5G plan with a limited allowance (data added to an unlimited plan changes nothing).
 */

/** What an unlimited 5G plan may give each month (our choice). */
export const UNLIMITED_SHARE_QUOTA_MB = 20 * 1024;

export const SHARE_MESSAGES = {
  notFiveG: '此門號非 5G 資費，無法分享數據',
  targetNotFiveG: '受贈門號須為 5G 資費',
  targetUnlimited: '受贈門號為吃到飽資費，無須分享',
  targetNotHousehold: '僅能分享給同一客戶名下的門號',
  targetSelf: '不可分享給自己',
  overLeft: '分享量超過可分享的剩餘數據量',
  amountInvalid: '分享量不正確',
} as const;

const is5G = (db: SandboxDb, device: DeviceRow) => {
  const line = lineIn(db, device.deviceNo);
  const plan = line ? planOf(line.packageCode) : undefined;
  return plan ? plan.generation === '5G' : /\b5G\b/.test(device.ratePlan);
};

const planAllowanceOf = (db: SandboxDb, deviceNo: string) =>
  db.usage.meters.find((row) => row.deviceNo === deviceNo)?.dataAllowanceMB ?? null;

function usedThisMonth(db: SandboxDb, deviceNo: string, now: Date): number {
  const month = monthOfInstant(now);
  return db.usage.dailyUsage
    .filter((row) => row.deviceNo === deviceNo && row.date.replace(/-/g, '').startsWith(month))
    .reduce((total, row) => total + row.dataMB, 0);
}

function givenThisMonth(db: SandboxDb, deviceNo: string, now: Date) {
  const month = monthOfInstant(now);
  const gifts = allGifts(db, now).filter((row) => monthOfInstant(row.at) === month);
  const sum = (rows: typeof gifts) => rows.reduce((total, row) => total + row.dataMB, 0);
  return {
    givenMB: sum(gifts.filter((row) => row.fromNo === deviceNo)),
    receivedMB: sum(gifts.filter((row) => row.toNo === deviceNo)),
  };
}

/** Why `target` cannot receive from `giver`, or null when it can. */
function receiverRefusal(db: SandboxDb, giver: DeviceRow, targetNo: string) {
  if (targetNo === giver.deviceNo) return 'targetSelf' as const;
  const target = db.devices.find((row) => row.deviceNo === targetNo);
  if (target?.customerId !== giver.customerId || target.deviceType !== 'mobile') {
    return 'targetNotHousehold' as const;
  }
  if (!is5G(db, target)) return 'targetNotFiveG' as const;
  if (planAllowanceOf(db, targetNo) === null) return 'targetUnlimited' as const;
  return null;
}

export function shareProfileOf(db: SandboxDb, giver: DeviceRow, now: Date): ShareProfile {
  const planAllowance = planAllowanceOf(db, giver.deviceNo);
  const unlimited = planAllowance === null;
  const { givenMB, receivedMB } = givenThisMonth(db, giver.deviceNo, now);
  const allowance = allowanceWithExtras(planAllowance, extraDataOf(db, giver.deviceNo, now));
  const left =
    allowance === null
      ? UNLIMITED_SHARE_QUOTA_MB - givenMB
      : allowance - usedThisMonth(db, giver.deviceNo, now);
  const canGive = is5G(db, giver);
  const members: ShareMember[] = db.devices
    .filter((row) => row.customerId === giver.customerId && row.deviceNo !== giver.deviceNo)
    .filter((row) => row.deviceType === 'mobile')
    .map((row) => {
      const refusal = receiverRefusal(db, giver, row.deviceNo);
      return {
        deviceNo: row.deviceNo,
        planName: row.ratePlan,
        canReceive: refusal === null,
        ...(refusal === null ? {} : { reason: SHARE_REFUSALS[refusal] }),
      };
    });
  return {
    deviceNo: giver.deviceNo,
    planName: giver.ratePlan,
    canGive,
    ...(canGive ? {} : { reason: SHARE_REFUSALS.notFiveG }),
    unlimited,
    leftMB: canGive ? Math.max(Math.floor(left * 100) / 100, 0) : 0,
    monthlyLimitMB: canGive ? (planAllowance ?? UNLIMITED_SHARE_QUOTA_MB) : 0,
    givenMB,
    receivedMB,
    members,
  };
}

/** The targets checked one by one: amounts whole MB above 0, each number once and eligible. */
function checkTargets(
  db: SandboxDb,
  giver: DeviceRow,
  targets: unknown,
  allowZero: boolean,
): Outcome<ShareTarget[]> {
  if (!Array.isArray(targets))
    return refused(SHARE_MESSAGES.amountInvalid, SHARE_REFUSALS.amountInvalid);
  const checked: ShareTarget[] = [];
  for (const target of targets as unknown[]) {
    const { deviceNo, dataMB } = (target ?? {}) as Partial<Record<keyof ShareTarget, unknown>>;
    const amountOk =
      typeof dataMB === 'number' &&
      Number.isInteger(dataMB) &&
      (allowZero ? dataMB >= 0 : dataMB > 0);
    if (
      typeof deviceNo !== 'string' ||
      !amountOk ||
      checked.some((row) => row.deviceNo === deviceNo)
    ) {
      return refused(SHARE_MESSAGES.amountInvalid, SHARE_REFUSALS.amountInvalid);
    }
    const refusal = receiverRefusal(db, giver, deviceNo);
    if (refusal) return refused(SHARE_MESSAGES[refusal], SHARE_REFUSALS[refusal]);
    checked.push({ deviceNo, dataMB });
  }
  return accepted(checked);
}

function mayGive(db: SandboxDb, giver: DeviceRow): Outcome {
  if (!is5G(db, giver)) return refused(SHARE_MESSAGES.notFiveG, SHARE_REFUSALS.notFiveG);
  return lineMayOrder(db, giver.deviceNo);
}

const total = (targets: ShareTarget[]) => targets.reduce((sum, row) => sum + row.dataMB, 0);

/** ShareRealTimeTraffic (inside mutate()): one gift per target, never more than is left. */
export function shareNow(
  db: SandboxDb,
  giver: DeviceRow,
  targets: unknown,
  now: Date,
): Outcome<ShareRecord[]> {
  const allowed = mayGive(db, giver);
  if (!allowed.ok) return allowed;
  const checked = checkTargets(db, giver, targets, false);
  if (!checked.ok) return checked;
  if (checked.value.length === 0) {
    return refused(SHARE_MESSAGES.amountInvalid, SHARE_REFUSALS.amountInvalid);
  }
  if (total(checked.value) > shareProfileOf(db, giver, now).leftMB) {
    return refused(SHARE_MESSAGES.overLeft, SHARE_REFUSALS.overLeft);
  }
  const records = checked.value.map((target): ShareRecord => {
    db.meta.sequence += 1;
    return {
      shareId: `DS${String(db.meta.sequence).padStart(6, '0')}`,
      fromNo: giver.deviceNo,
      toNo: target.deviceNo,
      dataMB: target.dataMB,
      at: now.toISOString(),
      kind: 'now',
    };
  });
  db.addons.shares.push(...records);
  return accepted(records);
}

export function monthlySettingOf(db: SandboxDb, giverNo: string): MonthlyShareSetting {
  const rows = db.addons.monthlyShares.filter((row) => row.fromNo === giverNo);
  return {
    settings: rows.map((row) => ({ deviceNo: row.toNo, dataMB: row.dataMB })),
    fromMonth: rows[0]?.fromMonth ?? null,
  };
}

/**
 * ConfigMonthlyShareSetting (inside mutate()): the giver's settings replaced from next month on
 * (an amount of 0 drops a number); the months the old settings gave stay in the gifts.
 */
export function configMonthlyShares(
  db: SandboxDb,
  giver: DeviceRow,
  settings: unknown,
  now: Date,
): Outcome<MonthlyShareSetting> {
  const allowed = mayGive(db, giver);
  if (!allowed.ok) return allowed;
  const checked = checkTargets(db, giver, settings, true);
  if (!checked.ok) return checked;
  if (total(checked.value) > shareProfileOf(db, giver, now).monthlyLimitMB) {
    return refused(SHARE_MESSAGES.overLeft, SHARE_REFUSALS.overLeft);
  }
  const old = db.addons.monthlyShares.filter((row) => row.fromNo === giver.deviceNo);
  db.addons.shares.push(...old.flatMap((row) => monthlyGiftsOf(row, now)));
  const { year, month } = splitBillMonth(monthOfInstant(now));
  const fromMonth = billMonthOf(year, month, 1);
  db.addons.monthlyShares = [
    ...db.addons.monthlyShares.filter((row) => row.fromNo !== giver.deviceNo),
    ...checked.value
      .filter((row) => row.dataMB > 0)
      .map((row) => ({
        fromNo: giver.deviceNo,
        toNo: row.deviceNo,
        dataMB: row.dataMB,
        fromMonth,
      })),
  ];
  return accepted(monthlySettingOf(db, giver.deviceNo));
}

/** RealTimeSharedRecord: the number's one-off gifts, given and received, newest first. */
export function realTimeRecordOf(db: SandboxDb, deviceNo: string, now: Date): ShareRecord[] {
  return allGifts(db, now).filter(
    (row) => row.kind === 'now' && (row.fromNo === deviceNo || row.toNo === deviceNo),
  );
}

/** ShareMembersLog: every gift between the customer's numbers, newest first. */
export function membersLogOf(db: SandboxDb, customerId: string, now: Date): ShareRecord[] {
  const mine = new Set(
    db.devices.filter((row) => row.customerId === customerId).map((row) => row.deviceNo),
  );
  return allGifts(db, now).filter((row) => mine.has(row.fromNo) || mine.has(row.toNo));
}

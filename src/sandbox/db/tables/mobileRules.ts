import type { RatePlan, RatePlanChangeReceipt } from '../../../api/contract';
import type {
  CompanionKind,
  LocalFeeSuggestion,
  OneNumberAccount,
  RepairSlip,
} from '../../../api/device';
import type { RatePlanSuggestion, SuspendState } from '../../../api/mobile';
import { checkSimId } from '../../../lib/simIds';
import { dateOf } from '../dates';
import {
  COMPANION_MONTHLY_FEE,
  MAX_COMPANIONS,
  MOBILE_SERVICE_TYPE,
  nextBillingCycleStart,
  OVERAGE_PER_GB,
  RATE_PLANS,
  reached,
  type CatalogueRatePlan,
  type CompanionSimRow,
  type MobileLineRow,
  type RepairSlipRow,
} from './mobile';
import type { DeviceRow, SandboxDb } from '../types';

/** What the sandbox answers when it refuses; carrier messages are Traditional Chinese. */
export const MOBILE_MESSAGES = {
  noLine: '此門號非行動電話，無此項服務',
  planUnknown: '查無此資費方案',
  planSame: '您目前已使用此資費方案',
  suspendedNoChange: '停話中的門號無法變更資費',
  passwordWrong: '服務密碼錯誤，請重新輸入',
  alreadySuspended: '此門號已在停話狀態',
  alreadyTwoWay: '此門號已雙向停話',
  notOneWay: '此門號目前不是單向停話',
  notTwoWay: '此門號目前不是雙向停話',
  notLandline: '此門號非市內電話，無法提供市話資費建議',
  searchRequired: '請輸入維修單號或手機號碼',
  pukMismatch: '門號、SIM 卡序號或生日不符，請確認後再試',
  handsetUnknown: '查無此手機型號',
  serviceUnknown: '查無此項服務',
  serviceOn: '此服務已開啟',
  serviceOff: '此服務尚未開啟',
  barringOn: '此項停話已設定',
  barringOff: '此項停話尚未設定',
  barringType: '請選擇停話項目',
  sessionInvalid: '驗證已失效，請重新申請',
  otpExpired: '簡訊驗證碼已逾時，請重新申請',
  otpWrong: '簡訊驗證碼錯誤，請重新輸入',
  otpTooMany: '簡訊驗證碼錯誤次數過多，請重新申請',
  voLteOn: '此門號已開通 VoLTE',
  voLteHandset: '您的手機不支援 VoLTE，請更換支援 VoLTE 的手機後再申請',
  voLtePlan: '您目前的資費方案不含 VoLTE，請先變更為含 VoLTE 的方案',
  voLteSuspended: '停話中的門號無法申請 VoLTE',
  companionKind: '請選擇裝置類型',
  companionId: 'EID 或 SIM 卡序號不正確，請確認後再輸入',
  companionName: '裝置名稱最多 20 個字',
  companionDuplicate: '此 EID 或 SIM 卡序號已在使用中',
  companionLimit: '每個門號最多可搭配 2 個裝置',
  companionSuspended: '停話中的門號無法新增搭配裝置',
  companionUnknown: '查無此搭配裝置',
} as const;

/** Refusal codes the portal reads to put the message next to the right field. */
export const MOBILE_ERROR_CODES = {
  passwordWrong: 'PASSWORD_WRONG',
  contractLocked: 'CONTRACT_LOCKED',
  changePending: 'CHANGE_PENDING',
  otpWrong: 'OTP_WRONG',
  captchaWrong: 'CAPTCHA_WRONG',
  pukMismatch: 'PUK_MISMATCH',
  companionDuplicate: 'COMPANION_DUPLICATE',
  companionLimit: 'COMPANION_LIMIT',
  companionId: 'COMPANION_ID_INVALID',
} as const;

export const contractLockedMessage = (until: string) => `合約期間（至 ${until}）不可變更資費`;
export const changePendingMessage = (from: string) =>
  `已有資費變更申請將於 ${from} 生效，生效前無法再次變更`;

/** The network services the NW calls know, by service code (fake base-station alert). */
export const NETWORK_SERVICES: Record<string, { monthlyFee: number }> = {
  FAKE2G: { monthlyFee: 0 },
};

export function planOf(packageCode: string): CatalogueRatePlan | undefined {
  return RATE_PLANS.find((plan) => plan.PackageCode === packageCode);
}

export function lineIn(database: SandboxDb, deviceNo: string): MobileLineRow | undefined {
  return database.mobile.lines.find((row) => row.deviceNo === deviceNo);
}

/**
 * A pending change whose billing cycle has begun becomes the plan (the device row's plan name
 * and fee follow). Called inside mutate() before a line is read.
 */
export function settleLine(database: SandboxDb, row: MobileLineRow, now: Date): void {
  const pending = row.pendingChange;
  if (!pending || !reached(now, pending.effectiveFrom)) return;
  row.packageCode = pending.packageCode;
  row.pendingChange = null;
  const plan = planOf(row.packageCode);
  const device = database.devices.find((candidate) => candidate.deviceNo === row.deviceNo);
  if (plan && device) {
    device.ratePlan = plan.name;
    device.monthlyFee = plan.monthlyFee;
  }
}

export function ratePlanListOf(row: MobileLineRow, now: Date): RatePlan[] {
  const locked = row.contractLockedUntil && !reached(now, row.contractLockedUntil);
  return RATE_PLANS.map((plan) => {
    const current = plan.PackageCode === row.packageCode;
    const pending = row.pendingChange?.packageCode === plan.PackageCode;
    return {
      ServiceType: MOBILE_SERVICE_TYPE,
      PackageCode: plan.PackageCode,
      name: plan.name,
      monthlyFee: plan.monthlyFee,
      dataGb: plan.dataGb,
      voiceMinutes: plan.voiceMinutes,
      isCurrent: current,
      ...(pending && row.pendingChange ? { pendingFrom: row.pendingChange.effectiveFrom } : {}),
      ...(current && locked && row.contractLockedUntil
        ? { contractLockedUntil: row.contractLockedUntil }
        : {}),
    };
  });
}

export interface Refusal {
  code?: string;
  message: string;
}

/** Books a change for the next billing cycle, or says why not. Mutates the row. */
export function changePlan(
  row: MobileLineRow,
  request: { serviceType: string; packageCode: string },
  now: Date,
): RatePlanChangeReceipt | Refusal {
  const plan = planOf(request.packageCode);
  if (!plan || request.serviceType !== MOBILE_SERVICE_TYPE) {
    return { message: MOBILE_MESSAGES.planUnknown };
  }
  if (row.contractLockedUntil && !reached(now, row.contractLockedUntil)) {
    return {
      code: MOBILE_ERROR_CODES.contractLocked,
      message: contractLockedMessage(row.contractLockedUntil),
    };
  }
  if (row.pendingChange) {
    return {
      code: MOBILE_ERROR_CODES.changePending,
      message: changePendingMessage(row.pendingChange.effectiveFrom),
    };
  }
  if (row.suspend !== 'normal') return { message: MOBILE_MESSAGES.suspendedNoChange };
  if (plan.PackageCode === row.packageCode) return { message: MOBILE_MESSAGES.planSame };
  const effectiveFrom = nextBillingCycleStart(now);
  row.pendingChange = {
    packageCode: plan.PackageCode,
    effectiveFrom,
    requestedAt: now.toISOString(),
  };
  return { PackageCode: plan.PackageCode, name: plan.name, effectiveFrom };
}

export type SuspendCall =
  'TelOneWaySuspend' | 'TelTwoWaySuspend' | 'TelOneWayResume' | 'TelTwoWayResume';

/** The suspension state machine: normal -> one-way -> two-way, and each resume back to normal. */
export function nextSuspendState(
  state: SuspendState,
  name: SuspendCall,
): SuspendState | { message: string } {
  switch (name) {
    case 'TelOneWaySuspend':
      return state === 'normal' ? 'oneWaySuspended' : { message: MOBILE_MESSAGES.alreadySuspended };
    case 'TelTwoWaySuspend':
      return state === 'twoWaySuspended'
        ? { message: MOBILE_MESSAGES.alreadyTwoWay }
        : 'twoWaySuspended';
    case 'TelOneWayResume':
      return state === 'oneWaySuspended' ? 'normal' : { message: MOBILE_MESSAGES.notOneWay };
    case 'TelTwoWayResume':
      return state === 'twoWaySuspended' ? 'normal' : { message: MOBILE_MESSAGES.notTwoWay };
  }
}

/** What a month's use would cost on a plan: the fee plus NT$50 per GB started past the allowance. */
export function costOn(plan: CatalogueRatePlan, dataMB: number): number {
  if (plan.dataGb === null) return plan.monthlyFee;
  const overGb = Math.max(0, Math.ceil((dataMB - plan.dataGb * 1024) / 1024));
  return plan.monthlyFee + overGb * OVERAGE_PER_GB;
}

const SUGGESTION_MONTHS = 6;

/** The last billed months of the number's use (the running month left out). */
function billedMonthsOf(database: SandboxDb, deviceNo: string, now: Date) {
  const running = dateOf(now).slice(0, 7).replace('-', '');
  return database.usage.monthlyUsage
    .filter((row) => row.deviceNo === deviceNo && row.month < running)
    .sort((left, right) => left.month.localeCompare(right.month))
    .slice(-SUGGESTION_MONTHS);
}

/** The plan with the lowest average cost over the last billed months (none: the current plan). */
export function suggestionFor(
  database: SandboxDb,
  row: MobileLineRow,
  now: Date,
): RatePlanSuggestion {
  const current = planOf(row.packageCode);
  // Seeded lines and changes only ever name catalogue plans.
  if (!current) throw new Error(`Unknown plan ${row.packageCode}`);
  const months = billedMonthsOf(database, row.deviceNo, now);
  const average = (plan: CatalogueRatePlan) =>
    months.reduce((sum, month) => sum + costOn(plan, month.dataMB), 0) / (months.length || 1);
  const best = RATE_PLANS.reduce(
    (cheapest, plan) => (average(plan) < average(cheapest) ? plan : cheapest),
    current,
  );
  return {
    currentPlan: current.name,
    suggestedPlan: best.name,
    currentPackageCode: current.PackageCode,
    suggestedPackageCode: best.PackageCode,
    estimatedSaving: Math.round(average(current) - average(best)),
    months: months.map((month) => ({
      month: month.month,
      dataGb: Math.round((month.dataMB / 1024) * 10) / 10,
      voiceMinutes: month.voiceMinutes,
      currentFee: costOn(current, month.dataMB),
      suggestedFee: costOn(best, month.dataMB),
    })),
  };
}

/** Landline plans: a monthly fee and per-minute rates (NT$) to local, long distance and mobile. */
const LANDLINE_PLANS = [
  { name: '市內電話基本費', fee: 185, local: 0.5, longDistance: 1.2, toMobile: 3 },
  { name: '市話輕量型 129', fee: 129, local: 0.6, longDistance: 1.4, toMobile: 3.2 },
  { name: '市話通話型 299', fee: 299, local: 0.2, longDistance: 0.8, toMobile: 2.4 },
] as const;

export function localFeeSuggestionFor(
  database: SandboxDb,
  device: DeviceRow,
  now: Date,
): LocalFeeSuggestion {
  const months = billedMonthsOf(database, device.deviceNo, now).map((row) => ({
    month: row.month,
    localMinutes: Math.round(row.voiceMinutes * 0.5),
    longDistanceMinutes: Math.round(row.voiceMinutes * 0.15),
    toMobileMinutes:
      row.voiceMinutes - Math.round(row.voiceMinutes * 0.5) - Math.round(row.voiceMinutes * 0.15),
  }));
  type Plan = (typeof LANDLINE_PLANS)[number];
  const costOf = (plan: Plan, month: (typeof months)[number]) =>
    Math.round(
      plan.fee +
        month.localMinutes * plan.local +
        month.longDistanceMinutes * plan.longDistance +
        month.toMobileMinutes * plan.toMobile,
    );
  const average = (plan: Plan) =>
    months.reduce((sum, month) => sum + costOf(plan, month), 0) / (months.length || 1);
  const current = LANDLINE_PLANS[0];
  const best = months.length
    ? LANDLINE_PLANS.reduce<Plan>(
        (cheapest, plan) => (average(plan) < average(cheapest) ? plan : cheapest),
        current,
      )
    : current;
  return {
    currentPlan: current.name,
    currentMonthlyFee: current.fee,
    suggestedPlan: best.name,
    suggestedMonthlyFee: best.fee,
    estimatedSaving: Math.round(average(current) - average(best)),
    months: months.map((month) => ({
      ...month,
      currentFee: costOf(current, month),
      suggestedFee: costOf(best, month),
    })),
  };
}

/** 0912345678 -> 0912***678 */
export function maskNumber(number: string): string {
  return number.length >= 10 ? `${number.slice(0, 4)}***${number.slice(-3)}` : number;
}

/** Repair slips by slip number (one) or by mobile number (all of it), newest first. */
export function repairSlipsFor(database: SandboxDb, searchNo: string): RepairSlip[] {
  const wanted = searchNo.toUpperCase();
  return database.mobile.repairSlips
    .filter((slip: RepairSlipRow) => slip.slipNo === wanted || slip.deviceNo === wanted)
    .sort((left, right) =>
      (right.stageDates.received ?? '').localeCompare(left.stageDates.received ?? ''),
    )
    .map(({ deviceNo, ...slip }) => ({ ...slip, maskedNumber: maskNumber(deviceNo) }));
}

/** The number and its companion SIMs, as MergeAcntPrimaryNo answers them. */
export function oneNumberAccountOf(row: MobileLineRow): OneNumberAccount {
  return {
    primaryNo: row.deviceNo,
    maxCompanions: MAX_COMPANIONS,
    monthlyFee: COMPANION_MONTHLY_FEE,
    companions: row.companions.map((companion) => {
      // A database a browser saved before companions carried an identifier has none: read ''.
      const saved: Partial<CompanionSimRow> = companion;
      return { ...companion, identifier: saved.identifier ?? '' };
    }),
  };
}

const COMPANION_KINDS: readonly CompanionKind[] = ['watch', 'tablet'];
const COMPANION_NAME_MAX = 20;

/**
 * Adds a companion SIM, or says why not: an unknown kind, an EID or SIM serial that fails its
 * check digits or is already in use (by any number, or as a number's own SIM), a name over 20
 * characters, a full number (MAX_COMPANIONS), or a suspended number. Mutates the row.
 */
export function addCompanion(
  database: SandboxDb,
  row: MobileLineRow,
  request: { kind: string; identifier: string; name: string; simId: string },
  now: Date,
): OneNumberAccount | Refusal {
  const kind = COMPANION_KINDS.find((candidate) => candidate === request.kind);
  if (!kind) return { message: MOBILE_MESSAGES.companionKind };
  const checked = checkSimId(request.identifier);
  if (!checked.ok) {
    return { code: MOBILE_ERROR_CODES.companionId, message: MOBILE_MESSAGES.companionId };
  }
  if (Array.from(request.name).length > COMPANION_NAME_MAX) {
    return { message: MOBILE_MESSAGES.companionName };
  }
  const inUse = database.mobile.lines.some(
    (line) =>
      line.simSerial === checked.value ||
      line.companions.some((companion) => companion.identifier === checked.value),
  );
  if (inUse) {
    return {
      code: MOBILE_ERROR_CODES.companionDuplicate,
      message: MOBILE_MESSAGES.companionDuplicate,
    };
  }
  if (row.companions.length >= MAX_COMPANIONS) {
    return { code: MOBILE_ERROR_CODES.companionLimit, message: MOBILE_MESSAGES.companionLimit };
  }
  if (row.suspend !== 'normal') return { message: MOBILE_MESSAGES.companionSuspended };
  row.companions.push({
    simId: request.simId,
    kind,
    name: request.name,
    identifier: checked.value,
    addedOn: dateOf(now),
  });
  return oneNumberAccountOf(row);
}

/** Removes a companion SIM of the number; an unknown (or already removed) one is refused. */
export function removeCompanion(row: MobileLineRow, simId: string): OneNumberAccount | Refusal {
  if (!row.companions.some((companion) => companion.simId === simId)) {
    return { message: MOBILE_MESSAGES.companionUnknown };
  }
  row.companions = row.companions.filter((companion) => companion.simId !== simId);
  return oneNumberAccountOf(row);
}

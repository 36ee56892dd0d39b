import type { LocalFeeSuggestion } from '../../../api/device';
import type { RatePlanSuggestion } from '../../../api/mobile';
import { dateOf } from '../dates';
import type { DeviceRow, SandboxDb } from '../types';
import {
  LANDLINE_PLANS,
  OVERAGE_PER_GB,
  OVERAGE_PER_MINUTE,
  RATE_PLANS,
  type CatalogueRatePlan,
  type LandlineCallSplitRow,
  type LandlinePlan,
  type MobileLineRow,
} from './mobile';
import { planOf } from './mobileRules';

/** Rate advice: the cheapest mobile plan for the billed months, and the same for a landline. */

/** A month's use of a mobile line: data and minutes to other networks. */
export interface MonthUse {
  dataMB: number;
  voiceMinutes: number;
}

/** Minutes of the month past the plan's free minutes. */
export function extraMinutesOn(plan: CatalogueRatePlan, voiceMinutes: number): number {
  return Math.max(0, voiceMinutes - plan.voiceMinutes);
}

/**
 * What a month's use would cost on a plan: the fee, NT$50 per GB started past the data allowance
 * and NT$3 per minute past the free minutes.
 */
export function costOn(plan: CatalogueRatePlan, use: MonthUse): number {
  const overGb =
    plan.dataGb === null ? 0 : Math.max(0, Math.ceil((use.dataMB - plan.dataGb * 1024) / 1024));
  return (
    plan.monthlyFee +
    overGb * OVERAGE_PER_GB +
    extraMinutesOn(plan, use.voiceMinutes) * OVERAGE_PER_MINUTE
  );
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
    months.reduce((sum, month) => sum + costOn(plan, month), 0) / (months.length || 1);
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
    extraMinuteFee: OVERAGE_PER_MINUTE,
    months: months.map((month) => ({
      month: month.month,
      dataGb: Math.round((month.dataMB / 1024) * 10) / 10,
      voiceMinutes: month.voiceMinutes,
      currentExtraMinutes: extraMinutesOn(current, month.voiceMinutes),
      suggestedExtraMinutes: extraMinutesOn(best, month.voiceMinutes),
      currentFee: costOn(current, month),
      suggestedFee: costOn(best, month),
    })),
  };
}

/** Without a row of its own a landline's minutes split half local, 15 % long distance. */
const DEFAULT_CALL_SPLIT = { local: 0.5, longDistance: 0.15 };

function callSplitOf(database: SandboxDb, deviceNo: string) {
  // A database a browser saved before the splits were seeded has none: use the default.
  const rows: LandlineCallSplitRow[] | undefined = database.mobile.landlineCallSplits;
  return rows?.find((row) => row.deviceNo === deviceNo) ?? DEFAULT_CALL_SPLIT;
}

/** The landline's own plan (the device row's plan name); the basic plan when it is not listed. */
export function landlinePlanOf(device: DeviceRow): LandlinePlan {
  const basic = LANDLINE_PLANS[0];
  if (!basic) throw new Error('No landline plans');
  return LANDLINE_PLANS.find((plan) => plan.name === device.ratePlan) ?? basic;
}

export function localFeeSuggestionFor(
  database: SandboxDb,
  device: DeviceRow,
  now: Date,
): LocalFeeSuggestion {
  const split = callSplitOf(database, device.deviceNo);
  const months = billedMonthsOf(database, device.deviceNo, now).map((row) => {
    const localMinutes = Math.round(row.voiceMinutes * split.local);
    const longDistanceMinutes = Math.round(row.voiceMinutes * split.longDistance);
    return {
      month: row.month,
      localMinutes,
      longDistanceMinutes,
      toMobileMinutes: row.voiceMinutes - localMinutes - longDistanceMinutes,
    };
  });
  const costOf = (plan: LandlinePlan, month: (typeof months)[number]) =>
    Math.round(
      plan.fee +
        month.localMinutes * plan.local +
        month.longDistanceMinutes * plan.longDistance +
        month.toMobileMinutes * plan.toMobile,
    );
  const average = (plan: LandlinePlan) =>
    months.reduce((sum, month) => sum + costOf(plan, month), 0) / (months.length || 1);
  const current = landlinePlanOf(device);
  const best = months.length
    ? LANDLINE_PLANS.reduce(
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

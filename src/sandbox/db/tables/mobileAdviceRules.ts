import type { LocalFeeSuggestion } from '../../../api/device';
import type { RatePlanSuggestion } from '../../../api/mobile';
import { dateOf } from '../dates';
import type { DeviceRow, SandboxDb } from '../types';
import { OVERAGE_PER_GB, RATE_PLANS, type CatalogueRatePlan, type MobileLineRow } from './mobile';
import { planOf } from './mobileRules';

/** Rate advice: the cheapest mobile plan for the billed months, and the same for a landline. */

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

import type { DaBalance, DaInfo, PrepaidSubscriber } from '../../api/types/prepaid';

/** Low-balance reminder (spec 02 §9): main balance below 60 or validity under 15 days. */
export const LOW_MAIN_BALANCE = 60;
export const LOW_VALIDITY_DAYS = 15;
const DAY_MS = 86_400_000;

/** The last valid day ends at midnight Asia/Taipei after it. */
export function validityEndsAt(validUntil: string): number {
  const day = validUntil.slice(0, 10);
  return Date.parse(`${day}T00:00:00+08:00`) + DAY_MS;
}

export function needsLowBalanceReminder(subscriber: PrepaidSubscriber, now = Date.now()): boolean {
  if (subscriber.isExpired) return false;
  const daysLeft = (validityEndsAt(subscriber.validUntil) - now) / DAY_MS;
  return subscriber.mainBalance < LOW_MAIN_BALANCE || daysLeft < LOW_VALIDITY_DAYS;
}

/** Seconds from `now` (epoch ms) to the next midnight in Asia/Taipei (UTC+8, no DST). */
export function secondsUntilTaipeiMidnight(now: number): number {
  const taipeiOffsetMs = 8 * 3_600_000;
  const intoDay = (now + taipeiOffsetMs) % DAY_MS;
  return Math.ceil((DAY_MS - intoDay) / 1000);
}

/** Where the login page may send the holder back to: prepaid pages of this portal only. */
export function safePrepaidBack(candidate: string | null): string | null {
  if (!candidate || !/^\/Prepaid[A-Za-z0-9]*(?:[/?#][^\\\s]*)?$/.test(candidate)) return null;
  return candidate;
}

/** Plans still running: their volume counts and their end is ahead. */
function isRunning(plan: DaInfo): boolean {
  return plan.status === 'active' || plan.status === 'extended';
}

/**
 * The data the holder can still use, in MB: the data account's balance plus what the running
 * volume plans have left (base and bonus). Null when neither holds any data at all (a card with
 * only unlimited daily plans, or none).
 */
export function dataLeftMb(
  balances: readonly DaBalance[],
  plans: readonly DaInfo[],
): number | null {
  const accounts = balances.filter((row) => row.account === 'data' && row.unit === 'MB');
  const volumes = plans.filter((plan) => isRunning(plan) && plan.remainingMb !== undefined);
  if (accounts.length === 0 && volumes.length === 0) return null;
  const inAccounts = accounts.reduce((sum, row) => sum + row.balance, 0);
  const inPlans = volumes.reduce(
    (sum, plan) => sum + (plan.remainingMb ?? 0) + (plan.bonusRemainingMb ?? 0),
    0,
  );
  return inAccounts + inPlans;
}

/** The running plan that ends first, or null when none runs. */
export function nextPlanToEnd(plans: readonly DaInfo[]): DaInfo | null {
  return plans
    .filter(isRunning)
    .reduce<DaInfo | null>(
      (first, plan) =>
        first === null || Date.parse(plan.endTime) < Date.parse(first.endTime) ? plan : first,
      null,
    );
}

import type { RatePlan, RatePlanChangeReceipt } from '../../../api/contract';
import { accepted, refused, type Outcome } from '../outcome';
import {
  MOBILE_SERVICE_TYPE,
  nextBillingCycleStart,
  RATE_PLANS,
  reached,
  type MobileLineRow,
} from './mobile';
import {
  changePendingMessage,
  contractLockedMessage,
  MOBILE_ERROR_CODES,
  lineRowMayOrder,
  MOBILE_MESSAGES,
  planOf,
} from './mobileRules';

/** The plans a mobile line may change to, and the change itself (Contract/RatePlan*). */

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

/**
 * Whether the line may change plan at all today: not while suspended (`LINE_SUSPENDED`, told
 * first: it is what the customer can act on today) nor during its contract (`CONTRACT_LOCKED`).
 * The home page's "5G renewal" item follows it too.
 */
export function lineMayChangePlan(row: MobileLineRow, now: Date): Outcome {
  const mayOrder = lineRowMayOrder(row);
  if (!mayOrder.ok) return mayOrder;
  if (row.contractLockedUntil && !reached(now, row.contractLockedUntil)) {
    return refused(
      contractLockedMessage(row.contractLockedUntil),
      MOBILE_ERROR_CODES.contractLocked,
    );
  }
  return accepted(undefined);
}

/** Books a change for the next billing cycle, or says why not. Mutates the row. */
export function changePlan(
  row: MobileLineRow,
  request: { serviceType: string; packageCode: string },
  now: Date,
): Outcome<RatePlanChangeReceipt> {
  const plan = planOf(request.packageCode);
  if (!plan || request.serviceType !== MOBILE_SERVICE_TYPE) {
    return refused(MOBILE_MESSAGES.planUnknown);
  }
  const mayChange = lineMayChangePlan(row, now);
  if (!mayChange.ok) return mayChange;
  if (row.pendingChange) {
    return refused(
      changePendingMessage(row.pendingChange.effectiveFrom),
      MOBILE_ERROR_CODES.changePending,
    );
  }
  if (plan.PackageCode === row.packageCode) return refused(MOBILE_MESSAGES.planSame);
  const effectiveFrom = nextBillingCycleStart(now);
  row.pendingChange = {
    packageCode: plan.PackageCode,
    effectiveFrom,
    requestedAt: now.toISOString(),
  };
  return accepted({ PackageCode: plan.PackageCode, name: plan.name, effectiveFrom });
}

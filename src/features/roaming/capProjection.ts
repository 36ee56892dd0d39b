import type { SpendCap } from '../../api/types/roaming';

/**
 * A share of the cap as the customer reads it: whole percent, rounded down, so that NT$498 of
 * NT$500 reads 99 % and never a threshold that has not been reached.
 */
export function shareOfCap(used: number, cap: number): number {
  if (cap <= 0) return 0;
  return Math.floor((used / cap) * 100);
}

/** What buying a pass at this price does to the month's cap, before anything is asked. */
export type CapProjection =
  | { kind: 'none' }
  | { kind: 'within'; share: number; total: number }
  | { kind: 'over'; share: number; total: number; refused: boolean }
  | { kind: 'dataReached'; refused: boolean };

export function projectPass(cap: SpendCap, price: number): CapProjection {
  if (!cap.enabled) return { kind: 'none' };
  const stops = cap.action === 'stop';
  const total = cap.spentThisMonth + price;
  const share = shareOfCap(total, cap.monthlyAmount);
  if (total > cap.monthlyAmount) return { kind: 'over', share, total, refused: stops };
  const dataReached =
    cap.dataThresholdMB !== null && cap.dataUsedThisMonthMB >= cap.dataThresholdMB;
  if (dataReached) return { kind: 'dataReached', refused: stops };
  return { kind: 'within', share, total };
}

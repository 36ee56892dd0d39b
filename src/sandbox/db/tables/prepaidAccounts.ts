import { dateAfter } from '../dates';

/**
 * The prepaid money accounts beside the main balance (spec 02 §4.5, §9), the low-balance alerts
 * sent, and the prepaid coupon codes (spec 02 §7.5). Rules: prepaidAccountRules.ts.
 */

/**
 * - `gift`: in-network gift credit of a new 4G line (30 days), spent first, on in-network calls;
 * - `freeCredit`: what an expired plan's unused base volume became; spent before the main
 *   account and valid as long as it (no date of its own);
 * - `bonus`: top-up bonuses and coupons, other free credit, spent after the main account.
 * None of them pays for a plan: plans are bought from the main account only (spec 02 §6).
 */
export type CreditAccount = 'gift' | 'freeCredit' | 'bonus';

export interface CreditRow {
  id: string;
  number: string;
  account: CreditAccount;
  amount: number;
  /** Last valid day (Taipei); absent for free credit, which shares the main account's. */
  validUntil?: string;
  /** What it came from: a top-up, a coupon code, a new line, or the plan it was converted from. */
  source: string;
}

export interface LowBalanceAlertRow {
  number: string;
  /** The Taipei day the alert was last sent on. */
  sentOn: string;
}

export interface PrepaidCouponRow {
  code: string;
  /** Added to the bonus account. */
  value: number;
  validDays: number;
  usedBy: string | null;
  usedAt: string | null;
}

export interface PrepaidAccountTables {
  credits: CreditRow[];
  alerts: LowBalanceAlertRow[];
  coupons: PrepaidCouponRow[];
}

/** Gift credit and the other-account gifts of a new 4G line last 30 days (spec 02 §9). */
export const NEW_LINE_GIFT_DAYS = 30;
export const NEW_LINE_GIFT_CREDIT = 100;
export const NEW_LINE_GIFT_DATA_MB = 1024;

export function seedPrepaidAccountTables(now: Date): PrepaidAccountTables {
  // 0987000701 is a new 4G line activated 5 days ago: its gifts run to day 25 from now.
  const giftEnds = dateAfter(now, NEW_LINE_GIFT_DAYS - 5);
  return {
    credits: [
      {
        id: 'CR-401-1',
        number: '0987000401',
        account: 'bonus',
        amount: 100,
        validUntil: dateAfter(now, 10),
        source: 'topUp',
      },
      {
        id: 'CR-701-1',
        number: '0987000701',
        account: 'gift',
        amount: NEW_LINE_GIFT_CREDIT,
        validUntil: giftEnds,
        source: 'newLine',
      },
    ],
    alerts: [],
    coupons: [
      { code: 'PREPAID100', value: 100, validDays: 30, usedBy: null, usedAt: null },
      {
        code: 'PREPAID050',
        value: 50,
        validDays: 30,
        usedBy: '0987000402',
        usedAt: new Date(now.getTime() - 3 * 86_400_000).toISOString(),
      },
    ],
  };
}

import { DAY_MS } from '../dates';
import { FIVE_G_GIFT, findOffer } from '../prepaidCatalogue';

/** Prepaid plan tables: plans held, purchases, other-account balances, roaming (spec 02 §3-4). */

export interface PlanRow {
  id: string;
  number: string;
  offerCode: string;
  /** ISO instants. */
  startTime: string;
  endTime: string;
  /** Stored state; 'expired' is read off the end time. */
  state: 'active' | 'withdrawn';
  /** Bought as a renewal of a plan that was still running. */
  extended: boolean;
  /** 5G daily plans: consecutive days up to and including this plan (capped at 180). */
  chainDays: number;
  /** The first 5G upgrade's gift appears 10 minutes after the upgrade. */
  visibleFrom?: string;
  /** Base volume used (daily quota plans: on the day `usedOn`). */
  usedMb?: number;
  usedOn?: string;
  /** Bonus volume used. */
  bonusUsedMb?: number;
  /** Set once the plan's expiry was applied (unused base converted, bonus zeroed). */
  settled?: boolean;
}

export type PurchaseStatus = 'success' | 'failed' | 'refund';

export interface PurchaseRow {
  purchaseNo: string;
  number: string;
  time: string;
  amount: number;
  status: PurchaseStatus;
  offerCode: string;
  roaming?: boolean;
  visibleFrom?: string;
}

export interface DaBalanceRow {
  number: string;
  account: 'voice' | 'sms' | 'data';
  balance: number;
  unit: 'seconds' | 'messages' | 'MB';
  validUntil: string;
}

export interface RoamingOfferRow {
  code: string;
  price: number;
  days: number;
  dataMb: number;
  countries: string[];
}

export interface PrepaidPlanTables {
  plans: PlanRow[];
  purchases: PurchaseRow[];
  balances: DaBalanceRow[];
  roamingOffers: RoamingOfferRow[];
}

export const ROAMING_OFFERS: readonly RoamingOfferRow[] = [
  { code: 'RJP3', price: 399, days: 3, dataMb: 3072, countries: ['JP'] },
  { code: 'RJP5', price: 599, days: 5, dataMb: 5120, countries: ['JP'] },
  { code: 'RKR5', price: 549, days: 5, dataMb: 5120, countries: ['KR'] },
  { code: 'RSEA7', price: 699, days: 7, dataMb: 6144, countries: ['ID', 'TH', 'VN', 'PH', 'MY'] },
];

function at(now: Date, hours: number): string {
  return new Date(now.getTime() + hours * 3_600_000).toISOString();
}

/** A plan of `offerCode` that ends `endsInHours` from now (its start follows from the offer). */
function plan(
  now: Date,
  id: string,
  number: string,
  offerCode: string,
  endsInHours: number,
  extra: Partial<PlanRow> = {},
): PlanRow {
  const hours = findOffer(offerCode)?.durationHours ?? 24;
  return {
    id,
    number,
    offerCode,
    startTime: at(now, endsInHours - hours),
    endTime: at(now, endsInHours),
    state: 'active',
    extended: false,
    chainDays: 0,
    ...extra,
  };
}

export function seedPrepaidPlanTables(now: Date): PrepaidPlanTables {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const validUntil = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return {
    plans: [
      plan(now, 'P401-1', '0987000401', 'DU7', 4 * 24),
      plan(now, 'P401-2', '0987000401', 'V2G', 50 * 24),
      plan(now, 'P401-3', '0987000401', 'H24', 20),
      plan(now, 'P401-6', '0987000401', 'V2.2G', 30 * 24, { usedMb: 1024, bonusUsedMb: 0 }),
      plan(now, 'P401-4', '0987000401', 'DU3', -10 * 24),
      plan(now, 'P401-5', '0987000401', 'DU5', 2 * 24, { state: 'withdrawn' }),
      plan(now, 'P402-1', '0987000402', 'V1G', 20),
      plan(now, 'P501-1', '0987000501', 'DU30', 10, { chainDays: 175, extended: true }),
      plan(now, 'P501-2', '0987000501', FIVE_G_GIFT.code, 6 * 24),
      plan(now, 'P301-1', '0987000301', 'V1G', 30 * 24),
      plan(now, 'P901-1', '0987000901', 'DU5', 3 * 24),
      plan(now, 'P001-1', '0987000001', 'DU7', -45 * 24),
      // The student card: a 2GB pack with 512 MB used that ends in 12 hours (free credit after).
      plan(now, 'P701-1', '0987000701', 'V2G', 12, { usedMb: 512 }),
    ],
    purchases: [
      {
        purchaseNo: 'PO-401-001',
        number: '0987000401',
        time: daysAgo(3),
        amount: 450,
        status: 'success',
        offerCode: 'DU7',
      },
      {
        purchaseNo: 'PO-401-002',
        number: '0987000401',
        time: daysAgo(10),
        amount: 300,
        status: 'success',
        offerCode: 'V2G',
      },
      {
        purchaseNo: 'PO-401-003',
        number: '0987000401',
        time: daysAgo(12),
        amount: 1000,
        status: 'failed',
        offerCode: 'V8G',
      },
      {
        purchaseNo: 'PO-501-001',
        number: '0987000501',
        time: daysAgo(29),
        amount: 900,
        status: 'success',
        offerCode: 'DU30',
      },
    ],
    balances: [
      {
        number: '0987000401',
        account: 'voice',
        balance: 1800,
        unit: 'seconds',
        validUntil: validUntil(30),
      },
      {
        number: '0987000401',
        account: 'sms',
        balance: 20,
        unit: 'messages',
        validUntil: validUntil(30),
      },
      {
        number: '0987000401',
        account: 'data',
        balance: 512,
        unit: 'MB',
        validUntil: validUntil(30),
      },
      { number: '0987000402', account: 'data', balance: 0, unit: 'MB', validUntil: validUntil(12) },
      {
        number: '0987000501',
        account: 'voice',
        balance: 3600,
        unit: 'seconds',
        validUntil: validUntil(60),
      },
      {
        number: '0987000501',
        account: 'data',
        balance: 1536,
        unit: 'MB',
        validUntil: validUntil(60),
      },
      // The new line's data gift: 1 GB for its first 30 days (activated 5 days ago).
      {
        number: '0987000701',
        account: 'data',
        balance: 1024,
        unit: 'MB',
        validUntil: validUntil(25),
      },
      {
        number: '0987000901',
        account: 'data',
        balance: 2048,
        unit: 'MB',
        validUntil: validUntil(25),
      },
    ],
    roamingOffers: ROAMING_OFFERS.map((offer) => ({ ...offer, countries: [...offer.countries] })),
  };
}

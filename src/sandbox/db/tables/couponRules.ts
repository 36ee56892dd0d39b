import { COUPONS_FOR_SALE, type Coupon } from '../../../api/coupon';
import { dateAfter, dateOf } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import type { SandboxDb } from '../types';
import type { CouponRow } from './memberArea';
import { tables } from './memberAreaRules';

/**
 * Where coupons come from besides a saved code: bought (PurchaseCoupon), received from another
 * member (TransferCoupon_ACT), or given by a redeemed benefit. Each new coupon is unused and
 * transferable; the caller passes its number (nextSequence, outside `mutate`) and "now".
 */

export const COUPON_RULE_MESSAGES = {
  projectUnknown: '查無此優惠券方案',
  companyNoCoupons: '企業客戶無會員優惠券',
} as const;

/** Days a bought or received coupon is valid from the day it arrives. */
export const BOUGHT_COUPON_DAYS = 30;

const PROJECT_TEXT: Record<string, { description: string; value: number }> = {
  HAMI_VIDEO_7D: { description: 'Hami Video 7 天影視體驗券', value: 0 },
  HAMI_MUSIC_30D: { description: 'Hami Music 30 天音樂券', value: 0 },
  DATA_5GB_7D: { description: '行動上網 5GB 7 天加量券', value: 0 },
};

export function couponView(row: CouponRow): Coupon {
  return {
    couponNo: row.couponNo,
    projectName: row.projectName,
    description: row.description,
    value: row.value,
    effectiveStartTime: row.effectiveStartTime,
    effectiveEndTime: row.effectiveEndTime,
    transferable: row.transferable,
  };
}

interface NewCoupon {
  couponNo: string;
  customerId: string;
  projectName: string;
  description: string;
  value: number;
  effectiveEndTime: string;
}

/** Puts a new unused coupon in the member's list. */
export function giveCoupon(database: SandboxDb, coupon: NewCoupon, now: Date): CouponRow {
  const row: CouponRow = {
    ...coupon,
    effectiveStartTime: dateOf(now),
    transferable: true,
    status: 'unused',
    usedAt: null,
    transferNo: null,
    transferredAt: null,
  };
  tables(database).coupons.push(row);
  return row;
}

/** PurchaseCoupon: a coupon of a project for sale, for a member who is not a company. */
export function purchaseCoupon(
  database: SandboxDb,
  buyer: { customerId: string; isCompany: boolean },
  projectName: string,
  couponNo: string,
  now: Date,
): Outcome<Coupon> {
  if (buyer.isCompany) return refused(COUPON_RULE_MESSAGES.companyNoCoupons);
  const project = PROJECT_TEXT[projectName];
  const forSale = COUPONS_FOR_SALE.some((row) => row.projectName === projectName);
  if (!project || !forSale) return refused(COUPON_RULE_MESSAGES.projectUnknown);
  const row = giveCoupon(
    database,
    {
      couponNo,
      customerId: buyer.customerId,
      projectName,
      ...project,
      effectiveEndTime: dateAfter(now, BOUGHT_COUPON_DAYS),
    },
    now,
  );
  return accepted(couponView(row));
}

/** The member whose number receives a transferred coupon, when the number is a member's. */
export function receiverOf(database: SandboxDb, transferNo: string): string | undefined {
  return database.devices.find((row) => row.deviceNo === transferNo)?.customerId;
}

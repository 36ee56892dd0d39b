import { call, inputError } from './call';
import type { ApiResult } from './http';

/** Coupons (spec 02 §7.5): save a code, the three lists, and transfer (check, then act). */

export interface Coupon {
  couponNo: string;
  projectName: string;
  description: string;
  /** Face value in NT$; 0 for a coupon that is not money off. */
  value: number;
  /** `YYYY-MM-DD`, Asia/Taipei. */
  effectiveStartTime: string;
  effectiveEndTime: string;
  transferable: boolean;
}

export interface UsedCoupon extends Coupon {
  usedAt: string;
}

export interface TransferredCoupon extends Coupon {
  transferNo: string;
  transferredAt: string;
}

/** TransferCoupon_CHK {transferno}: the receiver may take it; the token authorises the act. */
export interface TransferCheck {
  transferNo: string;
  token: string;
}

const COUPON_PATH = 'Coupon/';

export function saveCoupon(params: { couponNo: string }): Promise<ApiResult<Coupon>> {
  const couponNo = params.couponNo.trim().toUpperCase();
  if (couponNo === '') return inputError('Coupon code is required');
  return call<Coupon>({
    method: 'POST',
    path: `${COUPON_PATH}SaveCoupon`,
    body: { couponno: couponNo },
  });
}

export function saveCouponForPrePaid(params: { couponNo: string }): Promise<ApiResult<Coupon>> {
  const couponNo = params.couponNo.trim().toUpperCase();
  if (couponNo === '') return inputError('Coupon code is required');
  return call<Coupon>({
    method: 'POST',
    path: `${COUPON_PATH}SaveCouponForPrePaid`,
    body: { couponno: couponNo },
  });
}

export function getUnusedCoupons(): Promise<ApiResult<Coupon[]>> {
  return call<Coupon[]>({ method: 'GET', path: `${COUPON_PATH}UnusedCoupons` });
}

export function getUsedCouponLog(): Promise<ApiResult<UsedCoupon[]>> {
  return call<UsedCoupon[]>({ method: 'GET', path: `${COUPON_PATH}UsedCouponLog` });
}

export function getTransferCouponLog(): Promise<ApiResult<TransferredCoupon[]>> {
  return call<TransferredCoupon[]>({ method: 'GET', path: `${COUPON_PATH}TransferCouponLog` });
}

/**
 * The coupons a member can buy (our choice: the spec names PurchaseCoupon's payload but no call
 * that lists what is for sale). The price goes on the phone bill.
 */
export const COUPONS_FOR_SALE = [
  { projectName: 'HAMI_VIDEO_7D', price: 49 },
  { projectName: 'HAMI_MUSIC_30D', price: 99 },
  { projectName: 'DATA_5GB_7D', price: 150 },
] as const;

export type CouponProject = (typeof COUPONS_FOR_SALE)[number]['projectName'];

/** POST PurchaseCoupon: buys the coupon of a project, charged to the phone bill. */
export function purchaseCoupon(params: { projectName: string }): Promise<ApiResult<Coupon>> {
  return call<Coupon>({
    method: 'POST',
    path: `${COUPON_PATH}PurchaseCoupon`,
    body: { projectName: params.projectName },
  });
}

export function transferCouponChk(params: {
  transferNo: string;
}): Promise<ApiResult<TransferCheck>> {
  return call<TransferCheck>({
    method: 'POST',
    path: `${COUPON_PATH}TransferCoupon_CHK`,
    body: { transferno: params.transferNo.trim() },
  });
}

/** TransferCoupon_ACT: the coupon's fields, the receiver and the check's token. */
export function transferCouponAct(params: {
  coupon: Coupon;
  check: TransferCheck;
}): Promise<ApiResult<TransferredCoupon>> {
  const { coupon, check } = params;
  return call<TransferredCoupon>({
    method: 'POST',
    path: `${COUPON_PATH}TransferCoupon_ACT`,
    body: {
      couponno: coupon.couponNo,
      projectName: coupon.projectName,
      effectiveStartTime: coupon.effectiveStartTime,
      effectiveEndTime: coupon.effectiveEndTime,
      transferno: check.transferNo,
      transferType: 'mobile',
      token: check.token,
    },
  });
}

import type {
  RoamingOrderDetail,
  RoamingOrderStatus,
  RoamingPlan,
} from '../../../api/types/roaming';
import { dateOf, taipeiDate } from '../dates';
import { accepted, refused, type Outcome, type Refusal } from '../outcome';
import { db } from '../state';
import type { RoamingCouponRow, RoamingOrderRow, RoamingPassRow } from './roaming';

/** NT$ as the carrier's messages write it ("NT$1,000"). */
export function ntd(amount: number): string {
  return `NT$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * Roaming refusals: the carrier's wording (Traditional Chinese, as the carrier writes) and the
 * code the portal shows them by in the interface language.
 */
export const ROAMING_REFUSALS = {
  notMobile: { code: 'ROAMING_NOT_MOBILE', message: '此門號不適用國際漫遊服務' },
  notInitialised: { code: 'ROAMING_NOT_SET_UP', message: '此門號尚未開通漫遊服務，請先開通' },
  roamingOff: { code: 'ROAMING_OFF', message: '此門號的國際漫遊已關閉，請先開啟漫遊' },
  lineSuspended: { code: 'ROAMING_LINE_SUSPENDED', message: '此門號停話中，無法申辦漫遊方案' },
  lineBarred: { code: 'ROAMING_LINE_BARRED', message: '此門號已限制撥出，無法申辦漫遊方案' },
  unknownPass: { code: 'ROAMING_UNKNOWN_PASS', message: '查無此漫遊方案' },
  badDates: { code: 'ROAMING_BAD_DATES', message: '日期格式不正確' },
  startInPast: { code: 'ROAMING_START_IN_PAST', message: '開始日期不可早於今天' },
  endBeforeStart: { code: 'ROAMING_END_BEFORE_START', message: '結束日期不可早於開始日期' },
  tooLong: { code: 'ROAMING_TRIP_TOO_LONG', message: '旅遊天數超過此方案的天數' },
  unknownCoupon: { code: 'ROAMING_COUPON_UNKNOWN', message: '查無此優惠序號' },
  usedCoupon: { code: 'ROAMING_COUPON_USED', message: '此優惠序號已使用' },
  couponNotForPass: { code: 'ROAMING_COUPON_NOT_FOR_PASS', message: '此優惠序號不適用此方案' },
  pidMismatch: { code: 'ROAMING_PID_MISMATCH', message: '身分證號與門號申請人不符' },
  badSettings: { code: 'ROAMING_BAD_SETTINGS', message: '漫遊設定資料不正確' },
  badCap: { code: 'ROAMING_BAD_CAP', message: '漫遊上限資料不正確' },
  unknownOrder: { code: 'ROAMING_UNKNOWN_ORDER', message: '查無此訂單' },
  capData: {
    code: 'ROAMING_CAP_DATA',
    message: '本月漫遊數據已達您設定的上限，已依「停止漫遊數據」設定拒絕申辦',
  },
  capStopped: {
    code: 'ROAMING_CAP_STOPPED',
    message: '本月漫遊已達您設定的上限並已停止漫遊數據，請先調高上限或改為「僅提醒」',
  },
} as const satisfies Record<string, Refusal>;

/** The refusal of a pass that would take the month's spend past a "stop" cap. */
export function capSpendRefusal(price: number, cap: number, spent: number): Refusal {
  return {
    code: 'ROAMING_CAP_SPEND',
    message:
      `此方案 ${ntd(price)} 將使本月漫遊花費超過您設定的上限 ${ntd(cap)}` +
      `（本月已花費 ${ntd(spent)}），已依「停止漫遊數據」設定拒絕申辦`,
  };
}

export function findPass(packageId: string): RoamingPassRow | undefined {
  return db().roaming.passes.find((pass) => pass.packageId === packageId);
}

export function toPlan(pass: RoamingPassRow): RoamingPlan {
  return {
    packageId: pass.packageId,
    packageName: pass.name,
    price: pass.price,
    days: pass.days,
    dataMB: pass.dataMB,
    countries: [...pass.countries],
  };
}

/** Passes that cover the country for the whole trip, cheapest first. */
export function suggestPlans(country: string, travelDay: number): RoamingPlan[] {
  return db()
    .roaming.passes.filter((pass) => pass.countries.includes(country) && pass.days >= travelDay)
    .sort((a, b) => a.price - b.price || a.days - b.days)
    .map(toPlan);
}

export function orderStatus(order: RoamingOrderRow, now: Date): RoamingOrderStatus {
  if (order.cancelled) return 'cancelled';
  const today = dateOf(now);
  if (order.endDate < today) return 'expired';
  if (order.startDate > today) return 'pending';
  return 'active';
}

export function orderPrice(order: RoamingOrderRow): number {
  return Math.max(0, order.listPrice - order.discount);
}

export function toOrderDetail(order: RoamingOrderRow, now: Date): RoamingOrderDetail {
  return {
    orderId: order.orderId,
    packageId: order.packageId,
    packageName: findPass(order.packageId)?.name ?? order.packageId,
    startDate: order.startDate,
    endDate: order.endDate,
    status: orderStatus(order, now),
    orderDate: order.orderDate,
    deviceNo: order.deviceNo,
    price: orderPrice(order),
    listPrice: order.listPrice,
    discount: order.discount,
    couponSn: order.couponSn,
    travelInsurance: order.travelInsurance,
    channel: order.channel,
  };
}

export function ordersOf(deviceNo: string): RoamingOrderRow[] {
  return db()
    .roaming.orders.filter((order) => order.deviceNo === deviceNo)
    .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.orderId.localeCompare(a.orderId));
}

/** The pass running today, if any. */
export function currentOrder(deviceNo: string, now: Date): RoamingOrderRow | undefined {
  return ordersOf(deviceNo).find((order) => orderStatus(order, now) === 'active');
}

function monthKey(date: string): string {
  return date.slice(0, 7).replace('-', '');
}

/** The Taipei month of `now` as `YYYYMM`. */
export function thisMonth(now: Date): string {
  const { year, month } = taipeiDate(now);
  return `${String(year)}${String(month).padStart(2, '0')}`;
}

/** What the number's passes ordered this Taipei month cost, after discounts. */
export function spentThisMonth(deviceNo: string, now: Date): number {
  const month = thisMonth(now);
  return ordersOf(deviceNo)
    .filter((order) => !order.cancelled && monthKey(order.orderDate) === month)
    .reduce((sum, order) => sum + orderPrice(order), 0);
}

export function dataUsedThisMonth(deviceNo: string, now: Date): number {
  const month = thisMonth(now);
  const orderIds = new Set(ordersOf(deviceNo).map((order) => order.orderId));
  return db()
    .roaming.dailyUsage.filter((row) => orderIds.has(row.orderId) && monthKey(row.date) === month)
    .reduce((sum, row) => sum + row.usedMB, 0);
}

export interface PassRequest {
  packageId: string;
  startDate: string;
  endDate: string;
  couponSn?: string | undefined;
}

/** A serial for this pass: usable, and not limited to other passes. */
export function checkCoupon(sn: string, packageId: string): Outcome<RoamingCouponRow> {
  const outcome = couponInfo(sn);
  if (!outcome.ok) return outcome;
  if (outcome.value.packageIds.length > 0 && !outcome.value.packageIds.includes(packageId)) {
    return refused(ROAMING_REFUSALS.couponNotForPass);
  }
  return outcome;
}

/** A coupon serial as CouponRatePlanInfo judges it (exact, upper-case). */
export function couponInfo(sn: string): Outcome<RoamingCouponRow> {
  const coupon = db().roaming.coupons.find((row) => row.sn === sn);
  if (!coupon) return refused(ROAMING_REFUSALS.unknownCoupon);
  if (coupon.usedByOrderId !== null) return refused(ROAMING_REFUSALS.usedCoupon);
  return accepted(coupon);
}

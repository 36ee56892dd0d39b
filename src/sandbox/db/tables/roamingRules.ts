import type {
  RoamingOrderDetail,
  RoamingOrderStatus,
  RoamingPlan,
  SpendCap,
  SpendCapAlertLevel,
} from '../../../api/types/roaming';
import { SPEND_CAP_ALERT_LEVELS } from '../../../api/types/roaming';
import { dateOf, taipeiDate } from '../dates';
import { db } from '../state';
import { tripDays, type RoamingOrderRow, type RoamingPassRow, type SpendCapRow } from './roaming';

/** The carrier's wording for roaming refusals (Traditional Chinese, as the carrier writes). */
/** NT$ as the carrier's messages write it ("NT$1,000"). */
function ntd(amount: number): string {
  return `NT$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

export const ROAMING_MESSAGES = {
  notMobile: '此門號不適用國際漫遊服務',
  notInitialised: '此門號尚未開通漫遊服務，請先開通',
  unknownPass: '查無此漫遊方案',
  badDates: '日期格式不正確',
  startInPast: '開始日期不可早於今天',
  endBeforeStart: '結束日期不可早於開始日期',
  tooLong: '旅遊天數超過此方案的天數',
  unknownCoupon: '查無此優惠序號',
  usedCoupon: '此優惠序號已使用',
  couponNotForPass: '此優惠序號不適用此方案',
  pidMismatch: '身分證號與門號申請人不符',
  badSettings: '漫遊設定資料不正確',
  badCap: '漫遊上限資料不正確',
  unknownOrder: '查無此訂單',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

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

function thisMonth(now: Date): string {
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

export const DEFAULT_CAP: Omit<SpendCapRow, 'deviceNo'> = {
  enabled: false,
  monthlyAmount: 1000,
  dataThresholdMB: null,
  channel: 'SMS',
  action: 'alert',
};

export function capOf(deviceNo: string): SpendCapRow {
  return db().roaming.caps.find((row) => row.deviceNo === deviceNo) ?? { deviceNo, ...DEFAULT_CAP };
}

/** The cap with the month's figures; an alert level is reached by the spend or by the data. */
export function spendCapView(deviceNo: string, now: Date): SpendCap {
  const cap = capOf(deviceNo);
  const spent = spentThisMonth(deviceNo, now);
  const dataUsed = dataUsedThisMonth(deviceNo, now);
  const spendShare = cap.monthlyAmount > 0 ? (spent / cap.monthlyAmount) * 100 : 0;
  const dataShare =
    cap.dataThresholdMB !== null && cap.dataThresholdMB > 0
      ? (dataUsed / cap.dataThresholdMB) * 100
      : 0;
  const share = Math.max(spendShare, dataShare);
  const alertsReached: SpendCapAlertLevel[] = cap.enabled
    ? SPEND_CAP_ALERT_LEVELS.filter((level) => share >= level)
    : [];
  return {
    enabled: cap.enabled,
    monthlyAmount: cap.monthlyAmount,
    dataThresholdMB: cap.dataThresholdMB,
    channel: cap.channel,
    action: cap.action,
    month: thisMonth(now),
    spentThisMonth: spent,
    dataUsedThisMonthMB: dataUsed,
    alertsReached,
  };
}

export interface PassRequest {
  packageId: string;
  startDate: string;
  endDate: string;
  couponSn?: string | undefined;
}

export type PassCheck =
  | { ok: true; pass: RoamingPassRow; discount: number; couponSn: string | null }
  | { ok: false; message: string };

function refused(message: string): PassCheck {
  return { ok: false, message };
}

function checkCoupon(
  sn: string,
  packageId: string,
): { ok: true; discount: number } | { ok: false; message: string } {
  const coupon = db().roaming.coupons.find((row) => row.sn === sn);
  if (!coupon) return { ok: false, message: ROAMING_MESSAGES.unknownCoupon };
  if (coupon.usedByOrderId !== null) return { ok: false, message: ROAMING_MESSAGES.usedCoupon };
  if (coupon.packageIds.length > 0 && !coupon.packageIds.includes(packageId)) {
    return { ok: false, message: ROAMING_MESSAGES.couponNotForPass };
  }
  return { ok: true, discount: coupon.discount };
}

/** A coupon serial as CouponRatePlanInfo judges it (exact, upper-case). */
export function couponInfo(sn: string) {
  const coupon = db().roaming.coupons.find((row) => row.sn === sn);
  if (!coupon) return { ok: false as const, message: ROAMING_MESSAGES.unknownCoupon };
  if (coupon.usedByOrderId !== null) {
    return { ok: false as const, message: ROAMING_MESSAGES.usedCoupon };
  }
  return { ok: true as const, coupon };
}

/**
 * Every rule of a pass order: roaming set up, a known pass, Taipei dates from today on with the
 * end not before the start and within the pass's days, a usable serial, and a "stop" cap that
 * the order would not pass.
 */
export function checkPassRequest(deviceNo: string, request: PassRequest, now: Date): PassCheck {
  if (!db().roaming.settings.some((row) => row.deviceNo === deviceNo)) {
    return refused(ROAMING_MESSAGES.notInitialised);
  }
  const pass = findPass(request.packageId);
  if (!pass) return refused(ROAMING_MESSAGES.unknownPass);
  if (!DATE.test(request.startDate) || !DATE.test(request.endDate)) {
    return refused(ROAMING_MESSAGES.badDates);
  }
  if (request.startDate < dateOf(now)) return refused(ROAMING_MESSAGES.startInPast);
  if (request.endDate < request.startDate) return refused(ROAMING_MESSAGES.endBeforeStart);
  if (tripDays(request.startDate, request.endDate) > pass.days) {
    return refused(ROAMING_MESSAGES.tooLong);
  }
  let discount = 0;
  const sn = request.couponSn?.trim() ?? '';
  if (sn !== '') {
    const coupon = checkCoupon(sn, pass.packageId);
    if (!coupon.ok) return refused(coupon.message);
    discount = coupon.discount;
  }
  const price = Math.max(0, pass.price - discount);
  const cap = capOf(deviceNo);
  const spent = spentThisMonth(deviceNo, now);
  if (cap.enabled && cap.action === 'stop' && spent + price > cap.monthlyAmount) {
    return refused(
      `此方案 ${ntd(price)} 將使本月漫遊花費超過您設定的上限 ${ntd(cap.monthlyAmount)}` +
        `（本月已花費 ${ntd(spent)}），已依「停止漫遊數據」設定拒絕申辦`,
    );
  }
  return { ok: true, pass, discount, couponSn: sn === '' ? null : sn };
}

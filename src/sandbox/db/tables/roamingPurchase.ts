import { dateOf } from '../dates';
import { accepted, refused, type Outcome, type Refusal } from '../outcome';
import { db } from '../state';
import { tripDays, type RoamingPassRow } from './roaming';
import { capRefusal } from './roamingCap';
import { checkCoupon, findPass, ROAMING_REFUSALS, type PassRequest } from './roamingRules';
import { lineMayOrder } from './mobileRules';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What an order that passed every rule is made of. */
export interface PassApproval {
  pass: RoamingPassRow;
  discount: number;
  couponSn: string | null;
}

/**
 * Why the line itself cannot take a pass: a suspended line (both ways) or a barred one (outgoing
 * barred: one-way suspension). The mobile rules decide whether the line may order
 * (`lineMayOrder`); roaming words which of the two it is.
 */
export function lineRefusal(deviceNo: string): Refusal | null {
  const database = db();
  if (lineMayOrder(database, deviceNo).ok) return null;
  const line = database.mobile.lines.find((row) => row.deviceNo === deviceNo);
  return line?.suspend === 'oneWaySuspended'
    ? ROAMING_REFUSALS.lineBarred
    : ROAMING_REFUSALS.lineSuspended;
}

/** Roaming set up and switched on, for a line in service. */
function serviceRefusal(deviceNo: string): Refusal | null {
  const settings = db().roaming.settings.find((row) => row.deviceNo === deviceNo);
  if (!settings) return ROAMING_REFUSALS.notInitialised;
  const line = lineRefusal(deviceNo);
  if (line) return line;
  if (settings.switch === 'N') {
    return settings.offReason === 'spendCap'
      ? ROAMING_REFUSALS.capStopped
      : ROAMING_REFUSALS.roamingOff;
  }
  return null;
}

/**
 * Every rule of a pass order: roaming set up and on, a line in service, a known pass, Taipei dates
 * from today on with the end not before the start and within the pass's days, a usable serial,
 * and a "stop" cap that the order would not pass (by the spend or the data threshold).
 */
export function checkPassRequest(
  deviceNo: string,
  request: PassRequest,
  now: Date,
): Outcome<PassApproval> {
  const service = serviceRefusal(deviceNo);
  if (service) return refused(service);
  const pass = findPass(request.packageId);
  if (!pass) return refused(ROAMING_REFUSALS.unknownPass);
  if (!DATE.test(request.startDate) || !DATE.test(request.endDate)) {
    return refused(ROAMING_REFUSALS.badDates);
  }
  if (request.startDate < dateOf(now)) return refused(ROAMING_REFUSALS.startInPast);
  if (request.endDate < request.startDate) return refused(ROAMING_REFUSALS.endBeforeStart);
  if (tripDays(request.startDate, request.endDate) > pass.days) {
    return refused(ROAMING_REFUSALS.tooLong);
  }
  let discount = 0;
  const sn = request.couponSn?.trim() ?? '';
  if (sn !== '') {
    const coupon = checkCoupon(sn, pass.packageId);
    if (!coupon.ok) return coupon;
    discount = coupon.value.discount;
  }
  const cap = capRefusal(deviceNo, Math.max(0, pass.price - discount), now);
  if (cap) return refused(cap);
  return accepted({ pass, discount, couponSn: sn === '' ? null : sn });
}

import { dateAfter, dateOf } from '../dates';
import { accepted, type Outcome } from '../outcome';
import { mutate, nextSequence } from '../state';
import type { PrepaidCouponRow } from './prepaidAccounts';
import { prepaidRefusal } from './prepaidCards';
import { isCardExpired } from './prepaidCardRules';

/** Prepaid coupon codes (Coupon/SaveCouponForPrePaid): each adds its value to the bonus account. */

export interface RedeemedCoupon {
  coupon: PrepaidCouponRow;
  couponNo: string;
  validFrom: string;
  validUntil: string;
}

export function redeemPrepaidCoupon(
  number: string,
  code: string,
  now: Date,
): Outcome<RedeemedCoupon> {
  const couponNo = `PC${String(nextSequence()).padStart(8, '0')}`;
  return mutate((database) => {
    const card = database.prepaidSubscribers.find((row) => row.number === number);
    if (!card || isCardExpired(card, now)) return prepaidRefusal('NUMBER_EXPIRED');
    const coupon = database.prepaidAccounts.coupons.find((row) => row.code === code);
    if (!coupon) return prepaidRefusal('COUPON_UNKNOWN');
    if (coupon.usedBy !== null) return prepaidRefusal('COUPON_USED');
    coupon.usedBy = number;
    coupon.usedAt = now.toISOString();
    const validUntil = dateAfter(now, coupon.validDays);
    database.prepaidAccounts.credits.push({
      id: couponNo,
      number,
      account: 'bonus',
      amount: coupon.value,
      validUntil,
      source: `coupon ${coupon.code}`,
    });
    return accepted({ coupon, couponNo, validFrom: dateOf(now), validUntil });
  });
}

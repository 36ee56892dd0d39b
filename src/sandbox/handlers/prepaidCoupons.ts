import { http } from 'msw';
import type { Coupon } from '../../api/coupon';
import { redeemPrepaidCoupon } from '../db/tables/prepaidCouponRules';
import { apiUrl } from './support';
import { jsonBody, ok, refuseWith, text } from './respond';
import { hasPrepaidToken, withPrepaidCard } from './prepaidSupport';

/**
 * Coupon/SaveCouponForPrePaid from a prepaid holder (the prepaid token): the code's value goes to
 * the bonus account. A member's call (no prepaid token) falls through to handlers/coupons.ts.
 */
export const prepaidCouponHandlers = [
  http.post(apiUrl('Coupon/SaveCouponForPrePaid'), async (info) => {
    if (!hasPrepaidToken(info.request)) return undefined;
    return withPrepaidCard(async ({ request, card, now }) => {
      const code = text((await jsonBody(request))?.couponno).toUpperCase();
      const outcome = redeemPrepaidCoupon(card.number, code, now);
      if (!outcome.ok) return refuseWith(outcome);
      const { coupon, couponNo, validFrom, validUntil } = outcome.value;
      return ok<Coupon>({
        couponNo,
        projectName: coupon.code,
        description: 'bonus',
        value: coupon.value,
        effectiveStartTime: validFrom,
        effectiveEndTime: validUntil,
        transferable: false,
      });
    })(info);
  }),
];

import { purchaseCoupon, type Coupon, type CouponProject } from '../../api/coupon';
import { memberApi } from './memberApi';

/** Buying a coupon (PurchaseCoupon): it joins the unused coupons. */
const couponApi = memberApi.injectEndpoints({
  endpoints: (build) => ({
    purchaseCoupon: build.mutation<Coupon, CouponProject>({
      queryFn: (projectName) => purchaseCoupon({ projectName }),
      invalidatesTags: (_result, error) => (error ? [] : ['Coupons']),
    }),
  }),
});

export const { usePurchaseCouponMutation } = couponApi;

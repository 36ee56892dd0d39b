import { afterEach, describe, expect, it } from 'vitest';
import {
  getUnusedCoupons,
  purchaseCoupon,
  transferCouponAct,
  transferCouponChk,
} from '../../src/api/coupon';
import { setCommonHeaderProvider } from '../../src/api/http';
import { redeemBenefit } from '../../src/api/memberArea';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { COUPON_RULE_MESSAGES } from '../../src/sandbox/db/tables/couponRules';
import { actAs, dataOf } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

describe('where coupons come from', () => {
  it('puts a transferred coupon in the receiver’s unused list', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const coupon = dataOf(await getUnusedCoupons()).find((row) => row.transferable);
    if (!coupon) throw new Error('a transferable coupon expected');
    const check = dataOf(await transferCouponChk({ transferNo: '0955123456' }));
    dataOf(await transferCouponAct({ coupon, check }));

    actAs(DEMO_CUSTOMER_IDS.enterprise);
    const received = dataOf(await getUnusedCoupons());
    expect(received).toContainEqual(
      expect.objectContaining({
        projectName: coupon.projectName,
        effectiveEndTime: coupon.effectiveEndTime,
      }),
    );
    expect(received.map((row) => row.couponNo)).not.toContain(coupon.couponNo);
  });

  it('adds a bought coupon to the unused list and refuses a project not for sale', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const bought = dataOf(await purchaseCoupon({ projectName: 'HAMI_MUSIC_30D' }));
    expect(bought.projectName).toBe('HAMI_MUSIC_30D');
    const unused = dataOf(await getUnusedCoupons()).map((row) => row.couponNo);
    expect(unused).toContain(bought.couponNo);
    const refused = await purchaseCoupon({ projectName: 'FREE_FOREVER' });
    expect('error' in refused && refused.error.message).toBe(COUPON_RULE_MESSAGES.projectUnknown);
  });

  it('gives the coupon of a redeemed benefit', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const redeemed = dataOf(await redeemBenefit({ code: 'BN01', seq: 1 }));
    expect(redeemed.coupon?.projectName).toBe('BN01');
    const unused = dataOf(await getUnusedCoupons()).map((row) => row.couponNo);
    expect(unused).toContain(redeemed.coupon?.couponNo);
  });
});

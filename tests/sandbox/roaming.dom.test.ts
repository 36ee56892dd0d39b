import { afterEach, describe, expect, it } from 'vitest';
import {
  applyRoamingToEShop,
  applyRoamingToEShopWithTravelInsurance,
  applyRoamingWithTravelInsurance,
  insuranceLog,
} from '../../src/api/contract';
import { getCountryByIp, getRoamingProcess } from '../../src/api/dashboard';
import { setCommonHeaderProvider } from '../../src/api/http';
import {
  canOrDacProvisionRateplan,
  getCouponRatePlanInfo,
  getRefillHistory,
  getRoamingPlanSuggestion,
  getRoamingUsingInfo,
  getSpendCap,
  getSubrDataUsage,
  getSubrSettings,
  getSubscriptionHistory,
  getSubscriptionHistoryDetail,
  getSubscriptionInfo,
  initRoamingService,
  setSpendCap,
  setSubrSettings,
} from '../../src/api/rsc';
import { sandboxNow } from '../../src/sandbox/db/clock';
import { dateAfter, dateOf, taipeiDate } from '../../src/sandbox/db/dates';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { db } from '../../src/sandbox/db/state';
import { ROAMING_COUPONS } from '../../src/sandbox/db/tables/roaming';
import { ROAMING_REFUSALS as REFUSALS } from '../../src/sandbox/db/tables/roamingRules';
import { actAs } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

function dataOf<T>(result: { data: T } | { error: unknown }): T {
  if ('error' in result) throw new Error(`expected data, got ${JSON.stringify(result.error)}`);
  return result.data;
}
const messageOf = (result: object) =>
  'error' in result ? (result.error as { message: string }).message : undefined;

const today = () => dateOf(sandboxNow());
const inDays = (days: number) => dateAfter(sandboxNow(), days);
const trip = (packageId: string, couponSn?: string) => ({
  packageId,
  startDate: inDays(3),
  endDate: inDays(7),
  ...(couponSn ? { couponSn } : {}),
});

describe('roaming passes', () => {
  it('suggests the passes that cover Japan for 5 days, cheapest first', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const suggestion = dataOf(
      await getRoamingPlanSuggestion({
        country: 'JP',
        startDatetime: inDays(3),
        endDatetime: inDays(7),
        travelDay: 5,
      }),
    );
    expect(suggestion.plans.map((plan) => plan.packageId)).toEqual([
      'JP5',
      'ASIA7',
      'JP8',
      'JP15U',
      'ASIA15U',
    ]);
    expect(suggestion.plans[0]).toMatchObject({ price: 299, days: 5, dataMB: 5120 });
  });

  it('lists the roaming applications of every number of the customer, whichever is selected', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0933555666');
    const applications = dataOf(await getRoamingProcess());
    expect(applications.some((row) => row.deviceNo === '0912345678')).toBe(true);
  });

  it('says the IP country is Japan', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getCountryByIp())).toEqual({ country: 'JP' });
  });

  it('refuses a fixed-line number', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
    expect(messageOf(await getSubscriptionInfo())).toBe(REFUSALS.notMobile.message);
  });
});

describe('buying a pass', () => {
  it('orders with the coupon and insurance, uses the coupon up and lists the order', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getCouponRatePlanInfo({ sn: ROAMING_COUPONS.valid }))).toMatchObject({
      discount: 100,
    });
    const order = dataOf(
      await applyRoamingToEShopWithTravelInsurance(trip('JP5', ROAMING_COUPONS.valid)),
    );
    expect(order.price).toBe(199);
    expect(messageOf(await getCouponRatePlanInfo({ sn: ROAMING_COUPONS.valid }))).toBe(
      REFUSALS.usedCoupon.message,
    );
    const { year, month } = taipeiDate(sandboxNow());
    const orders = dataOf(await getSubscriptionHistory({ year, month }));
    expect(orders[0]).toMatchObject({ orderId: order.orderId, price: 199, status: 'pending' });
    const details = dataOf(await getSubscriptionHistoryDetail({ deviceNo: '0912345678' }));
    expect(details.find((row) => row.orderId === order.orderId)).toMatchObject({
      travelInsurance: true,
      couponSn: ROAMING_COUPONS.valid,
      discount: 100,
      listPrice: 299,
    });
    const applications = dataOf(await getRoamingProcess());
    expect(applications.some((row) => row.status === 'inProgress')).toBe(true);
  });

  it('refuses a used or unknown serial, a past start, an end before the start, a trip too long', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(messageOf(await getCouponRatePlanInfo({ sn: ROAMING_COUPONS.used }))).toBe(
      REFUSALS.usedCoupon.message,
    );
    expect(messageOf(await applyRoamingToEShop(trip('JP5', 'NOPE1')))).toBe(
      REFUSALS.unknownCoupon.message,
    );
    expect(
      messageOf(
        await applyRoamingToEShop({ packageId: 'JP5', startDate: inDays(-1), endDate: inDays(2) }),
      ),
    ).toBe(REFUSALS.startInPast.message);
    expect(
      messageOf(
        await applyRoamingToEShop({ packageId: 'JP5', startDate: inDays(5), endDate: inDays(4) }),
      ),
    ).toBe(REFUSALS.endBeforeStart.message);
    expect(
      messageOf(
        await applyRoamingToEShop({ packageId: 'JP3', startDate: inDays(1), endDate: inDays(6) }),
      ),
    ).toBe(REFUSALS.tooLong.message);
  });

  it('orders through the header call with insurance, and checks provisioning by pid', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const order = dataOf(
      await applyRoamingWithTravelInsurance({
        packageId: 'KR5',
        startDate: today(),
        endDate: inDays(4),
      }),
    );
    expect(order.price).toBe(299);
    const params = { packageId: 'JP5', startDate: inDays(2), endDate: inDays(6) };
    expect(dataOf(await canOrDacProvisionRateplan({ ...params, pid: 'a123456789' }))).toEqual({
      allowed: true,
    });
    expect(dataOf(await canOrDacProvisionRateplan({ ...params, pid: 'B123456789' }))).toEqual({
      allowed: false,
      reason: REFUSALS.pidMismatch.message,
      code: REFUSALS.pidMismatch.code,
    });
  });
});

describe('the spend cap', () => {
  it('refuses a pass that would pass a "stop" cap, with the reason', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const cap = dataOf(
      await setSpendCap({
        enabled: true,
        monthlyAmount: 500,
        dataThresholdMB: null,
        channel: 'SMS',
        action: 'stop',
      }),
    );
    expect(cap.spentThisMonth).toBeLessThan(250);
    dataOf(await applyRoamingToEShop(trip('JP5')));
    const after = dataOf(await getSpendCap());
    expect(after.spentThisMonth).toBeGreaterThan(250);
    expect(after.alertsReached).toContain(50);
    const refusal = messageOf(await applyRoamingToEShop(trip('JP15U')));
    expect(refusal).toContain('NT$500');
    expect(refusal).toContain('停止漫遊數據');
  });

  it('lets an "alert only" cap be passed, reaching the 100 % alert', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    dataOf(
      await setSpendCap({
        enabled: true,
        monthlyAmount: 300,
        dataThresholdMB: null,
        channel: 'EMAIL',
        action: 'alert',
      }),
    );
    dataOf(await applyRoamingToEShop(trip('JP15U')));
    expect(dataOf(await getSpendCap()).alertsReached).toEqual([50, 80, 100]);
  });

  it('refuses a cap without a whole positive amount', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(
      messageOf(
        await setSpendCap({
          enabled: true,
          monthlyAmount: 0,
          dataThresholdMB: null,
          channel: 'SMS',
          action: 'stop',
        }),
      ),
    ).toBe(REFUSALS.badCap.message);
  });
});

describe('settings, usage and history', () => {
  it('keeps roaming switched off', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    dataOf(await setSubrSettings({ switch: 'N', language: 'en', channel: 'SMS', mail: '' }));
    expect(dataOf(await getSubrSettings())).toEqual({
      switch: 'N',
      language: 'en',
      channel: 'SMS',
      mail: '',
    });
    expect(dataOf(await getSubscriptionInfo()).roamingEnabled).toBe(false);
  });

  it('needs an address for e-mail alerts', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(
      messageOf(await setSubrSettings({ switch: 'Y', language: 'zh', channel: 'EMAIL', mail: '' })),
    ).toBe(REFUSALS.badSettings.message);
  });

  it('sets roaming up for a number that never had it', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0933555666');
    expect(dataOf(await getSubscriptionInfo()).initialised).toBe(false);
    expect(messageOf(await getSubrSettings())).toBe(REFUSALS.notInitialised.message);
    dataOf(await initRoamingService());
    expect(dataOf(await getSubrSettings()).switch).toBe('Y');
  });

  it('shows the pass in use with its data use by day and its refills', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const current = dataOf(await getRoamingUsingInfo()).current;
    expect(current).toMatchObject({ packageId: 'JP3', status: 'active', endDate: today() });
    const usage = dataOf(await getSubrDataUsage());
    expect(usage.daily).toHaveLength(3);
    expect(usage.usedMB).toBe(2360);
    expect(usage.totalMB).toBe(4096);
    const refills = dataOf(
      await getRefillHistory({ packageId: 'JP3', orderDate: current?.orderDate ?? '' }),
    );
    expect(refills).toHaveLength(2);
  });

  it('has six past months of orders', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const details = dataOf(await getSubscriptionHistoryDetail({ deviceNo: '0912345678' }));
    const months = new Set(details.map((row) => row.orderDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it('logs insurance steps and refuses an unknown name without a call', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    dataOf(await insuranceLog('isY'));
    expect(messageOf(await insuranceLog('yes'))).toBe('Invalid Function name');
    expect(db().roaming.insuranceLog.map((row) => row.functionName)).toEqual(['isY']);
  });
});

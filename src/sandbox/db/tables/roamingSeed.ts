import { dateAfter, dateOf, isoDate, taipeiDate } from '../dates';
import {
  ROAMING_COUPONS,
  ROAMING_DEVICE,
  ROAMING_PASSES,
  type RoamingOrderRow,
  type RoamingTables,
} from './roaming';

function monthsBack(now: Date, months: number, day: number): string {
  const { year, month } = taipeiDate(now);
  return isoDate(year, month - months, day);
}

function pastOrder(now: Date, months: number, packageId: string, index: number): RoamingOrderRow {
  const pass = ROAMING_PASSES.find((row) => row.packageId === packageId);
  const days = pass?.days ?? 5;
  const orderDate = monthsBack(now, months, 8);
  const startDate = monthsBack(now, months, 12);
  const endDate = dateAfter(new Date(`${startDate}T12:00:00+08:00`), days - 1);
  return {
    orderId: `RO${orderDate.replaceAll('-', '')}${String(index).padStart(3, '0')}`,
    deviceNo: ROAMING_DEVICE,
    packageId,
    orderDate,
    startDate,
    endDate,
    listPrice: pass?.price ?? 0,
    discount: 0,
    couponSn: null,
    travelInsurance: index % 2 === 0,
    channel: 'web',
    cancelled: false,
    applicationNo: `RA${orderDate.replaceAll('-', '')}${String(index).padStart(3, '0')}`,
  };
}

/**
 * 0912345678 has six months of past orders (one used the serial USED2025), and the pass in use
 * now: JP3, from two days ago to today, with three days of data use and two refills. Its order
 * is dated its start, so the month's spend at the seed is NT$199 or, early on the 1st or 2nd, 0.
 * 0922333444 has roaming switched off and a NT$1,000 "alert only" cap; 0933555666 has never had
 * the roaming service set up.
 */
export function seedRoamingTables(now: Date): RoamingTables {
  const past = [
    pastOrder(now, 6, 'US10', 1),
    pastOrder(now, 5, 'KR5', 2),
    pastOrder(now, 4, 'JP5', 3),
    pastOrder(now, 3, 'ASIA7', 4),
    pastOrder(now, 2, 'JP8', 5),
    pastOrder(now, 1, 'JP5', 6),
  ];
  const usedCouponOrder = past[5];
  if (usedCouponOrder) {
    usedCouponOrder.discount = 100;
    usedCouponOrder.couponSn = ROAMING_COUPONS.used;
  }
  const today = dateOf(now);
  const activeStart = dateAfter(now, -2);
  const active: RoamingOrderRow = {
    orderId: `RO${activeStart.replaceAll('-', '')}007`,
    deviceNo: ROAMING_DEVICE,
    packageId: 'JP3',
    orderDate: activeStart,
    startDate: activeStart,
    endDate: today,
    listPrice: 199,
    discount: 0,
    couponSn: null,
    travelInsurance: true,
    channel: 'web',
    cancelled: false,
    applicationNo: `RA${activeStart.replaceAll('-', '')}007`,
  };
  const atDay = (days: number, hour: number) =>
    new Date(
      new Date(`${dateAfter(now, days)}T00:00:00+08:00`).getTime() + hour * 3_600_000,
    ).toISOString();
  return {
    passes: ROAMING_PASSES.map((pass) => ({ ...pass, countries: [...pass.countries] })),
    coupons: [
      { sn: ROAMING_COUPONS.valid, discount: 100, packageIds: [], usedByOrderId: null },
      {
        sn: ROAMING_COUPONS.used,
        discount: 100,
        packageIds: [],
        usedByOrderId: usedCouponOrder?.orderId ?? 'used',
      },
    ],
    settings: [
      { deviceNo: ROAMING_DEVICE, switch: 'Y', language: 'zh', channel: 'SMS', mail: '' },
      {
        deviceNo: '0922333444',
        switch: 'N',
        offReason: 'customer',
        language: 'zh',
        channel: 'EMAIL',
        mail: 'wang.xiaoming@example.com',
      },
    ],
    caps: [
      {
        deviceNo: ROAMING_DEVICE,
        enabled: false,
        monthlyAmount: 1000,
        dataThresholdMB: null,
        channel: 'SMS',
        action: 'alert',
      },
      {
        deviceNo: '0922333444',
        enabled: true,
        monthlyAmount: 1000,
        dataThresholdMB: 5120,
        channel: 'EMAIL',
        action: 'alert',
      },
    ],
    orders: [...past, active],
    dailyUsage: [
      { orderId: active.orderId, date: dateAfter(now, -2), usedMB: 820 },
      { orderId: active.orderId, date: dateAfter(now, -1), usedMB: 1130 },
      { orderId: active.orderId, date: today, usedMB: 410 },
    ],
    refills: [
      { orderId: active.orderId, at: atDay(-1, 20), volumeMB: 512, price: 59 },
      { orderId: active.orderId, at: atDay(0, 9), volumeMB: 512, price: 59 },
    ],
    refusedApplications: [
      {
        applicationNo: `RA${monthsBack(now, 2, 3).replaceAll('-', '')}901`,
        deviceNo: ROAMING_DEVICE,
        packageId: 'US10',
        appliedAt: new Date(
          new Date(`${monthsBack(now, 2, 3)}T00:00:00+08:00`).getTime() + 10 * 3_600_000,
        ).toISOString(),
      },
    ],
    insuranceLog: [],
    capAlerts: [],
  };
}

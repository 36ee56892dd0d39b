import type { RequestHandler } from 'msw';
import { http } from 'msw';
import {
  type RoamingCouponInfo,
  type RoamingOrder,
  type RoamingOrderDetail,
  type RoamingPlanSuggestion,
  type RoamingRefill,
  type RoamingUsage,
  type RoamingUsingInfo,
  type SubscriptionInfo,
} from '../../../api/types/roaming';
import { db } from '../../db/state';
import { tripDays } from '../../db/tables/roaming';
import {
  couponInfo,
  currentOrder,
  findPass,
  ordersOf,
  ROAMING_REFUSALS as REFUSALS,
  suggestPlans,
  toOrderDetail,
} from '../../db/tables/roamingRules';
import { apiUrl } from '../support';
import { ok, refuseWith } from '../respond';
import { withRoamingDevice, settingsOf, header, provisionCheck } from './shared';

/** The passes: the service summary, suggestions, usage, refills, serials, checks and history. */
export const rscHandlers: RequestHandler[] = [
  http.get(
    apiUrl('RSC/SubscriptionInfo'),
    withRoamingDevice(({ device, now }) => {
      const settings = settingsOf(device.deviceNo);
      return ok<SubscriptionInfo>({
        initialised: settings !== undefined,
        roamingEnabled: settings?.switch === 'Y',
        offReason: settings?.switch === 'N' ? (settings.offReason ?? 'customer') : null,
        subscriptions: ordersOf(device.deviceNo)
          .map((order) => toOrderDetail(order, now))
          .filter((order) => order.status === 'active' || order.status === 'pending')
          .map(({ orderId, packageId, packageName, startDate, endDate, status }) => ({
            orderId,
            packageId,
            packageName,
            startDate,
            endDate,
            status,
          })),
      });
    }),
  ),

  http.get(
    apiUrl('RSC/RoamingPlanSuggestion'),
    withRoamingDevice(({ request }) => {
      const query = new URL(request.url).searchParams;
      const country = (query.get('country') ?? '').trim().toUpperCase();
      const start = query.get('startDatetime') ?? '';
      const end = query.get('endDatetime') ?? '';
      const fromDates =
        start.length >= 10 && end.length >= 10 ? tripDays(start.slice(0, 10), end.slice(0, 10)) : 0;
      const travelDay = Number(query.get('travelDay')) || fromDates;
      if (country === '' || !Number.isInteger(travelDay) || travelDay < 1) {
        return refuseWith(REFUSALS.badDates);
      }
      return ok<RoamingPlanSuggestion>({
        country,
        travelDay,
        plans: suggestPlans(country, travelDay),
      });
    }),
  ),

  http.get(
    apiUrl('RSC/GetSubrDataUsage'),
    withRoamingDevice(({ device, now }) => {
      const order = currentOrder(device.deviceNo, now);
      const pass = order ? findPass(order.packageId) : undefined;
      const daily = order
        ? db()
            .roaming.dailyUsage.filter((row) => row.orderId === order.orderId)
            .sort((a, b) => a.date.localeCompare(b.date))
            .map(({ date, usedMB }) => ({ date, usedMB }))
        : [];
      const refilled = order
        ? db()
            .roaming.refills.filter((row) => row.orderId === order.orderId)
            .reduce((sum, row) => sum + row.volumeMB, 0)
        : 0;
      return ok<RoamingUsage>({
        orderId: order?.orderId ?? null,
        usedMB: daily.reduce((sum, row) => sum + row.usedMB, 0),
        totalMB: pass?.dataMB === null || !pass ? null : pass.dataMB + refilled,
        daily,
        updatedAt: now.toISOString(),
      });
    }),
  ),

  http.get(
    apiUrl('RSC/RoamingUsingInfo'),
    withRoamingDevice(({ device, now }) => {
      const order = currentOrder(device.deviceNo, now);
      if (!order) return ok<RoamingUsingInfo>({ current: null });
      const detail = toOrderDetail(order, now);
      return ok<RoamingUsingInfo>({
        current: {
          orderId: detail.orderId,
          packageId: detail.packageId,
          packageName: detail.packageName,
          startDate: detail.startDate,
          endDate: detail.endDate,
          status: detail.status,
          orderDate: detail.orderDate,
          dataMB: findPass(order.packageId)?.dataMB ?? null,
        },
      });
    }),
  ),

  http.get(
    apiUrl('RSC/GetRefillHistory'),
    withRoamingDevice(({ request, device }) => {
      const packageId = header(request, 'packageid');
      const orderDate = header(request, 'orderdate');
      const order = ordersOf(device.deviceNo).find(
        (row) => row.packageId === packageId && row.orderDate === orderDate,
      );
      if (!order) return refuseWith(REFUSALS.unknownOrder);
      return ok<RoamingRefill[]>(
        db()
          .roaming.refills.filter((row) => row.orderId === order.orderId)
          .sort((a, b) => b.at.localeCompare(a.at))
          .map((row) => ({ refillDatetime: row.at, volumeMB: row.volumeMB, price: row.price })),
      );
    }),
  ),

  http.post(apiUrl('RSC/CANProvisionRateplan'), withRoamingDevice(provisionCheck)),
  http.post(apiUrl('RSC/CanOrDacProvisionRateplan'), withRoamingDevice(provisionCheck)),

  http.post(
    apiUrl('RSC/CouponRatePlanInfo'),
    withRoamingDevice(({ request }) => {
      const outcome = couponInfo(header(request, 'sn'));
      if (!outcome.ok) return refuseWith(outcome);
      return ok<RoamingCouponInfo>({
        sn: outcome.value.sn,
        discount: outcome.value.discount,
        packageIds: [...outcome.value.packageIds],
      });
    }),
  ),

  http.get(
    apiUrl('RSC/GetSubscriptionHistory'),
    withRoamingDevice(({ request, device, now }) => {
      const year = Number(header(request, 'year'));
      const month = Number(header(request, 'month'));
      if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
        return refuseWith(REFUSALS.badDates);
      }
      const prefix = `${String(year)}-${String(month).padStart(2, '0')}`;
      return ok<RoamingOrder[]>(
        ordersOf(device.deviceNo)
          .filter((order) => order.orderDate.startsWith(prefix))
          .map((order) => {
            const detail = toOrderDetail(order, now);
            return {
              orderId: detail.orderId,
              packageId: detail.packageId,
              packageName: detail.packageName,
              startDate: detail.startDate,
              endDate: detail.endDate,
              status: detail.status,
              orderDate: detail.orderDate,
              deviceNo: detail.deviceNo,
              price: detail.price,
            };
          }),
      );
    }),
  ),

  http.get(
    apiUrl('RSC/GetSubscriptionHistoryDetail'),
    withRoamingDevice(({ device, now }) =>
      ok<RoamingOrderDetail[]>(ordersOf(device.deviceNo).map((order) => toOrderDetail(order, now))),
    ),
  ),
];

import type { ApplicationProcess } from '../../api/dashboard';
import { http } from 'msw';
import type { ProvisionCheck } from '../../api/rsc';
import {
  ROAMING_ALERT_LANGUAGES,
  type CountryByIp,
  type RoamingAlertChannel,
  type RoamingAlertLanguage,
  type RoamingCouponInfo,
  type RoamingOrder,
  type RoamingOrderDetail,
  type RoamingOrderResult,
  type RoamingPlanSuggestion,
  type RoamingRefill,
  type RoamingSettings,
  type RoamingUsage,
  type RoamingUsingInfo,
  type SpendCap,
  type SubscriptionInfo,
} from '../../api/types/roaming';
import { sandboxNow } from '../db/clock';
import { dateOf } from '../db/dates';
import { db, mutate, nextSequence } from '../db/state';
import { SANDBOX_IP_COUNTRY, tripDays, type SpendCapRow } from '../db/tables/roaming';
import {
  checkPassRequest,
  couponInfo,
  currentOrder,
  findPass,
  orderStatus,
  ordersOf,
  ROAMING_MESSAGES as MESSAGES,
  spendCapView,
  suggestPlans,
  toOrderDetail,
  type PassRequest,
} from './roamingRules';
import { apiUrl, withDevice, type DeviceContext } from './support';
import { jsonBody, ok, refuse } from './respond';

type Resolver = (context: DeviceContext & { now: Date }) => Response | Promise<Response>;

/** A roaming call about the selected number, which must be a mobile number. */
function withRoamingDevice(resolver: Resolver) {
  return withDevice((context) =>
    context.device.deviceType === 'mobile'
      ? resolver({ ...context, now: sandboxNow() })
      : refuse(MESSAGES.notMobile),
  );
}

function settingsOf(deviceNo: string) {
  return db().roaming.settings.find((row) => row.deviceNo === deviceNo);
}

function header(request: Request, name: string): string {
  return (request.headers.get(name) ?? '').trim();
}

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isLanguage(value: string): value is RoamingAlertLanguage {
  return (ROAMING_ALERT_LANGUAGES as readonly string[]).includes(value);
}

function isChannel(value: unknown): value is RoamingAlertChannel {
  return value === 'SMS' || value === 'EMAIL';
}

function readCap(body: Record<string, unknown> | null, deviceNo: string): SpendCapRow | null {
  if (!body) return null;
  const { enabled, monthlyAmount, dataThresholdMB, channel, action } = body;
  if (typeof enabled !== 'boolean') return null;
  if (typeof monthlyAmount !== 'number' || !Number.isInteger(monthlyAmount)) return null;
  if (monthlyAmount < 1 || monthlyAmount > 100_000) return null;
  if (dataThresholdMB !== null && (typeof dataThresholdMB !== 'number' || dataThresholdMB < 1)) {
    return null;
  }
  if (!isChannel(channel) || (action !== 'stop' && action !== 'alert')) return null;
  return { deviceNo, enabled, monthlyAmount, dataThresholdMB, channel, action };
}

/** Records an order that passed every rule; the serial is used up with it. */
function placeOrder(
  deviceNo: string,
  request: PassRequest,
  travelInsurance: boolean,
  channel: 'web' | 'eshop',
  now: Date,
) {
  const check = checkPassRequest(deviceNo, request, now);
  if (!check.ok) return refuse(check.message);
  const sequence = String(nextSequence()).padStart(3, '0');
  const today = dateOf(now).replaceAll('-', '');
  const orderId = `RO${today}${sequence}`;
  mutate((database) => {
    database.roaming.orders.push({
      orderId,
      deviceNo,
      packageId: check.pass.packageId,
      orderDate: dateOf(now),
      startDate: request.startDate,
      endDate: request.endDate,
      listPrice: check.pass.price,
      discount: check.discount,
      couponSn: check.couponSn,
      travelInsurance,
      channel,
      cancelled: false,
      applicationNo: `RA${today}${sequence}`,
    });
    const coupon = database.roaming.coupons.find((row) => row.sn === check.couponSn);
    if (coupon) coupon.usedByOrderId = orderId;
  });
  return ok<RoamingOrderResult>({
    orderId,
    price: Math.max(0, check.pass.price - check.discount),
  });
}

async function applicationOf(request: Request): Promise<PassRequest | null> {
  const body = await jsonBody(request);
  if (!body) return null;
  const { packageId, startDate, endDate, couponSn } = body;
  if (typeof packageId !== 'string' || typeof startDate !== 'string') return null;
  if (typeof endDate !== 'string') return null;
  return {
    packageId,
    startDate,
    endDate,
    couponSn: typeof couponSn === 'string' ? couponSn : undefined,
  };
}

function provisionCheck({ request, customer, device, now }: DeviceContext & { now: Date }) {
  if (header(request, 'pid').toUpperCase() !== customer.pid) {
    return ok<ProvisionCheck>({ allowed: false, reason: MESSAGES.pidMismatch });
  }
  const check = checkPassRequest(
    device.deviceNo,
    {
      packageId: header(request, 'packageid'),
      startDate: header(request, 'startdate'),
      endDate: header(request, 'enddate'),
    },
    now,
  );
  return ok<ProvisionCheck>(
    check.ok ? { allowed: true } : { allowed: false, reason: check.message },
  );
}

const rscHandlers = [
  http.get(
    apiUrl('RSC/SubscriptionInfo'),
    withRoamingDevice(({ device, now }) => {
      const settings = settingsOf(device.deviceNo);
      return ok<SubscriptionInfo>({
        initialised: settings !== undefined,
        roamingEnabled: settings?.switch === 'Y',
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
        return refuse(MESSAGES.badDates);
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
      if (!order) return refuse(MESSAGES.unknownOrder);
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

  http.get(
    apiUrl('RSC/GetSubrSettings'),
    withRoamingDevice(({ device }) => {
      const settings = settingsOf(device.deviceNo);
      if (!settings) return refuse(MESSAGES.notInitialised);
      return ok<RoamingSettings>({
        switch: settings.switch,
        language: settings.language,
        channel: settings.channel,
        mail: settings.mail,
      });
    }),
  ),

  http.post(
    apiUrl('RSC/SetSubrSettings'),
    withRoamingDevice(({ request, device }) => {
      if (!settingsOf(device.deviceNo)) return refuse(MESSAGES.notInitialised);
      const roamingSwitch = header(request, 'switch');
      const language = header(request, 'language');
      const channel = header(request, 'channel');
      const mail = header(request, 'mail');
      if (roamingSwitch !== 'Y' && roamingSwitch !== 'N') return refuse(MESSAGES.badSettings);
      if (!isLanguage(language) || !isChannel(channel)) return refuse(MESSAGES.badSettings);
      if (channel === 'EMAIL' && !MAIL.test(mail)) return refuse(MESSAGES.badSettings);
      mutate((database) => {
        const row = database.roaming.settings.find((item) => item.deviceNo === device.deviceNo);
        if (!row) return;
        row.switch = roamingSwitch;
        row.language = language;
        row.channel = channel;
        row.mail = channel === 'EMAIL' ? mail : '';
      });
      return ok<RoamingSettings>({
        switch: roamingSwitch,
        language,
        channel,
        mail: channel === 'EMAIL' ? mail : '',
      });
    }),
  ),

  http.post(
    apiUrl('RSC/CouponRatePlanInfo'),
    withRoamingDevice(({ request }) => {
      const outcome = couponInfo(header(request, 'sn'));
      if (!outcome.ok) return refuse(outcome.message);
      return ok<RoamingCouponInfo>({
        sn: outcome.coupon.sn,
        discount: outcome.coupon.discount,
        packageIds: [...outcome.coupon.packageIds],
      });
    }),
  ),

  http.post(
    apiUrl('RSC/InitRoamingService'),
    withRoamingDevice(({ device }) => {
      mutate((database) => {
        if (database.roaming.settings.some((row) => row.deviceNo === device.deviceNo)) return;
        database.roaming.settings.push({
          deviceNo: device.deviceNo,
          switch: 'Y',
          language: 'zh',
          channel: 'SMS',
          mail: '',
        });
      });
      return ok<{ initialised: true }>({ initialised: true });
    }),
  ),

  http.get(
    apiUrl('RSC/GetSubscriptionHistory'),
    withRoamingDevice(({ request, device, now }) => {
      const year = Number(header(request, 'year'));
      const month = Number(header(request, 'month'));
      if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
        return refuse(MESSAGES.badDates);
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

  http.get(
    apiUrl('RSC/GetSpendCap'),
    withRoamingDevice(({ device, now }) => ok<SpendCap>(spendCapView(device.deviceNo, now))),
  ),

  http.post(
    apiUrl('RSC/SetSpendCap'),
    withRoamingDevice(async ({ request, device, now }) => {
      const cap = readCap(await jsonBody(request), device.deviceNo);
      if (!cap) return refuse(MESSAGES.badCap);
      mutate((database) => {
        database.roaming.caps = [
          ...database.roaming.caps.filter((row) => row.deviceNo !== device.deviceNo),
          cap,
        ];
      });
      return ok<SpendCap>(spendCapView(device.deviceNo, now));
    }),
  ),
];

const contractHandlers = [
  http.post(
    apiUrl('Contract/ApplyRoamingToEShop'),
    withRoamingDevice(async ({ request, device, now }) => {
      const application = await applicationOf(request);
      if (!application) return refuse(MESSAGES.badDates);
      return placeOrder(device.deviceNo, application, false, 'eshop', now);
    }),
  ),

  http.post(
    apiUrl('Contract/ApplyRoamingToEShopWithTravelInsurance'),
    withRoamingDevice(async ({ request, device, now }) => {
      const application = await applicationOf(request);
      if (!application) return refuse(MESSAGES.badDates);
      return placeOrder(device.deviceNo, application, true, 'eshop', now);
    }),
  ),

  http.post(
    apiUrl('Contract/ApplyRoamingWithTravelInsurance'),
    withRoamingDevice(({ request, device, now }) =>
      placeOrder(
        device.deviceNo,
        {
          packageId: header(request, 'packageid'),
          startDate: header(request, 'startdate'),
          endDate: header(request, 'enddate'),
        },
        true,
        'web',
        now,
      ),
    ),
  ),

  http.get(
    apiUrl('Contract/InsuranceLog'),
    withRoamingDevice(({ request, device, now }) => {
      const functionName = new URL(request.url).searchParams.get('function') ?? '';
      mutate((database) => {
        database.roaming.insuranceLog.push({
          deviceNo: device.deviceNo,
          functionName,
          at: now.toISOString(),
        });
      });
      return ok<{ logged: true }>({ logged: true });
    }),
  ),
];

const dashboardHandlers = [
  http.get(
    apiUrl('dashboard/RoamingProcess'),
    withRoamingDevice(({ device, now }) => {
      const fromOrders: ApplicationProcess[] = ordersOf(device.deviceNo).map((order) => {
        const done = orderStatus(order, now) !== 'pending';
        return {
          id: order.applicationNo,
          title: findPass(order.packageId)?.name ?? order.packageId,
          deviceNo: device.deviceNo,
          status: done ? 'completed' : 'inProgress',
          appliedOn: order.orderDate,
          expectedOn: done ? null : order.startDate,
          steps: [
            { key: 'applied', date: order.orderDate, done: true },
            { key: 'activated', date: order.startDate, done },
          ],
        };
      });
      const refused: ApplicationProcess[] = db()
        .roaming.refusedApplications.filter((row) => row.deviceNo === device.deviceNo)
        .map((row) => ({
          id: row.applicationNo,
          title: findPass(row.packageId)?.name ?? row.packageId,
          deviceNo: device.deviceNo,
          status: 'refused',
          appliedOn: row.appliedAt.slice(0, 10),
          expectedOn: null,
          steps: [{ key: 'applied', date: row.appliedAt.slice(0, 10), done: true }],
        }));
      return ok<ApplicationProcess[]>(
        [...fromOrders, ...refused].sort((a, b) => b.appliedOn.localeCompare(a.appliedOn)),
      );
    }),
  ),

  http.get(
    apiUrl('dashboard/CountryByIp'),
    withRoamingDevice(() => ok<CountryByIp>({ country: SANDBOX_IP_COUNTRY })),
  ),
];

/** Postpaid roaming: RSC, the Contract roaming orders and insurance log, dashboard lookups. */
export const roamingHandlers = [...rscHandlers, ...contractHandlers, ...dashboardHandlers];

import type { ProvisionCheck } from '../../../api/rsc';
import {
  ROAMING_ALERT_LANGUAGES,
  type RoamingAlertChannel,
  type RoamingAlertLanguage,
  type RoamingOrderResult,
} from '../../../api/types/roaming';
import { sandboxNow } from '../../db/clock';
import { dateOf } from '../../db/dates';
import { db, mutate, nextSequence } from '../../db/state';
import { type SpendCapRow } from '../../db/tables/roaming';
import {
  checkPassRequest,
  ROAMING_MESSAGES as MESSAGES,
  type PassRequest,
} from '../../db/tables/roamingRules';
import { withDevice, type DeviceContext } from '../support';
import { jsonBody, ok, refuse } from '../respond';

export type Resolver = (context: DeviceContext & { now: Date }) => Response | Promise<Response>;

/** A roaming call about the selected number, which must be a mobile number. */
export function withRoamingDevice(resolver: Resolver) {
  return withDevice((context) =>
    context.device.deviceType === 'mobile'
      ? resolver({ ...context, now: sandboxNow() })
      : refuse(MESSAGES.notMobile),
  );
}

export function settingsOf(deviceNo: string) {
  return db().roaming.settings.find((row) => row.deviceNo === deviceNo);
}

export function header(request: Request, name: string): string {
  return (request.headers.get(name) ?? '').trim();
}

export const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isLanguage(value: string): value is RoamingAlertLanguage {
  return (ROAMING_ALERT_LANGUAGES as readonly string[]).includes(value);
}

export function isChannel(value: unknown): value is RoamingAlertChannel {
  return value === 'SMS' || value === 'EMAIL';
}

export function readCap(
  body: Record<string, unknown> | null,
  deviceNo: string,
): SpendCapRow | null {
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
export function placeOrder(
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

export async function applicationOf(request: Request): Promise<PassRequest | null> {
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

export function provisionCheck({ request, customer, device, now }: DeviceContext & { now: Date }) {
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

/** Postpaid roaming: RSC, the Contract roaming orders and insurance log, dashboard lookups. */

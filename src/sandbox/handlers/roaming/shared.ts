import type { ProvisionCheck } from '../../../api/rsc';
import {
  ROAMING_ALERT_LANGUAGES,
  type RoamingAlertChannel,
  type RoamingAlertLanguage,
  type RoamingOrderResult,
} from '../../../api/types/roaming';
import { sandboxNow } from '../../db/clock';
import { dateOf } from '../../db/dates';
import { accepted, type Outcome } from '../../db/outcome';
import { db, mutate, nextSequence } from '../../db/state';
import { type SpendCapRow } from '../../db/tables/roaming';
import { settleRoaming } from '../../db/tables/roamingCap';
import { checkPassRequest } from '../../db/tables/roamingPurchase';
import { ROAMING_REFUSALS as REFUSALS, type PassRequest } from '../../db/tables/roamingRules';
import { withDevice, type DeviceContext } from '../support';
import { jsonBody, ok, refuseWith } from '../respond';

export type Resolver = (context: DeviceContext & { now: Date }) => Response | Promise<Response>;

/**
 * A roaming call about the selected number, which must be a mobile number. The number's roaming
 * is brought up to now before the call (today's use, the cap's stop and alerts) and again after
 * it, so that an order or a new cap sends its alerts at once.
 */
export function withRoamingDevice(resolver: Resolver) {
  return withDevice(async (context) => {
    if (context.device.deviceType !== 'mobile') return refuseWith(REFUSALS.notMobile);
    const { deviceNo } = context.device;
    const now = sandboxNow();
    mutate((database) => {
      settleRoaming(database, deviceNo, now);
    });
    const response = await resolver({ ...context, now });
    mutate((database) => {
      settleRoaming(database, deviceNo, now);
    });
    return response;
  });
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
): Outcome<RoamingOrderResult> {
  const outcome = checkPassRequest(deviceNo, request, now);
  if (!outcome.ok) return outcome;
  const check = outcome.value;
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
  return accepted({ orderId, price: Math.max(0, check.pass.price - check.discount) });
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

/** CANProvisionRateplan and CanOrDacProvisionRateplan: the order's rules, asked beforehand. */
export function provisionCheck({ request, customer, device, now }: DeviceContext & { now: Date }) {
  if (header(request, 'pid').toUpperCase() !== customer.pid) {
    const { code, message } = REFUSALS.pidMismatch;
    return ok<ProvisionCheck>({ allowed: false, reason: message, code });
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
    check.ok
      ? { allowed: true }
      : {
          allowed: false,
          reason: check.message,
          ...(check.code === undefined ? {} : { code: check.code }),
        },
  );
}

/** Postpaid roaming: RSC, the Contract roaming orders and insurance log, dashboard lookups. */

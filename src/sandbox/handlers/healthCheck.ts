import { http, type RequestHandler } from 'msw';
import type {
  AppointmentTime,
  HealthCheckAppointment,
  HealthCheckItemName,
  HealthCheckResult,
} from '../../api/healthCheck';
import { sandboxNow } from '../db/clock';
import { dateAfter } from '../db/dates';
import { db, mutate, nextSequence } from '../db/state';
import { LOGIN_LIMITS, SANDBOX_OTP_CODE } from '../db/tables/login';
import {
  HEALTH_DAYS,
  HEALTH_FAULTS,
  HEALTH_TIMES,
  withSupportTables,
  type HealthAppointmentRow,
} from '../db/tables/support';
import { apiUrl, withDevice, type DeviceContext } from './support';
import { jsonBody, ok, refuseWith, text } from './respond';

export const HEALTH_ERRORS = {
  wrongKind: { code: 'HEALTH_KIND', message: '線路健診僅提供市內電話及寬頻門號' },
  otpFirst: { code: 'HEALTH_OTP_FIRST', message: '請先完成簡訊驗證' },
  otpWrong: { code: 'OTP_WRONG', message: '簡訊驗證碼錯誤或已逾時，請重新輸入' },
  notFailed: { code: 'HEALTH_ITEM', message: '此項目檢測正常，無需預約維修' },
  alreadyBooked: { code: 'HEALTH_BOOKED', message: '此項目已預約維修' },
  timeTaken: { code: 'HEALTH_TIME_TAKEN', message: '此時段已額滿，請改選其他時段' },
} as const;

/** A confirmed code opens the check of that number for 30 minutes. */
export const HEALTH_ACCESS_TTL_MS = 30 * 60 * 1000;

const ITEMS: readonly HealthCheckItemName[] = ['connection', 'signal', 'equipment', 'speed'];

function tables() {
  return withSupportTables(db().support);
}

/** Timestamps as Taipei wall-clock ISO with offset, as the portal's format functions read them. */
function slotTimes(): string[] {
  const now = sandboxNow();
  return Array.from({ length: HEALTH_DAYS }, (_, index) => dateAfter(now, index + 1)).flatMap(
    (date) => HEALTH_TIMES.map((time) => `${date}T${time}:00+08:00`),
  );
}

function takenTimes(): Set<string> {
  return new Set(tables().healthAppointments.map((row) => row.time));
}

function appointmentsOf(deviceNo: string): HealthCheckAppointment[] {
  return tables()
    .healthAppointments.filter((row) => row.deviceNo === deviceNo)
    .map((row) => ({ id: row.id, item: row.item, time: row.time }));
}

function verified(context: DeviceContext): boolean {
  const now = sandboxNow().getTime();
  return tables().healthOtps.some(
    (row) =>
      row.customerId === context.customer.id &&
      row.deviceNo === context.device.deviceNo &&
      row.verified &&
      now - Date.parse(row.sentAt) < HEALTH_ACCESS_TTL_MS,
  );
}

type Resolver = (context: DeviceContext) => Response | Promise<Response>;

/** A fixed line or broadband number of the member; `open` also needs the confirmed code. */
function lineOnly(resolver: Resolver, open = true) {
  return withDevice((context) => {
    if (context.device.deviceType === 'mobile') return refuseWith(HEALTH_ERRORS.wrongKind);
    if (open && !verified(context)) return refuseWith(HEALTH_ERRORS.otpFirst);
    return resolver(context);
  });
}

function runCheck(deviceNo: string): HealthCheckResult {
  const faults = HEALTH_FAULTS[deviceNo] ?? {};
  return {
    deviceNo,
    checkedAt: sandboxNow().toISOString(),
    items: ITEMS.map((item) => {
      const code = faults[item];
      return code ? { item, passed: false, code } : { item, passed: true };
    }),
    appointments: appointmentsOf(deviceNo),
  };
}

/**
 * Line health check (docs/sandbox.md "Health check"): an SMS code (246810) for the member's
 * fixed line or broadband number opens the check; a failed item can be booked for a technician
 * at a time nobody else has taken.
 */
export const healthCheckHandlers: RequestHandler[] = [
  http.post(
    apiUrl('HealthCheck/SendOtp'),
    lineOnly((context) => {
      mutate((database) => {
        withSupportTables(database.support).healthOtps.push({
          customerId: context.customer.id,
          deviceNo: context.device.deviceNo,
          sentAt: sandboxNow().toISOString(),
          verified: false,
        });
      });
      return ok<null>(null);
    }, false),
  ),
  http.post(
    apiUrl('HealthCheck/VaildOtp'),
    lineOnly(async (context) => {
      const body = await jsonBody(context.request);
      const now = sandboxNow().getTime();
      const row = [...tables().healthOtps]
        .reverse()
        .find(
          (candidate) =>
            candidate.customerId === context.customer.id &&
            candidate.deviceNo === context.device.deviceNo,
        );
      const fresh = row && now - Date.parse(row.sentAt) < LOGIN_LIMITS.otpTtlMs;
      if (!fresh || text(body?.otp) !== SANDBOX_OTP_CODE) return refuseWith(HEALTH_ERRORS.otpWrong);
      mutate((database) => {
        const stored = withSupportTables(database.support).healthOtps.find(
          (candidate) => candidate.sentAt === row.sentAt && candidate.deviceNo === row.deviceNo,
        );
        if (stored) stored.verified = true;
      });
      return ok<null>(null);
    }, false),
  ),
  http.get(
    apiUrl('HealthCheck'),
    lineOnly((context) => ok<HealthCheckResult>(runCheck(context.device.deviceNo))),
  ),
  http.get(
    apiUrl('HealthCheck/AppointmentTimes'),
    lineOnly(() => {
      const taken = takenTimes();
      return ok<AppointmentTime[]>(
        slotTimes().map((time) => ({ time, available: !taken.has(time) })),
      );
    }),
  ),
  http.post(
    apiUrl('HealthCheck/Add'),
    lineOnly(async (context) => {
      const body = (await jsonBody(context.request)) ?? {};
      const item = text(body.item) as HealthCheckItemName;
      const time = text(body.time);
      const deviceNo = context.device.deviceNo;
      if (!HEALTH_FAULTS[deviceNo]?.[item]) return refuseWith(HEALTH_ERRORS.notFailed);
      if (appointmentsOf(deviceNo).some((row) => row.item === item)) {
        return refuseWith(HEALTH_ERRORS.alreadyBooked);
      }
      if (!slotTimes().includes(time) || takenTimes().has(time)) {
        return refuseWith(HEALTH_ERRORS.timeTaken);
      }
      const row: HealthAppointmentRow = {
        id: `HC${String(nextSequence()).padStart(6, '0')}`,
        customerId: context.customer.id,
        deviceNo,
        item,
        time,
        payload: body,
        bookedAt: sandboxNow().toISOString(),
      };
      mutate((database) => {
        withSupportTables(database.support).healthAppointments.push(row);
      });
      return ok<HealthCheckAppointment>({ id: row.id, item, time });
    }),
  ),
];

import { http } from 'msw';
import type {
  BarringChallenge,
  BarringKind,
  BarringStatus,
  NetworkServiceStatus,
} from '../../../api/device';
import type { TelSuspendStatus } from '../../../api/mobile';
import { sandboxNow } from '../../db/clock';
import { dateOf } from '../../db/dates';
import { db, mutate, nextSequence } from '../../db/state';
import { SANDBOX_OTP_CODE } from '../../db/tables/login';
import { BARRING_MAX_WRONG, BARRING_OTP_TTL_MS, type MobileLineRow } from '../../db/tables/mobile';
import type { SandboxDb } from '../../db/types';
import { accepted, refused, type Outcome } from '../../db/outcome';
import {
  checkServicePassword,
  nextSuspendState,
  passwordLockedUntil,
  type SuspendCall,
} from '../../db/tables/mobileLineRules';
import {
  lineIn,
  maskNumber,
  MOBILE_ERROR_CODES,
  MOBILE_MESSAGES,
  lineRowMayOrder,
  NETWORK_SERVICES,
  settleLine,
} from '../../db/tables/mobileRules';
import { apiUrl, withDevice, type DeviceContext } from '../support';
import { jsonBody, ok, refuse, refuseWith, reply, text } from '../respond';

export type LineResolver = (
  context: DeviceContext & { line: MobileLineRow; database: SandboxDb; now: Date },
) => Response | Promise<Response>;

/**
 * A call about one of the customer's mobile lines (deviceno header). A pending plan change whose
 * cycle has begun is applied first; the resolver changes the line inside mutate() so it is saved.
 */
export function withLine(resolver: LineResolver) {
  return withDevice(async (context) => {
    const now = sandboxNow();
    const database = db();
    const line = lineIn(database, context.device.deviceNo);
    if (!line) return refuse(MOBILE_MESSAGES.noLine);
    mutate((current) => settleLine(current, line, now));
    return resolver({ ...context, line, database, now });
  });
}

export function suspendRoute(name: SuspendCall) {
  return http.post(
    apiUrl(`Mobile/${name}`),
    withLine(async ({ request, line, now }) => {
      // The password is compared and dropped: nothing of it is stored or logged.
      const passwd = text((await jsonBody(request))?.passwd);
      const outcome = mutate((): Outcome<TelSuspendStatus> => {
        const checked = checkServicePassword(line, passwd, now);
        if (!checked.ok) return checked;
        const next = nextSuspendState(line.suspend, name);
        if (!next.ok) return next;
        line.suspend = next.value;
        line.suspendedSince = next.value === 'normal' ? null : now.toISOString();
        return accepted(suspendStatusOf(line, now));
      });
      return reply(outcome);
    }),
  );
}

export function suspendStatusOf(line: MobileLineRow, now: Date): TelSuspendStatus {
  const lockedUntil = passwordLockedUntil(line, now);
  return {
    status: line.suspend,
    ...(line.suspendedSince ? { suspendedSince: line.suspendedSince } : {}),
    ...(lockedUntil ? { passwordLockedUntil: lockedUntil } : {}),
  };
}

export function handsetOf(database: SandboxDb, devicetype: string) {
  return database.mobile.handsets.find((row) => row.devicetype === devicetype);
}

export function networkStatusOf(line: MobileLineRow, serviceCode: string): NetworkServiceStatus {
  const since = line.networkServices[serviceCode];
  const monthlyFee = NETWORK_SERVICES[serviceCode]?.monthlyFee ?? 0;
  return since
    ? { serviceCode, active: true, since, monthlyFee }
    : { serviceCode, active: false, monthlyFee };
}

export function networkRoute(method: 'get' | 'post', path: string, change?: 'apply' | 'cancel') {
  return http[method](
    apiUrl(path),
    withLine(({ request, line, now }) => {
      const serviceCode = text(request.headers.get('servicecode')).toUpperCase();
      if (!(serviceCode in NETWORK_SERVICES)) return refuse(MOBILE_MESSAGES.serviceUnknown);
      const active = serviceCode in line.networkServices;
      if (change === 'apply' && active) return refuse(MOBILE_MESSAGES.serviceOn);
      if (change === 'apply') {
        const mayOrder = lineRowMayOrder(line);
        if (!mayOrder.ok) return refuseWith(mayOrder);
      }
      if (change === 'cancel' && !active) return refuse(MOBILE_MESSAGES.serviceOff);
      if (change) {
        mutate(() => {
          if (change === 'apply') line.networkServices[serviceCode] = dateOf(now);
          else
            line.networkServices = Object.fromEntries(
              Object.entries(line.networkServices).filter(([code]) => code !== serviceCode),
            );
        });
      }
      return ok<NetworkServiceStatus>(networkStatusOf(line, serviceCode));
    }),
  );
}

export const isBarringKind = (value: string): value is BarringKind =>
  value === 'BI' || value === 'BR';

export function barringStep1(action: 'apply' | 'cancel') {
  return withLine(async ({ request, line, now }) => {
    const typed = text((await jsonBody(request))?.type);
    if (!isBarringKind(typed)) return refuse(MOBILE_MESSAGES.barringType);
    const type = typed;
    if (action === 'apply' && line.barring[type]) return refuse(MOBILE_MESSAGES.barringOn);
    if (action === 'cancel' && !line.barring[type]) return refuse(MOBILE_MESSAGES.barringOff);
    const sessionId = `bibr-${String(nextSequence()).padStart(5, '0')}`;
    mutate((database) => {
      // A new code voids the earlier sessions of the number.
      database.mobile.barringSessions = database.mobile.barringSessions.filter(
        (row) => row.deviceNo !== line.deviceNo,
      );
      database.mobile.barringSessions.push({
        sessionId,
        deviceNo: line.deviceNo,
        type,
        action,
        createdAt: now.toISOString(),
        wrongTries: 0,
        used: false,
      });
    });
    return ok<BarringChallenge>({
      sessionId,
      sentTo: maskNumber(line.deviceNo),
      expiresInSeconds: BARRING_OTP_TTL_MS / 1000,
    });
  });
}

export function barringStep2(action: 'apply' | 'cancel') {
  return withLine(async ({ request, line, now }) => {
    const body = await jsonBody(request);
    const otp = text(body?.otp);
    const outcome = mutate((database): Outcome<BarringStatus> => {
      const session = database.mobile.barringSessions.find(
        (row) => row.sessionId === text(body?.sessionId) && row.deviceNo === line.deviceNo,
      );
      if (!session || session.used || session.action !== action) {
        return refused(MOBILE_MESSAGES.sessionInvalid);
      }
      if (now.getTime() - Date.parse(session.createdAt) > BARRING_OTP_TTL_MS) {
        return refused(MOBILE_MESSAGES.otpExpired);
      }
      if (otp !== SANDBOX_OTP_CODE) {
        session.wrongTries += 1;
        if (session.wrongTries >= BARRING_MAX_WRONG) {
          session.used = true;
          return refused(MOBILE_MESSAGES.otpTooMany);
        }
        return refused(MOBILE_MESSAGES.otpWrong, MOBILE_ERROR_CODES.otpWrong);
      }
      session.used = true;
      line.barring[session.type] = action === 'apply';
      return accepted({ ...line.barring });
    });
    return reply(outcome);
  });
}

/**
 * Plans, suspension, PUK, handsets (eSIM, VoLTE), repair status, network services, barring, one
 * number on several devices.
 */

import { http, type RequestHandler } from 'msw';
import type {
  RatePlan,
  RatePlanChangeReceipt,
  VoLteApplication,
  VoLteEligibility,
} from '../../api/contract';
import type {
  BarringChallenge,
  BarringKind,
  BarringStatus,
  DeviceInformation,
  EsimSupport,
  HandsetModel,
  LocalFeeSuggestion,
  NetworkServiceStatus,
  OneNumberAccount,
  PukCodes,
  RepairSlip,
} from '../../api/device';
import type { RatePlanSuggestion, TelSuspendStatus } from '../../api/mobile';
import { sandboxNow } from '../db/clock';
import { dateOf } from '../db/dates';
import { db, mutate, nextSequence } from '../db/state';
import { SANDBOX_OTP_CODE } from '../db/tables/login';
import { BARRING_MAX_WRONG, BARRING_OTP_TTL_MS, type MobileLineRow } from '../db/tables/mobile';
import type { SandboxDb } from '../db/types';
import { spendCaptcha, CAPTCHA_MESSAGES } from './captchaSpend';
import {
  addCompanion,
  changePlan,
  lineIn,
  localFeeSuggestionFor,
  maskNumber,
  MOBILE_ERROR_CODES,
  MOBILE_MESSAGES,
  NETWORK_SERVICES,
  nextSuspendState,
  oneNumberAccountOf,
  planOf,
  ratePlanListOf,
  removeCompanion,
  repairSlipsFor,
  settleLine,
  suggestionFor,
  type Refusal,
  type SuspendCall,
} from './mobileRules';
import { apiUrl, withCustomer, withDevice, type DeviceContext } from './support';
import { jsonBody, ok, refuse, refuseWith, text } from './respond';

type LineResolver = (
  context: DeviceContext & { line: MobileLineRow; database: SandboxDb; now: Date },
) => Response | Promise<Response>;

/**
 * A call about one of the customer's mobile lines (deviceno header). A pending plan change whose
 * cycle has begun is applied first; the resolver changes the line inside mutate() so it is saved.
 */
function withLine(resolver: LineResolver) {
  return withDevice(async (context) => {
    const now = sandboxNow();
    const database = db();
    const line = lineIn(database, context.device.deviceNo);
    if (!line) return refuse(MOBILE_MESSAGES.noLine);
    mutate((current) => settleLine(current, line, now));
    return resolver({ ...context, line, database, now });
  });
}

function suspendRoute(name: SuspendCall) {
  return http.post(
    apiUrl(`Mobile/${name}`),
    withLine(async ({ request, line, now }) => {
      // The password is compared and dropped: nothing of it is stored or logged.
      const passwd = text((await jsonBody(request))?.passwd);
      if (passwd !== line.servicePassword) {
        return refuseWith({
          code: MOBILE_ERROR_CODES.passwordWrong,
          message: MOBILE_MESSAGES.passwordWrong,
        });
      }
      const next = nextSuspendState(line.suspend, name);
      if (typeof next !== 'string') return refuse(next.message);
      mutate(() => {
        line.suspend = next;
        line.suspendedSince = next === 'normal' ? null : now.toISOString();
      });
      return ok<TelSuspendStatus>(suspendStatusOf(line));
    }),
  );
}

function suspendStatusOf(line: MobileLineRow): TelSuspendStatus {
  return line.suspendedSince
    ? { status: line.suspend, suspendedSince: line.suspendedSince }
    : { status: line.suspend };
}

function handsetOf(database: SandboxDb, devicetype: string) {
  return database.mobile.handsets.find((row) => row.devicetype === devicetype);
}

const planHandlers = [
  http.get(
    apiUrl('Contract/RatePlanList'),
    withLine(({ line, now }) => ok<RatePlan[]>(ratePlanListOf(line, now))),
  ),
  http.post(
    apiUrl('Contract/RatePlanChange'),
    withLine(async ({ request, line, now }) => {
      const body = await jsonBody(request);
      const outcome = mutate(() =>
        changePlan(
          line,
          { serviceType: text(body?.ServiceType), packageCode: text(body?.PackageCode) },
          now,
        ),
      );
      return 'effectiveFrom' in outcome ? ok<RatePlanChangeReceipt>(outcome) : refuseWith(outcome);
    }),
  ),
  http.get(
    apiUrl('Mobile/RatePlanSuggestion'),
    withLine(({ line, database, now }) =>
      ok<RatePlanSuggestion>(suggestionFor(database, line, now)),
    ),
  ),
  http.get(
    apiUrl('Device/LocalFeeSuggestion'),
    withDevice(({ device }) =>
      device.deviceType === 'fixedline'
        ? ok<LocalFeeSuggestion>(localFeeSuggestionFor(db(), device, sandboxNow()))
        : refuse(MOBILE_MESSAGES.notLandline),
    ),
  ),
];

const suspendHandlers = [
  http.get(
    apiUrl('Mobile/TelSuspendStatus'),
    withLine(({ line }) => ok<TelSuspendStatus>(suspendStatusOf(line))),
  ),
  suspendRoute('TelOneWaySuspend'),
  suspendRoute('TelTwoWaySuspend'),
  suspendRoute('TelOneWayResume'),
  suspendRoute('TelTwoWayResume'),
];

const handsetHandlers = [
  http.get(
    apiUrl('device/information'),
    withLine(({ line, database }) => {
      const handset = handsetOf(database, line.devicetype);
      return ok<DeviceInformation>({
        brand: handset?.brand,
        model: handset?.model,
        imei: line.imei,
        supports5G: handset?.fiveG ?? false,
        supportsVoLte: handset?.voLte ?? false,
        supportsEsim: handset?.esim ?? false,
      });
    }),
  ),
  http.get(apiUrl('Device/ESIMDeviceTypes'), () =>
    ok<HandsetModel[]>(
      db().mobile.handsets.map(({ devicetype, brand, model }) => ({ devicetype, brand, model })),
    ),
  ),
  http.post(apiUrl('Device/ESIMSupportCheck'), async ({ request }) => {
    const devicetype = text((await jsonBody(request))?.devicetype);
    const handset = handsetOf(db(), devicetype);
    if (!handset) return refuse(MOBILE_MESSAGES.handsetUnknown);
    return ok<EsimSupport>({ supported: handset.esim, devicetype });
  }),
  http.get(
    apiUrl('Contract/ApplyVoLTECheck'),
    withLine(({ line, database }) => {
      const handset = handsetOf(database, line.devicetype);
      const plan = planOf(line.packageCode);
      return ok<VoLteEligibility>({
        applied: line.voLteOn,
        handsetSupported: handset?.voLte ?? false,
        planSupported: plan?.voLte ?? false,
        handsetModel: handset ? `${handset.brand} ${handset.model}` : '',
        planName: plan?.name ?? line.packageCode,
      });
    }),
  ),
  http.get(
    apiUrl('Contract/ApplyVoLTE'),
    withLine(({ line, database, now }) => {
      if (line.voLteOn) return refuse(MOBILE_MESSAGES.voLteOn);
      if (!handsetOf(database, line.devicetype)?.voLte) return refuse(MOBILE_MESSAGES.voLteHandset);
      if (!planOf(line.packageCode)?.voLte) return refuse(MOBILE_MESSAGES.voLtePlan);
      if (line.suspend !== 'normal') return refuse(MOBILE_MESSAGES.voLteSuspended);
      mutate(() => {
        line.voLteOn = true;
      });
      return ok<VoLteApplication>({ appliedAt: now.toISOString() });
    }),
  ),
];

const pukHandlers = [
  http.post(
    apiUrl('Device/PUK'),
    withCustomer(async ({ request, customer }) => {
      const number = text((await jsonBody(request))?.DSSN);
      const line = lineIn(db(), number);
      const owned = db().devices.some(
        (row) => row.deviceNo === number && row.customerId === customer.id,
      );
      if (!line || !owned) return refuse(MOBILE_MESSAGES.noLine);
      return ok<PukCodes>({ puk1: line.puk1, puk2: line.puk2 });
    }),
  ),
  http.post(apiUrl('Device/PukforCustomer'), async ({ request }) => {
    const refused = spendCaptcha(
      text(request.headers.get('captcha')),
      text(request.headers.get('code')),
    );
    if (refused) {
      return refuseWith({
        code: refused === CAPTCHA_MESSAGES.wrong ? MOBILE_ERROR_CODES.captchaWrong : undefined,
        message: refused,
      });
    }
    const body = await jsonBody(request);
    const database = db();
    const line = lineIn(database, text(request.headers.get('searchno')));
    const device = line && database.devices.find((row) => row.deviceNo === line.deviceNo);
    const holder = device && database.customers.find((row) => row.id === device.customerId);
    const birthday = holder?.birthday.replaceAll('-', '');
    // One answer for every mismatch, so that the lookup tells nothing about which part was wrong.
    if (
      !line ||
      !birthday ||
      text(body?.DSSN) !== line.simSerial ||
      text(body?.BIRTHDAY) !== birthday
    ) {
      return refuseWith({
        code: MOBILE_ERROR_CODES.pukMismatch,
        message: MOBILE_MESSAGES.pukMismatch,
      });
    }
    return ok<PukCodes>({ puk1: line.puk1, puk2: line.puk2 });
  }),
];

const repairHandlers = [
  http.get(apiUrl('Device/QueryInAndOutDeviceNumber'), ({ request }) => {
    const searchNo = text(request.headers.get('searchno'));
    if (!searchNo) return refuse(MOBILE_MESSAGES.searchRequired);
    const refused = spendCaptcha(
      text(request.headers.get('captcha')),
      text(request.headers.get('code')),
    );
    if (refused) {
      return refuseWith({
        code: refused === CAPTCHA_MESSAGES.wrong ? MOBILE_ERROR_CODES.captchaWrong : undefined,
        message: refused,
      });
    }
    return ok<RepairSlip[]>(repairSlipsFor(db(), searchNo));
  }),
];

function networkStatusOf(line: MobileLineRow, serviceCode: string): NetworkServiceStatus {
  const since = line.networkServices[serviceCode];
  const monthlyFee = NETWORK_SERVICES[serviceCode]?.monthlyFee ?? 0;
  return since
    ? { serviceCode, active: true, since, monthlyFee }
    : { serviceCode, active: false, monthlyFee };
}

function networkRoute(method: 'get' | 'post', path: string, change?: 'apply' | 'cancel') {
  return http[method](
    apiUrl(path),
    withLine(({ request, line, now }) => {
      const serviceCode = text(request.headers.get('servicecode')).toUpperCase();
      if (!(serviceCode in NETWORK_SERVICES)) return refuse(MOBILE_MESSAGES.serviceUnknown);
      const active = serviceCode in line.networkServices;
      if (change === 'apply' && active) return refuse(MOBILE_MESSAGES.serviceOn);
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

const networkHandlers = [
  networkRoute('get', 'Device/NWStatus'),
  networkRoute('post', 'Device/ApplyNW', 'apply'),
  networkRoute('post', 'Device/CancelNW', 'cancel'),
];

const isBarringKind = (value: string): value is BarringKind => value === 'BI' || value === 'BR';

function barringStep1(action: 'apply' | 'cancel') {
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

function barringStep2(action: 'apply' | 'cancel') {
  return withLine(async ({ request, line, now }) => {
    const body = await jsonBody(request);
    const otp = text(body?.otp);
    const outcome = mutate((database): Refusal | null => {
      const session = database.mobile.barringSessions.find(
        (row) => row.sessionId === text(body?.sessionId) && row.deviceNo === line.deviceNo,
      );
      if (!session || session.used || session.action !== action) {
        return { message: MOBILE_MESSAGES.sessionInvalid };
      }
      if (now.getTime() - Date.parse(session.createdAt) > BARRING_OTP_TTL_MS) {
        return { message: MOBILE_MESSAGES.otpExpired };
      }
      if (otp !== SANDBOX_OTP_CODE) {
        session.wrongTries += 1;
        if (session.wrongTries >= BARRING_MAX_WRONG) {
          session.used = true;
          return { message: MOBILE_MESSAGES.otpTooMany };
        }
        return { code: MOBILE_ERROR_CODES.otpWrong, message: MOBILE_MESSAGES.otpWrong };
      }
      session.used = true;
      line.barring[session.type] = action === 'apply';
      return null;
    });
    return outcome ? refuseWith(outcome) : ok<BarringStatus>({ ...line.barring });
  });
}

const barringHandlers = [
  http.get(
    apiUrl('Device/BIBRStatus'),
    withLine(({ line }) => ok<BarringStatus>({ ...line.barring })),
  ),
  http.post(apiUrl('Device/BIBRApply'), barringStep1('apply')),
  http.post(apiUrl('Device/BIBRCancel'), barringStep1('cancel')),
  http.post(apiUrl('Device/BIBRApplyStep2'), barringStep2('apply')),
  http.post(apiUrl('Device/BIBRCancelStep2'), barringStep2('cancel')),
];

const reply = (outcome: OneNumberAccount | Refusal) =>
  'primaryNo' in outcome ? ok<OneNumberAccount>(outcome) : refuseWith(outcome);

const oneNumberHandlers = [
  http.get(
    apiUrl('Device/MergeAcntPrimaryNo'),
    withLine(({ line }) => ok<OneNumberAccount>(oneNumberAccountOf(line))),
  ),
  http.post(
    apiUrl('Device/MergeAcntAdd'),
    withLine(async ({ request, line, now }) => {
      const body = await jsonBody(request);
      const simId = `ON-${String(nextSequence()).padStart(4, '0')}`;
      const outcome = mutate((database) =>
        addCompanion(
          database,
          line,
          {
            kind: text(body?.kind),
            identifier: text(body?.identifier),
            name: text(body?.name),
            simId,
          },
          now,
        ),
      );
      return reply(outcome);
    }),
  ),
  http.post(
    apiUrl('Device/MergeAcntRemove'),
    withLine(async ({ request, line }) => {
      const simId = text((await jsonBody(request))?.simId);
      return reply(mutate(() => removeCompanion(line, simId)));
    }),
  ),
];

/**
 * Plans, suspension, PUK, handsets (eSIM, VoLTE), repair status, network services, barring, one
 * number on several devices.
 */
export const mobileHandlers: RequestHandler[] = [
  ...planHandlers,
  ...suspendHandlers,
  ...handsetHandlers,
  ...pukHandlers,
  ...repairHandlers,
  ...networkHandlers,
  ...barringHandlers,
  ...oneNumberHandlers,
];

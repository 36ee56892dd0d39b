import { http, type RequestHandler } from 'msw';
import { TROUBLE_PATH_PREFIX } from '../../api/troubleAccess';
import type {
  EramMessage,
  FixDateTime,
  LineErrorExplanation,
  LineInfo,
  LineTestResult,
  MobileTroubleCheck,
  TroubleAlert,
  TroubleCategory,
  TroubleReceipt,
  TroubleTicket,
  TroubleToken,
} from '../../api/types/trouble';
import { validateFixedLinePhone, validateMobile } from '../../lib/validators';
import { spendCaptcha } from '../db/captcha';
import { sandboxNow } from '../db/clock';
import { dateAfter } from '../db/dates';
import { customerForToken, findDevice } from '../db/sessions';
import { db, mutate, nextSequence } from '../db/state';
import { SANDBOX_OTP_CODE } from '../db/tables/login';
import {
  LINE_FAULTS,
  OUTAGE_AREAS,
  VISIT_DAYS,
  VISIT_PERIODS,
  withSupportTables,
  type TroubleAccessRow,
  type TroubleTicketRow,
} from '../db/tables/support';
import type { CustomerRow, DeviceRow, SandboxDeviceType } from '../db/types';
import { apiUrl, SANDBOX_MESSAGES } from './support';
import { jsonBody, ok, refuseWith, text } from './respond';

/** What the trouble calls refuse with: the carrier's wording and a code the portal translates. */
export const TROUBLE_ERRORS = {
  notFound: { code: 'TROUBLE_DEVICE_UNKNOWN', message: '查無此門號，請確認後重新輸入' },
  captchaWrong: { code: 'CAPTCHA_WRONG', message: '圖形驗證碼錯誤，請重新輸入' },
  captchaExpired: { code: 'CAPTCHA_EXPIRED', message: '圖形驗證碼已失效，請重新取得' },
  accessExpired: { code: 'TROUBLE_ACCESS', message: '驗證已逾時，請重新驗證門號' },
  smsFirst: { code: 'TROUBLE_SMS_FIRST', message: '請先完成簡訊驗證' },
  smsWrong: { code: 'OTP_WRONG', message: '簡訊驗證碼錯誤，請重新輸入' },
  smsMobile: { code: 'TROUBLE_SMS_MOBILE', message: '請輸入本門號或聯絡用的手機號碼' },
  openTicket: { code: 'TROUBLE_OPEN_TICKET', message: '此門號已有處理中的障礙申告' },
  slotTaken: { code: 'TROUBLE_SLOT_TAKEN', message: '此維修時段已額滿，請改選其他時段' },
  badContact: { code: 'TROUBLE_CONTACT', message: '聯絡人姓名或電話格式不正確' },
  badCategory: { code: 'TROUBLE_CATEGORY', message: '請選擇障礙類別' },
  wrongKind: { code: 'TROUBLE_KIND', message: '此門號類型不適用此申告方式' },
  ticketNotFound: { code: 'TROUBLE_TICKET', message: '查無此障礙申告或已無法變更' },
  badRequest: { code: 'BAD_REQUEST', message: SANDBOX_MESSAGES.badRequest },
  notLoggedIn: { code: 'NOT_LOGGED_IN', message: SANDBOX_MESSAGES.notLoggedIn },
  deviceNotOwned: { code: 'DEVICE_NOT_OWNED', message: SANDBOX_MESSAGES.deviceNotOwned },
} as const;

type TroubleError = (typeof TROUBLE_ERRORS)[keyof typeof TROUBLE_ERRORS];

/** A no-login session lasts 30 minutes from GetToken (sandbox clock). */
export const TROUBLE_ACCESS_TTL_MS = 30 * 60 * 1000;

/** The fault categories of each kind of line (MobileTrouble answers the number's kind). */
export const TROUBLE_CATEGORIES: Record<SandboxDeviceType, TroubleCategory[]> = {
  fixedline: [
    { code: 'FL01', tcode: 'FL', name: '無撥號音' },
    { code: 'FL02', tcode: 'FL', name: '通話有雜音' },
    { code: 'FL03', tcode: 'FL', name: '無法撥出或接聽' },
  ],
  broadband: [
    { code: 'BB01', tcode: 'BB', name: '無法上網或時常斷線' },
    { code: 'BB02', tcode: 'BB', name: '網路速度緩慢' },
    { code: 'BB03', tcode: 'BB', name: '數據機燈號異常' },
  ],
  mobile: [
    { code: 'MB01', tcode: 'MB', name: '收訊不良' },
    { code: 'MB02', tcode: 'MB', name: '無法通話' },
    { code: 'MB03', tcode: 'MB', name: '行動上網異常' },
  ],
};

const LINE_ERROR_TEXT: Record<string, string> = {
  E203: '線路訊號衰減過大，可能為室內線路或數據機接頭鬆脫',
};

function tables() {
  return withSupportTables(db().support);
}

/** Who is asking: a member about one of their numbers, or a no-login visitor's session. */
type Actor =
  | { kind: 'member'; customer: CustomerRow; device: DeviceRow }
  | { kind: 'visitor'; access: TroubleAccessRow; device: DeviceRow };

function accessFor(request: Request): TroubleAccessRow | undefined {
  const token = request.headers.get('token') ?? '';
  const now = sandboxNow().getTime();
  return tables().troubleAccess.find(
    (row) => row.token === token && now - Date.parse(row.createdAt) < TROUBLE_ACCESS_TTL_MS,
  );
}

function memberActor(request: Request): Actor | TroubleError {
  const customer = customerForToken(request.headers.get('token'));
  if (!customer) return TROUBLE_ERRORS.notLoggedIn;
  const device = findDevice(request.headers.get('deviceno') ?? '');
  if (device?.customerId !== customer.id) return TROUBLE_ERRORS.deviceNotOwned;
  return { kind: 'member', customer, device };
}

function visitorActor(request: Request): Actor | TroubleError {
  const access = accessFor(request);
  const deviceNo = request.headers.get('deviceno') ?? '';
  if (access?.deviceNo !== deviceNo) return TROUBLE_ERRORS.accessExpired;
  const device = findDevice(deviceNo);
  if (!device) return TROUBLE_ERRORS.notFound;
  return { kind: 'visitor', access, device };
}

type Variant = keyof typeof TROUBLE_PATH_PREFIX;

/** The iTris path serves both: a no-login session token first, else a member session. */
function actorOf(variant: Variant, request: Request): Actor | TroubleError {
  if (variant === 'noLogin') return visitorActor(request);
  if (variant === 'iTris' && accessFor(request)) return visitorActor(request);
  return memberActor(request);
}

type Resolver = (actor: Actor, request: Request) => Response | Promise<Response>;

/** Calls that change or read tickets need a visitor who passed the SMS check. */
function guarded(variant: Variant, resolver: Resolver, needsSms = true) {
  return ({ request }: { request: Request }) => {
    const actor = actorOf(variant, request);
    if (!('kind' in actor)) return refuseWith(actor);
    if (needsSms && actor.kind === 'visitor' && !actor.access.verified) {
      return refuseWith(TROUBLE_ERRORS.smsFirst);
    }
    return resolver(actor, request);
  };
}

function ticketsOf(actor: Actor): TroubleTicketRow[] {
  return tables().troubleTickets.filter((row) =>
    actor.kind === 'member'
      ? row.customerId === actor.customer.id
      : row.deviceNo === actor.device.deviceNo,
  );
}

const OPEN: readonly string[] = ['received', 'dispatched'];

function openTicketOf(deviceNo: string): TroubleTicketRow | undefined {
  return tables().troubleTickets.find(
    (row) => row.deviceNo === deviceNo && OPEN.includes(row.status),
  );
}

/** The visit days from tomorrow with their periods not yet taken by an open ticket. */
export function freeVisitSlots(exceptTicket = ''): FixDateTime[] {
  const now = sandboxNow();
  const taken = new Set(
    tables()
      .troubleTickets.filter((row) => OPEN.includes(row.status) && row.id !== exceptTicket)
      .map((row) => `${row.day} ${row.period}`),
  );
  return Array.from({ length: VISIT_DAYS }, (_, index) => {
    const day = dateAfter(now, index + 1);
    return { day, periods: VISIT_PERIODS.filter((period) => !taken.has(`${day} ${period}`)) };
  });
}

function slotFree(day: string, period: string, exceptTicket = ''): boolean {
  return freeVisitSlots(exceptTicket).some(
    (slot) => slot.day === day && slot.periods.includes(period),
  );
}

function validPhone(value: string): boolean {
  return validateMobile(value).ok || validateFixedLinePhone(value).ok;
}

/** contact_phone as the portal sends it: one or two phones, comma-joined, already trimmed. */
function validContact(name: string, phones: string): boolean {
  const parts = phones.split(',');
  return name !== '' && parts.length <= 2 && parts.every((part) => validPhone(part));
}

function toTicket(row: TroubleTicketRow): TroubleTicket {
  return {
    id: row.id,
    deviceNo: row.deviceNo,
    status: row.status,
    description: row.description,
    code: row.code,
    reportedAt: row.reportedAt,
    day: row.day,
    period: row.period,
    note: row.note,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
  };
}

function fileReport(actor: Actor, body: Record<string, unknown>, withVisit: boolean): Response {
  const deviceNo = actor.device.deviceNo;
  const isMobile = actor.device.deviceType === 'mobile';
  if (isMobile === withVisit) return refuseWith(TROUBLE_ERRORS.wrongKind);
  const name = text(body.contact_name_tmp);
  const phones = text(body.contact_phone_tmp);
  if (!validContact(name, phones)) return refuseWith(TROUBLE_ERRORS.badContact);
  const code = text(body.code);
  const categories = TROUBLE_CATEGORIES[actor.device.deviceType];
  if (!categories.some((category) => category.code === code)) {
    return refuseWith(TROUBLE_ERRORS.badCategory);
  }
  if (openTicketOf(deviceNo)) return refuseWith(TROUBLE_ERRORS.openTicket);
  const day = withVisit ? text(body.choosedDay) : '';
  const period = withVisit ? text(body.period) : '';
  if (withVisit && !slotFree(day, period)) return refuseWith(TROUBLE_ERRORS.slotTaken);
  const id = `T${String(sandboxNow().getUTCFullYear())}${String(nextSequence()).padStart(5, '0')}`;
  mutate((database) => {
    withSupportTables(database.support).troubleTickets.push({
      id,
      customerId: actor.kind === 'member' ? actor.customer.id : '',
      deviceNo,
      status: 'received',
      reportedAt: sandboxNow().toISOString(),
      code,
      description: text(body.showDescription_tmp),
      day,
      period,
      note: '',
      contactName: name,
      contactPhone: phones,
      report: body,
      announcedAt: null,
    });
  });
  return ok<TroubleReceipt>({ id });
}

function changeTicket(actor: Actor, id: string, change: (row: TroubleTicketRow) => void) {
  const row = ticketsOf(actor).find(
    (candidate) => candidate.id === id && OPEN.includes(candidate.status),
  );
  if (!row) return false;
  mutate((database) => {
    const stored = withSupportTables(database.support).troubleTickets.find(
      (candidate) => candidate.id === row.id,
    );
    if (stored) change(stored);
  });
  return true;
}

function modify(actor: Actor, request: Request): Response {
  const query = new URL(request.url).searchParams;
  const id = text(query.get('id'));
  const name = text(query.get('contact_name'));
  const phones = text(query.get('contact_phone'));
  const day = text(query.get('day'));
  const period = text(query.get('period'));
  if (!validContact(name, phones)) return refuseWith(TROUBLE_ERRORS.badContact);
  const current = ticketsOf(actor).find((row) => row.id === id && OPEN.includes(row.status));
  if (!current) return refuseWith(TROUBLE_ERRORS.ticketNotFound);
  const moved = current.day !== day || current.period !== period;
  if (current.day !== '' && moved && !slotFree(day, period, id)) {
    return refuseWith(TROUBLE_ERRORS.slotTaken);
  }
  changeTicket(actor, id, (row) => {
    row.contactName = name;
    row.contactPhone = phones;
    if (row.day !== '') {
      row.day = day;
      row.period = period;
    }
    row.note = text(query.get('note'));
  });
  return ok<null>(null);
}

function logUse(name: string, actor: Actor, detail = ''): Response {
  mutate((database) => {
    const logs = withSupportTables(database.support).troubleLogs;
    logs.push({ name, deviceNo: actor.device.deviceNo, detail, at: sandboxNow().toISOString() });
    logs.splice(0, Math.max(0, logs.length - 50));
  });
  return ok<null>(null);
}

function outageOf(deviceNo: string) {
  return OUTAGE_AREAS.find((area) => deviceNo.startsWith(area.prefix));
}

function lineTest(actor: Actor): LineTestResult {
  const errorCode = LINE_FAULTS[actor.device.deviceNo];
  return errorCode ? { ok: false, errorCode } : { ok: true };
}

/** GetToken without logging in: a known number and a captcha open a session. */
function openAccess(request: Request): Response {
  const deviceNo = request.headers.get('deviceno')?.trim() ?? '';
  const outcome = spendCaptcha(
    request.headers.get('captcha') ?? '',
    request.headers.get('code') ?? '',
  );
  if (outcome === 'expired') return refuseWith(TROUBLE_ERRORS.captchaExpired);
  if (outcome === 'wrong') return refuseWith(TROUBLE_ERRORS.captchaWrong);
  if (!findDevice(deviceNo)) return refuseWith(TROUBLE_ERRORS.notFound);
  const token = `TNL${String(nextSequence()).padStart(8, '0')}`;
  mutate((database) => {
    withSupportTables(database.support).troubleAccess.push({
      token,
      deviceNo,
      createdAt: sandboxNow().toISOString(),
      smsMobile: null,
      verified: false,
    });
  });
  return ok<TroubleToken>({ token });
}

/** smsOTP: a mobile number gets the code; a visitor's mobile number must be the number itself. */
function sendSms(actor: Actor, request: Request): Response {
  const mobile = text(new URL(request.url).searchParams.get('mobileno'));
  if (!validateMobile(mobile).ok) return refuseWith(TROUBLE_ERRORS.smsMobile);
  if (actor.kind === 'visitor') {
    const isMobile = actor.device.deviceType === 'mobile';
    if (isMobile && mobile !== actor.device.deviceNo) return refuseWith(TROUBLE_ERRORS.smsMobile);
    mutate((database) => {
      const row = withSupportTables(database.support).troubleAccess.find(
        (candidate) => candidate.token === actor.access.token,
      );
      if (row) row.smsMobile = mobile;
    });
  }
  return ok<null>(null);
}

function checkSms(actor: Actor, request: Request): Response {
  const query = new URL(request.url).searchParams;
  const mobile = text(query.get('mobileno'));
  if (query.get('smsotp')?.trim() !== SANDBOX_OTP_CODE) return refuseWith(TROUBLE_ERRORS.smsWrong);
  if (actor.kind === 'visitor') {
    if (actor.access.smsMobile !== mobile) return refuseWith(TROUBLE_ERRORS.smsWrong);
    mutate((database) => {
      const row = withSupportTables(database.support).troubleAccess.find(
        (candidate) => candidate.token === actor.access.token,
      );
      if (row) row.verified = true;
    });
  }
  return ok<null>(null);
}

function handlersFor(variant: Variant): RequestHandler[] {
  const url = (name: string) => apiUrl(`${TROUBLE_PATH_PREFIX[variant]}${name}`);
  const get = (name: string, resolver: Resolver, needsSms = true) =>
    http.get(url(name), guarded(variant, resolver, needsSms));
  const post = (name: string, resolver: Resolver, needsSms = true) =>
    http.post(url(name), guarded(variant, resolver, needsSms));
  const tokenHandler =
    variant === 'noLogin'
      ? http.get(url('GetToken'), ({ request }) => openAccess(request))
      : get('GetToken', (_actor, request) =>
          ok<TroubleToken>({ token: request.headers.get('token') ?? '' }),
        );
  return [
    tokenHandler,
    get('FetchAttachedNos', (actor) => ok<string[]>([actor.device.deviceNo]), false),
    get(
      'MobileTroubleCheck',
      (actor) => {
        const open = openTicketOf(actor.device.deviceNo);
        return ok<MobileTroubleCheck>(
          open
            ? {
                canReport: false,
                openTicketId: open.id,
                message: TROUBLE_ERRORS.openTicket.message,
              }
            : { canReport: true },
        );
      },
      false,
    ),
    get('MobileTrouble', (actor) => ok(TROUBLE_CATEGORIES[actor.device.deviceType]), false),
    get(
      'Setting/GetTroubleAlert',
      (actor) => {
        const outage = outageOf(actor.device.deviceNo);
        return ok<TroubleAlert>(outage ? { show: true, message: outage.message } : { show: false });
      },
      false,
    ),
    get(
      'EramMsg',
      (actor) => ok<EramMessage>({ message: outageOf(actor.device.deviceNo)?.message ?? '' }),
      false,
    ),
    get('smsOTP', sendSms, false),
    get('smsCheck', checkSms, false),
    get('clickPay', (actor) => logUse('clickPay', actor), false),
    get('LogDN', (actor) => logUse('LogDN', actor), false),
    get(
      'logFunct',
      (actor, request) =>
        logUse('logFunct', actor, text(new URL(request.url).searchParams.get('funct'))),
      false,
    ),
    get('List', (actor) =>
      ok<TroubleTicket[]>(
        ticketsOf(actor)
          .map(toTicket)
          .sort((a, b) => b.reportedAt.localeCompare(a.reportedAt)),
      ),
    ),
    get('Cancel', (actor, request) => {
      const id = text(new URL(request.url).searchParams.get('id'));
      const done = changeTicket(actor, id, (row) => {
        row.status = 'cancelled';
      });
      return done ? ok<null>(null) : refuseWith(TROUBLE_ERRORS.ticketNotFound);
    }),
    get('Modify', modify),
    get('ModifyAnnonce', (actor, request) => {
      const id = text(new URL(request.url).searchParams.get('id'));
      const done = changeTicket(actor, id, (row) => {
        row.announcedAt = sandboxNow().toISOString();
      });
      return done ? ok<null>(null) : refuseWith(TROUBLE_ERRORS.ticketNotFound);
    }),
    post('Add', async (actor, request) => {
      const body = await jsonBody(request);
      return body ? fileReport(actor, body, true) : refuseWith(TROUBLE_ERRORS.badRequest);
    }),
    post('AddMobileTrouble', async (actor, request) => {
      const body = await jsonBody(request);
      return body ? fileReport(actor, body, false) : refuseWith(TROUBLE_ERRORS.badRequest);
    }),
    post('ResetDeviceNo', () => ok<null>(null), false),
    post(
      'getLineInfo',
      (actor) =>
        ok<LineInfo>({
          lineNumber: actor.device.deviceNo,
          serviceType: actor.device.deviceType,
          buildingStatus: 'normal',
        }),
      false,
    ),
    get('FixDateTimeList', () => ok<FixDateTime[]>(freeVisitSlots()), false),
    get('TestPhoneNumberLine', (actor) => ok<LineTestResult>(lineTest(actor)), false),
    get('TestLineNumber', (actor) => ok<LineTestResult>(lineTest(actor)), false),
    get(
      'LineNumberErrorCode',
      (actor) => {
        const errorCode = LINE_FAULTS[actor.device.deviceNo] ?? '';
        return ok<LineErrorExplanation>({
          errorCode,
          description: LINE_ERROR_TEXT[errorCode] ?? '',
        });
      },
      false,
    ),
  ];
}

/**
 * Trouble reporting on all three paths (docs/sandbox.md "Trouble reports"): a member about their
 * own numbers, a visitor with the no-login session (captcha, then the SMS code), and iTris for
 * either. One open ticket per number, one ticket per visit period and day.
 */
export const troubleHandlers: RequestHandler[] = [
  ...handlersFor('ordinary'),
  ...handlersFor('noLogin'),
  ...handlersFor('iTris'),
];

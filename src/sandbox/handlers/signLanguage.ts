import { http, type RequestHandler } from 'msw';
import {
  SIGN_LANGUAGE_TOPICS,
  type SignLanguageBookableInfo,
  type SignLanguageBooking,
  type SignLanguageSlot,
} from '../../api/signLanguage';
import { validateMobile } from '../../lib/validators';
import { sandboxNow } from '../db/clock';
import { dateAfter } from '../db/dates';
import { db, mutate, nextSequence } from '../db/state';
import {
  SIGN_LANGUAGE_DAYS,
  SIGN_LANGUAGE_TIMES,
  withSupportTables,
  type SignLanguageBookingRow,
} from '../db/tables/support';
import { sendSmsTo, type LocalisedText } from '../db/tables/outbox';
import { apiUrl, withCustomer } from './support';
import { jsonBody, ok, refuseWith, text } from './respond';
import { sendVisitorCode, visitorCodeOk, VISITOR_CODE_ERRORS } from './visitorCode';

/** What the sign-language calls refuse with. */
export const SIGN_LANGUAGE_ERRORS = {
  slotTaken: { code: 'SIGN_SLOT_TAKEN', message: '此時段已被預約，請改選其他時段' },
  badSlot: { code: 'SIGN_SLOT_INVALID', message: '請選擇可預約的時段' },
  badTopic: { code: 'SIGN_TOPIC', message: '請選擇諮詢項目' },
  hasBooking: { code: 'SIGN_HAS_BOOKING', message: '您已有一筆手語視訊預約，如需改期請先取消' },
  bookingNotFound: { code: 'SIGN_BOOKING', message: '查無此預約或已取消' },
  ...VISITOR_CODE_ERRORS,
  badMobile: { code: 'SIGN_MOBILE', message: '請輸入正確的手機號碼' },
} as const;

function tables() {
  return withSupportTables(db().support);
}

/** Whose booking: a member's (by id) or a visitor's (by the mobile they proved). */
type Owner = { customerId: string } | { mobile: string };

function owns(row: SignLanguageBookingRow, owner: Owner): boolean {
  return 'customerId' in owner
    ? row.customerId === owner.customerId
    : row.customerId === '' && row.mobile === owner.mobile;
}

function booked(): SignLanguageBookingRow[] {
  return tables().signLanguageBookings.filter((row) => row.status === 'booked');
}

/** The session times from tomorrow; a booked one is not available. */
export function signLanguageSlots(): SignLanguageSlot[] {
  const now = sandboxNow();
  const taken = new Set(booked().map((row) => `${row.date} ${row.time}`));
  return Array.from({ length: SIGN_LANGUAGE_DAYS }, (_, index) =>
    dateAfter(now, index + 1),
  ).flatMap((date) =>
    SIGN_LANGUAGE_TIMES.map((time) => ({
      date,
      time,
      available: !taken.has(`${date} ${time}`),
    })),
  );
}

function toBooking(row: SignLanguageBookingRow): SignLanguageBooking {
  return { bookingNo: row.bookingNo, date: row.date, time: row.time, topic: row.topic };
}

function info(owner: Owner | null): SignLanguageBookableInfo {
  const mine = owner ? booked().find((row) => owns(row, owner)) : undefined;
  return { slots: signLanguageSlots(), booking: mine ? toBooking(mine) : null };
}

function visitorOtpOk(mobile: string, otp: string): boolean {
  return visitorCodeOk(tables().signLanguageOtps, mobile, otp);
}

/** A visitor's confirmation by SMS, in every interface language. */
function bookedText({ bookingNo, date, time }: SignLanguageBookingRow): LocalisedText {
  return {
    'zh-TW': `您已預約手語視訊服務：${date} ${time}，預約編號 ${bookingNo}。`,
    en: `Your sign-language video session is booked for ${date} ${time}. Booking number ${bookingNo}.`,
    id: `Sesi video bahasa isyarat Anda dipesan untuk ${date} ${time}. Nomor pemesanan ${bookingNo}.`,
    th: `จองบริการวิดีโอภาษามือแล้ว ${date} ${time} หมายเลขการจอง ${bookingNo}`,
    vi: `Đã đặt buổi video ngôn ngữ ký hiệu lúc ${date} ${time}. Mã đặt lịch ${bookingNo}.`,
  };
}

/** One open booking per person; the time must still be free. A visitor gets an SMS. */
function book(body: Record<string, unknown>, owner: Owner, mobile: string): Response {
  const date = text(body.date);
  const time = text(body.time);
  const topic = text(body.topic);
  if (!(SIGN_LANGUAGE_TOPICS as readonly string[]).includes(topic)) {
    return refuseWith(SIGN_LANGUAGE_ERRORS.badTopic);
  }
  if (booked().some((row) => owns(row, owner))) return refuseWith(SIGN_LANGUAGE_ERRORS.hasBooking);
  const slot = signLanguageSlots().find((row) => row.date === date && row.time === time);
  if (!slot) return refuseWith(SIGN_LANGUAGE_ERRORS.badSlot);
  if (!slot.available) return refuseWith(SIGN_LANGUAGE_ERRORS.slotTaken);
  const row: SignLanguageBookingRow = {
    bookingNo: `SL${String(sandboxNow().getUTCFullYear())}${String(nextSequence()).padStart(5, '0')}`,
    date,
    time,
    customerId: 'customerId' in owner ? owner.customerId : '',
    mobile,
    topic,
    payload: body,
    status: 'booked',
    bookedAt: sandboxNow().toISOString(),
  };
  mutate((database) => {
    withSupportTables(database.support).signLanguageBookings.push(row);
    if (row.customerId === '') {
      sendSmsTo(database, {
        kind: 'visitorBooking',
        to: mobile,
        texts: bookedText(row),
        customerId: '',
        now: sandboxNow(),
      });
    }
  });
  return ok<SignLanguageBooking>(toBooking(row));
}

function cancel(bookingNo: string, owner: Owner): Response {
  const row = booked().find((candidate) => candidate.bookingNo === bookingNo);
  if (!row || !owns(row, owner)) return refuseWith(SIGN_LANGUAGE_ERRORS.bookingNotFound);
  mutate((database) => {
    const stored = withSupportTables(database.support).signLanguageBookings.find(
      (candidate) => candidate.bookingNo === bookingNo,
    );
    if (stored) stored.status = 'cancelled';
  });
  return ok<null>(null);
}

/** The visitor named by the mobileno and otp headers, or the refusal. */
function visitorOf(request: Request): { mobile: string } | Response {
  const mobile = text(request.headers.get('mobileno'));
  if (!visitorOtpOk(mobile, text(request.headers.get('otp')))) {
    return refuseWith(SIGN_LANGUAGE_ERRORS.otpWrong);
  }
  return { mobile };
}

const member = (name: string) => apiUrl(`SignLangage/${name}`);
const visitor = (name: string) => apiUrl(`SignLangageNoLogin/${name}`);

/**
 * Sign-language video sessions (docs/sandbox.md "Sign-language sessions"): four times a day from
 * tomorrow for five days, one booking each; one open booking per member or visitor mobile;
 * visitors prove their mobile with the captcha (2580) and the SMS code (246810).
 */
export const signLanguageHandlers: RequestHandler[] = [
  http.get(
    member('BookableInfo'),
    withCustomer(({ customer }) => ok<SignLanguageBookableInfo>(info({ customerId: customer.id }))),
  ),
  http.post(
    member('Book'),
    withCustomer(async ({ request, customer }) =>
      book((await jsonBody(request)) ?? {}, { customerId: customer.id }, customer.mobile),
    ),
  ),
  http.post(
    member('Cancel'),
    withCustomer(async ({ request, customer }) =>
      cancel(text((await jsonBody(request))?.bookingNo), { customerId: customer.id }),
    ),
  ),
  http.get(visitor('GetOTPWithCaptcha'), ({ request }) =>
    sendVisitorCode(request, SIGN_LANGUAGE_ERRORS.badMobile, (row) => {
      mutate((database) => {
        withSupportTables(database.support).signLanguageOtps.push(row);
      });
    }),
  ),
  http.get(visitor('BookableInfo'), ({ request }) => {
    if (!request.headers.has('mobileno')) return ok<SignLanguageBookableInfo>(info(null));
    const owner = visitorOf(request);
    return owner instanceof Response ? owner : ok<SignLanguageBookableInfo>(info(owner));
  }),
  http.post(visitor('Book'), async ({ request }) => {
    const body = (await jsonBody(request)) ?? {};
    const mobile = text(body.mobile);
    if (!validateMobile(mobile).ok) return refuseWith(SIGN_LANGUAGE_ERRORS.badMobile);
    if (!visitorOtpOk(mobile, text(body.otp))) return refuseWith(SIGN_LANGUAGE_ERRORS.otpWrong);
    return book(body, { mobile }, mobile);
  }),
  http.post(visitor('Cancel'), async ({ request }) => {
    const owner = visitorOf(request);
    if (owner instanceof Response) return owner;
    return cancel(text((await jsonBody(request))?.bookingNo), owner);
  }),
];

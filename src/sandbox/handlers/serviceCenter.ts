import { http, HttpResponse, type RequestHandler } from 'msw';
import type {
  BookableSlot,
  BookingInfo,
  BookingReceipt,
  CurrentWaiting,
  ServiceCenterInfo,
  StoreBookableInfo,
} from '../../api/types/serviceCenter';
import { STORE_SERVICES } from '../../api/types/serviceCenter';
import { env } from '../../config/env';
import { validateMobile } from '../../lib/validators';
import { sandboxNow } from '../db/clock';
import { dateAfter } from '../db/dates';
import { customerForToken } from '../db/sessions';
import { db, mutate, nextSequence } from '../db/state';
import {
  STORE_DAYS,
  STORE_TIMES,
  withSupportTables,
  type StoreBookingRow,
  type StoreRow,
} from '../db/tables/support';
import type { CustomerRow } from '../db/types';
import { apiUrl, SANDBOX_MESSAGES } from './support';
import { jsonBody, ok, refuseWith, text } from './respond';
import { sendVisitorCode, visitorCodeOk, VISITOR_CODE_ERRORS } from './visitorCode';

/** What the service-centre calls refuse with. */
export const STORE_ERRORS = {
  storeNotFound: { code: 'STORE_NOT_FOUND', message: '查無此服務據點' },
  slotTaken: { code: 'STORE_SLOT_TAKEN', message: '此時段已被預約，請改選其他時段' },
  badSlot: { code: 'STORE_SLOT_INVALID', message: '請選擇可預約的時段' },
  badService: { code: 'STORE_SERVICE', message: '請選擇服務項目' },
  bookingNotFound: { code: 'STORE_BOOKING', message: '查無此預約或已取消' },
  ...VISITOR_CODE_ERRORS,
  badMobile: { code: 'STORE_MOBILE', message: '請輸入正確的手機號碼' },
  notLoggedIn: { code: 'NOT_LOGGED_IN', message: SANDBOX_MESSAGES.notLoggedIn },
  badRequest: { code: 'BAD_REQUEST', message: SANDBOX_MESSAGES.badRequest },
} as const;

export const IAM_TOKEN_SECONDS = 600;

function tables() {
  return withSupportTables(db().support);
}

function toInfo(row: StoreRow): ServiceCenterInfo {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    district: row.district,
    address: row.address,
    phone: row.phone,
    openingHours: row.openingHours,
  };
}

function storeOf(id: string): StoreRow | undefined {
  return tables().stores.find((row) => row.id === id);
}

/** The store's slots from tomorrow; a booked one is not available. */
export function slotsOf(storeId: string): BookableSlot[] {
  const now = sandboxNow();
  const taken = new Set(
    tables()
      .storeBookings.filter((row) => row.storeId === storeId && row.status === 'booked')
      .map((row) => `${row.date} ${row.time}`),
  );
  return Array.from({ length: STORE_DAYS }, (_, index) => dateAfter(now, index + 1)).flatMap(
    (date) => STORE_TIMES.map((time) => ({ date, time, available: !taken.has(`${date} ${time}`) })),
  );
}

/** The queue moves with the sandbox clock: a few people more or less every 10 minutes. */
function waitingAt(store: StoreRow): CurrentWaiting {
  const now = sandboxNow();
  const step = Math.floor(now.getTime() / 600_000);
  const wave = [0, 2, 4, 3, 1, -1][step % 6] ?? 0;
  return {
    storeId: store.id,
    waitingCount: Math.max(0, store.baseQueue + wave),
    updatedAt: now.toISOString(),
  };
}

function toBookingInfo(row: StoreBookingRow): BookingInfo {
  return {
    receiveno: row.receiveno,
    storeId: row.storeId,
    storeName: storeOf(row.storeId)?.name ?? '',
    bookingTime: `${row.date} ${row.time}`,
    service: row.service,
  };
}

/** The enterprise host wants a live bearer token from IamToken and the api-key. */
function enterpriseAllowed(request: Request): boolean {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  const now = sandboxNow().getTime();
  return (
    request.headers.get('api-key') === env.enterpriseApiKey &&
    tables().iamTokens.some((row) => row.token === bearer && Date.parse(row.expiresAt) > now)
  );
}

type Resolver = (request: Request, params: Record<string, unknown>) => Response | Promise<Response>;

function enterprise(resolver: Resolver) {
  return ({ request, params }: { request: Request; params: Record<string, unknown> }) =>
    enterpriseAllowed(request)
      ? resolver(request, params)
      : new HttpResponse(null, { status: 401 });
}

function member(
  resolver: (request: Request, customer: CustomerRow) => Response | Promise<Response>,
) {
  return enterprise((request) => {
    const customer = customerForToken(request.headers.get('token'));
    return customer ? resolver(request, customer) : refuseWith(STORE_ERRORS.notLoggedIn);
  });
}

function visitorOtpOk(mobile: string, otp: string): boolean {
  return visitorCodeOk(tables().storeOtps, mobile, otp);
}

/** Books the slot for the customer or visitor; the slot must still be free. */
function book(body: Record<string, unknown>, who: { customerId: string; mobile: string }) {
  const storeId = text(body.storeId);
  const date = text(body.date);
  const time = text(body.time);
  const service = text(body.service);
  if (!storeOf(storeId)) return refuseWith(STORE_ERRORS.storeNotFound);
  if (!(STORE_SERVICES as readonly string[]).includes(service)) {
    return refuseWith(STORE_ERRORS.badService);
  }
  const slot = slotsOf(storeId).find((row) => row.date === date && row.time === time);
  if (!slot) return refuseWith(STORE_ERRORS.badSlot);
  if (!slot.available) return refuseWith(STORE_ERRORS.slotTaken);
  const receiveno = `R${String(sandboxNow().getUTCFullYear())}${String(nextSequence()).padStart(5, '0')}`;
  mutate((database) => {
    withSupportTables(database.support).storeBookings.push({
      receiveno,
      storeId,
      date,
      time,
      customerId: who.customerId,
      mobile: who.mobile,
      service,
      payload: body,
      status: 'booked',
      bookedAt: sandboxNow().toISOString(),
    });
  });
  return ok<BookingReceipt>({ receiveno });
}

async function receiveNoOf(request: Request): Promise<string> {
  try {
    return text(new URLSearchParams(await request.text()).get('receiveno'));
  } catch {
    return '';
  }
}

function cancel(receiveno: string, owns: (row: StoreBookingRow) => boolean): Response {
  const row = tables().storeBookings.find(
    (candidate) => candidate.receiveno === receiveno && candidate.status === 'booked',
  );
  if (!row || !owns(row)) return refuseWith(STORE_ERRORS.bookingNotFound);
  mutate((database) => {
    const stored = withSupportTables(database.support).storeBookings.find(
      (candidate) => candidate.receiveno === receiveno,
    );
    if (stored) stored.status = 'cancelled';
  });
  return ok<null>(null);
}

function bookingsWhere(owns: (row: StoreBookingRow) => boolean): BookingInfo[] {
  return tables()
    .storeBookings.filter((row) => row.status === 'booked' && owns(row))
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
    .map(toBookingInfo);
}

const url = (name: string) => apiUrl(`ServiceCenter/${name}`, 'enterprise');

/**
 * Service centres on the enterprise host (docs/sandbox.md "Service centres"): three stores with
 * live queues, slots from tomorrow that one booking takes, members' and visitors' bookings.
 */
export const serviceCenterHandlers: RequestHandler[] = [
  http.post(apiUrl('ServiceCenter/IamToken'), () => {
    const token = `iam-${String(nextSequence())}`;
    const expiresAt = new Date(sandboxNow().getTime() + IAM_TOKEN_SECONDS * 1000).toISOString();
    mutate((database) => {
      const rows = withSupportTables(database.support).iamTokens;
      rows.push({ token, expiresAt });
      rows.splice(0, Math.max(0, rows.length - 20));
    });
    return ok({ access_token: token, expires_in: IAM_TOKEN_SECONDS });
  }),
  http.get(
    url('StoreList'),
    enterprise((request) => {
      const query = new URL(request.url).searchParams;
      const city = text(query.get('city'));
      const district = text(query.get('district'));
      return ok<ServiceCenterInfo[]>(
        tables()
          .stores.filter(
            (row) =>
              (city === '' || row.city === city) && (district === '' || row.district === district),
          )
          .map(toInfo),
      );
    }),
  ),
  http.get(
    url('GetOTPWithCaptcha'),
    enterprise((request) =>
      sendVisitorCode(request, STORE_ERRORS.badMobile, (row) => {
        mutate((database) => {
          withSupportTables(database.support).storeOtps.push(row);
        });
      }),
    ),
  ),
  ...(['StoreBookableInfo', 'StoreBookableInfo_ForAll'] as const).map((name) =>
    http.get(
      url(name),
      enterprise((request) => {
        const storeId = text(request.headers.get('storeid'));
        if (!storeOf(storeId)) return refuseWith(STORE_ERRORS.storeNotFound);
        return ok<StoreBookableInfo>({
          storeId,
          slots: slotsOf(storeId),
          services: [...STORE_SERVICES],
        });
      }),
    ),
  ),
  http.get(
    url('CurrentWaiting_apim2'),
    enterprise((request) => {
      const store = storeOf(text(request.headers.get('storeid')));
      return store ? ok<CurrentWaiting>(waitingAt(store)) : refuseWith(STORE_ERRORS.storeNotFound);
    }),
  ),
  http.get(
    url('QueryBookingInfo'),
    member((_request, customer) =>
      ok<BookingInfo[]>(bookingsWhere((row) => row.customerId === customer.id)),
    ),
  ),
  http.get(
    url('QueryBookingInfo_ForAll'),
    enterprise((request) => {
      const mobile = text(request.headers.get('mobileno'));
      if (!visitorOtpOk(mobile, text(request.headers.get('otp')))) {
        return refuseWith(STORE_ERRORS.otpWrong);
      }
      return ok<BookingInfo[]>(
        bookingsWhere((row) => row.customerId === '' && row.mobile === mobile),
      );
    }),
  ),
  http.post(
    url('BookingStore'),
    member(async (request, customer) => {
      const body = await jsonBody(request);
      if (!body) return refuseWith(STORE_ERRORS.badRequest);
      return book(body, { customerId: customer.id, mobile: customer.mobile });
    }),
  ),
  http.post(
    url('BookingStore_ForAll'),
    enterprise(async (request) => {
      const body = await jsonBody(request);
      if (!body) return refuseWith(STORE_ERRORS.badRequest);
      const mobile = text(body.mobile);
      if (!validateMobile(mobile).ok) return refuseWith(STORE_ERRORS.badMobile);
      if (!visitorOtpOk(mobile, text(body.otp))) return refuseWith(STORE_ERRORS.otpWrong);
      return book(body, { customerId: '', mobile });
    }),
  ),
  http.post(
    url('CancelBooking'),
    member(async (request, customer) =>
      cancel(await receiveNoOf(request), (row) => row.customerId === customer.id),
    ),
  ),
  http.post(
    url('CancelBooking_ForAll'),
    enterprise(async (request) => {
      const mobile = text(request.headers.get('mobileno'));
      if (!visitorOtpOk(mobile, text(request.headers.get('otp')))) {
        return refuseWith(STORE_ERRORS.otpWrong);
      }
      return cancel(
        await receiveNoOf(request),
        (row) => row.customerId === '' && row.mobile === mobile,
      );
    }),
  ),
  http.get(
    url(':id'),
    enterprise((_request, params) => {
      const store = storeOf(text(params.id));
      return store ? ok<ServiceCenterInfo>(toInfo(store)) : refuseWith(STORE_ERRORS.storeNotFound);
    }),
  ),
];
